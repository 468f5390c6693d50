// Grouped commits for /api/collect (docs/decisions/026-traffic-without-personal-data.md): a call
// is answered 202 only once its events are committed, and the events of the calls that arrive
// together are committed in one statement. A batch closes when its first event has waited
// MAX_WAIT_MS or it holds MAX_ROWS; while one batch is being written the next one fills.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackingDaily, trackingEvents, trackingSeen } from '../../db/tracking-schema.ts';

export interface EventRow {
  agencyId: string;
  day: string;
  visitor: string;
  kind: 'page' | 'event';
  key: string;
  url: string;
  valueCents: number | null;
}

const MAX_WAIT_MS = 10;
const MAX_ROWS = 2000;

interface Waiting {
  rows: EventRow[];
  done: (err?: unknown) => void;
}

/**
 * Stores the raw events, marks who was counted, and adds to the daily totals, in one statement
 * (one transaction): a day's visitors grow only for a visitor not yet counted on that page or
 * event that day. Rows are ordered so that two instances lock the same totals in the same order.
 */
export async function storeEvents(db: Db, rows: EventRow[]): Promise<void> {
  const values = rows.map((r) => ({ a: r.agencyId, d: r.day, v: r.visitor, k: r.kind, key: r.key, u: r.url, c: r.valueCents }));
  await db.execute(sql`
    with e as (select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(a uuid, d date, v text, k text, key text, u text, c bigint)),
    ins as (
      insert into ${trackingEvents} (agency_id, day, visitor, kind, key, url, value_cents)
      select a, d, v, k, key, u, c from e
    ),
    fresh as (
      insert into ${trackingSeen} (agency_id, day, kind, key, visitor)
      select distinct a, d, k, key, v from e order by 1, 2, 3, 4, 5
      on conflict do nothing
      returning agency_id as a, day as d, kind as k, key
    ),
    hits as (select a, d, k, key, count(*)::int as n, coalesce(sum(c), 0)::bigint as c from e group by 1, 2, 3, 4),
    firsts as (select a, d, k, key, count(*)::int as n from fresh group by 1, 2, 3, 4)
    insert into ${trackingDaily} as t (agency_id, day, kind, key, visitors, hits, value_cents)
    select h.a, h.d, h.k, h.key, coalesce(f.n, 0), h.n, h.c
    from hits h left join firsts f on f.a = h.a and f.d = h.d and f.k = h.k and f.key = h.key
    order by 1, 2, 3, 4
    on conflict (agency_id, day, kind, key) do update
      set visitors = t.visitors + excluded.visitors, hits = t.hits + excluded.hits, value_cents = t.value_cents + excluded.value_cents`);
}

export class EventBatch {
  private queue: Waiting[] = [];
  private queued = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Resolves once `rows` are committed; rejects (nothing of this batch stored) when the write fails. */
  add(rows: EventRow[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, done: (err) => (err ? reject(err) : resolve()) });
      this.queued += rows.length;
      if (this.queued >= MAX_ROWS) this.flushSoon(0);
      else this.flushSoon(MAX_WAIT_MS);
    });
  }

  private flushSoon(ms: number) {
    if (this.writing) return; // the batch being written starts the next one when it ends
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private async flush() {
    this.timer = null;
    if (this.writing || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    this.queued = 0;
    this.writing = storeEvents(
      this.db,
      batch.flatMap((w) => w.rows),
    ).then(
      () => {
        for (const w of batch) w.done();
      },
      (err) => {
        for (const w of batch) w.done(err);
      },
    );
    await this.writing;
    this.writing = null;
    if (this.queue.length) this.flushSoon(this.queued >= MAX_ROWS ? 0 : MAX_WAIT_MS);
  }

  /** Writes what is queued (the server is stopping). */
  async close(): Promise<void> {
    while (this.writing || this.queue.length) {
      if (this.writing) await this.writing;
      else await this.flush();
    }
  }
}
