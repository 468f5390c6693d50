// Each tracked step's visitors and conversions per São Paulo day
// (docs/decisions/026-traffic-without-personal-data.md). Counting them means reading every
// counted mark of the steps' pages, which grows with the traffic: at 10 million events in 90
// days, seconds. A finished day no longer changes, so it is counted once per set of bindings
// and kept in tracking_step_days; today is counted at most once a minute. A read sums the kept
// days and counts only the others (after the bindings change, or today's once a minute old).
import { createHash } from 'node:crypto';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackingDaily, trackingSeen, trackingStepDays } from '../../db/tracking-schema.ts';

export interface Spec {
  /** The step (component id). */
  s: string;
  k: 'page' | 'event';
  /** The path or event name, or a LIKE pattern when not exact. */
  p: string;
  exact: boolean;
}

export interface Edge {
  a: string;
  b: string;
}

export type Figures = Map<string, { visitors: number; conversions: number }>;

/** A day is finished 10 minutes after its São Paulo midnight: a group of events stamped before then is committed by then. */
const SETTLE_MS = 10 * 60_000;

export function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

type DayRow = { step: string; day: string; visitors: number; conversions: number };

/**
 * Counts from the marks, per step and day, from `from` to `to`. A pattern is first resolved to
 * the pages it matches in the daily totals (a few hundred rows), so every mark is read through
 * the (agency, kind, key, day) index rather than by scanning all of the agency's pages.
 */
async function countDays(db: Db, agencyId: string, specs: Spec[], edges: Edge[], from: string, to: string): Promise<DayRow[]> {
  const { rows } = await db.execute<DayRow>(sql`
    with s as (select * from jsonb_to_recordset(${JSON.stringify(specs)}::jsonb) as x(s text, k text, p text, exact boolean)),
    keys as (
      select distinct s.s as step, d.kind, d.key from s join ${trackingDaily} d
        on d.agency_id = ${agencyId} and d.day between ${from}::date and ${to}::date and d.kind = s.k
        and case when s.exact then d.key = s.p else d.key like s.p escape '\\' end
    ),
    v as (
      select distinct k.step, e.day, e.visitor from keys k join ${trackingSeen} e
        on e.agency_id = ${agencyId} and e.kind = k.kind and e.key = k.key and e.day between ${from}::date and ${to}::date
    ),
    edges as (select * from jsonb_to_recordset(${JSON.stringify(edges)}::jsonb) as x(a text, b text)),
    visitors as (select step, day, count(*)::int as n from v group by step, day),
    conv as (
      select ed.a as step, va.day, count(distinct va.visitor)::int as n
      from edges ed join v va on va.step = ed.a join v vb on vb.step = ed.b and vb.day = va.day and vb.visitor = va.visitor
      group by ed.a, va.day
    )
    select visitors.step, visitors.day::text as day, visitors.n as visitors, coalesce(conv.n, 0) as conversions
    from visitors left join conv on conv.step = visitors.step and conv.day = visitors.day`);
  return rows.map((r) => ({ ...r, day: String(r.day).slice(0, 10), visitors: Number(r.visitors), conversions: Number(r.conversions) }));
}

function add(out: Figures, step: string, visitors: number, conversions: number) {
  const f = out.get(step) ?? { visitors: 0, conversions: 0 };
  f.visitors += visitors;
  f.conversions += conversions;
  out.set(step, f);
}

/** The hash naming a set of bindings: the same steps bound the same way share their kept days. */
export const bindingsKey = (specs: Spec[], edges: Edge[]) =>
  createHash('sha256')
    .update(JSON.stringify([specs, edges]))
    .digest('base64url')
    .slice(0, 22);

/** How long today's count is reused: results may be this much behind the live traffic. */
export const TODAY_FRESH_MS = 60_000;

/**
 * Visitors and conversions per step over [from, to], one row of tracking_step_days per day: a
 * row counted after its day was over is final; today's (and a row counted before its day ended)
 * is reused while younger than TODAY_FRESH_MS. The days without a usable row are counted from the
 * marks in one statement and their rows written.
 */
export async function stepDayFigures(
  db: Db,
  agencyId: string,
  specs: Spec[],
  edges: Edge[],
  period: { from: string; to: string },
  now: Date,
): Promise<Figures> {
  const out: Figures = new Map();
  const steps = bindingsKey(specs, edges);
  const fresh = new Date(now.getTime() - TODAY_FRESH_MS);
  // A day's end in São Paulo, plus the settling time: counted after it, the row is final.
  const usable = sql`(${trackingStepDays.countedAt} >= ((${trackingStepDays.day} + 1)::timestamp at time zone 'America/Sao_Paulo') + ${`${SETTLE_MS} milliseconds`}::interval
    or ${trackingStepDays.countedAt} >= ${fresh.toISOString()}::timestamptz)`;
  const kept = await db
    .select({ day: trackingStepDays.day, figures: trackingStepDays.figures })
    .from(trackingStepDays)
    .where(and(eq(trackingStepDays.agencyId, agencyId), eq(trackingStepDays.steps, steps), between(trackingStepDays.day, period.from, period.to), usable));
  const have = new Set<string>();
  for (const k of kept) {
    have.add(k.day);
    for (const [step, [v, c]] of Object.entries(k.figures)) add(out, step, v, c);
  }
  const missing: string[] = [];
  for (let d = period.from; d <= period.to; d = shiftDay(d, 1)) if (!have.has(d)) missing.push(d);
  if (!missing.length) return out;
  const rows = await countDays(db, agencyId, specs, edges, missing[0], missing[missing.length - 1]);
  const byDay = new Map<string, Record<string, [number, number]>>(missing.map((d) => [d, {}]));
  for (const r of rows) {
    const day = byDay.get(r.day);
    if (!day) continue; // a usable row already summed above
    day[r.step] = [r.visitors, r.conversions];
    add(out, r.step, r.visitors, r.conversions);
  }
  // Two readers may count the same day at once: either count is right for its moment.
  await db
    .insert(trackingStepDays)
    .values([...byDay].map(([day, figures]) => ({ agencyId, steps, day, figures, countedAt: now })))
    .onConflictDoUpdate({
      target: [trackingStepDays.agencyId, trackingStepDays.steps, trackingStepDays.day],
      set: { figures: sql`excluded.figures`, countedAt: sql`excluded.counted_at` },
    });
  return out;
}
