import { sql } from 'drizzle-orm';
import type { ClientCanvas } from '#shared/schemas/portal.ts';
import { batchedByKey } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import { preparedRaw } from '../../db/prepared.ts';
import { notFound } from '../../errors.ts';
import type { ClientCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND } from '../approvals/record-decision.ts';
import {
  type Held,
  held,
  heldValues,
  liveReview,
  liveSql,
  publishedVersion,
  timestamp,
  versionContentSql,
  visibleStatusesSql,
} from '../canvases/reviewer-read.ts';
import { requireId } from '../guards.ts';
import { clientCanvasAnswer } from './client-canvas.ts';

interface Row {
  id: string;
  title: string;
  description: string | null;
  status: string;
  client_id: string;
  views: number;
  version: number;
  content_version: number;
  due_date: string | null;
  updated_at: string;
  internal_since: string;
  show_results: boolean;
  live: string | null;
  pv_version: number | null;
  pv_title: string | null;
  pv_content: string | null;
  d_version: number | null;
  d_status: string | null;
  d_created_at: string | null;
  rv_version: number | null;
  rv_title: string | null;
  rv_content: string | null;
}

const ph = sql.placeholder;
const SCOPE = sql`id = ${ph('id')} and agency_id = ${ph('agencyId')} and client_id = ${ph('clientId')} and status in (${visibleStatusesSql})`;
const COLS = sql`id, title, description, status, client_id, views, version, content_version, due_date::text as due_date,
  updated_at::text as updated_at, comments_internal_since::text as internal_since, show_results, ${liveSql('canvases')} as live`;

/** The statement, counting the open (a view, and a visit for lastSeenAt of the agency's reviewers list) or not. */
const statement = (count: boolean) => sql`with ${
  count
    ? sql`c as (update canvases set views = views + ${ph('opens')}::int where ${SCOPE} returning ${COLS}),
      visit as (
        insert into reviewer_visits (canvas_id, reviewer_email, last_seen_at)
        select c.id, e, ${ph('seenAt')}::timestamptz from c, jsonb_array_elements_text(${ph('emails')}::jsonb) e
        on conflict (canvas_id, reviewer_email) do update set last_seen_at = excluded.last_seen_at
      )`
    : sql`c as (select ${COLS} from canvases where ${SCOPE} limit 1)`
}
  select c.*, pv.version as pv_version, pv.title as pv_title, ${versionContentSql('pv', 'c')} as pv_content,
    d.version as d_version, d.status as d_status, d.created_at::text as d_created_at,
    rv.version as rv_version, rv.title as rv_title, ${versionContentSql('rv', 'c')} as rv_content
  from c
  left join canvas_versions pv on pv.canvas_id = c.id and pv.agency_id = ${ph('agencyId')} and pv.version = c.version and c.version >= 1
  left join lateral (
    select version, status, created_at from approvals
    where agency_id = ${ph('agencyId')} and canvas_id = c.id and reviewer_kind = 'client'
    order by created_at desc limit 1
  ) d on true
  left join canvas_versions rv on rv.canvas_id = c.id and rv.agency_id = ${ph('agencyId')} and rv.version = d.version and d.version < c.version and d.version >= 1`;

interface Read {
  id: string;
  agencyId: string;
  clientId: string;
  docs: ClientCtx<'docs'>['docs'];
}

/** Opens of one funnel by one client made while the previous one is written count together (db/batched.ts). */
const openFunnel = batchedByKey(async (db: Db, opens: (Read & { email: string; now: Date })[]) => {
  const [first] = opens;
  const h = held(db, first.docs, first.id);
  const [row] = await preparedRaw<Row>(db, 'client_canvas_open', () => statement(true)).execute({
    ...read(first, h),
    opens: opens.length,
    emails: JSON.stringify([...new Set(opens.map((o) => o.email))]),
    seenAt: opens[opens.length - 1].now.toISOString(),
  });
  return { row, h };
});

const read = (r: Read, h: Held) => ({ id: r.id, agencyId: r.agencyId, clientId: r.clientId, ...heldValues(h) });

/**
 * Opening counts a view and a visit; the page's periodic refresh (`refresh`) counts neither.
 * One statement (docs/decisions/010-fast-reads.md, "Reviewer reads"): the client's visible funnel
 * (404 otherwise, D7), its view and visit counted only when it is, its published version, the
 * client's last decision and the version that decision was made on.
 */
export async function getClientCanvas(ctx: ClientCtx<'docs' | 'clock'>, { id, refresh = false }: { id: string; refresh?: boolean }): Promise<ClientCanvas> {
  requireId(id, CANVAS_NOT_FOUND);
  const { db, actor, docs } = ctx;
  const r: Read = { id: id.toLowerCase(), agencyId: actor.agencyId, clientId: actor.clientId, docs };
  const { row, h } = refresh
    ? await (async () => {
        const h = held(db, docs, r.id);
        const [row] = await preparedRaw<Row>(db, 'client_canvas_refresh', () => statement(false)).execute(read(r, h));
        return { row, h };
      })()
    : await openFunnel(db, `${r.agencyId}/${r.clientId}/${r.id}`, { ...r, email: actor.email.trim().toLowerCase(), now: ctx.clock.now() });
  if (!row) throw notFound(CANVAS_NOT_FOUND);
  return clientCanvasAnswer(actor, {
    row: {
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.status,
      clientId: row.client_id,
      views: row.views,
      version: row.version,
      dueDate: row.due_date,
      updatedAt: timestamp(row.updated_at),
      commentsInternalSince: timestamp(row.internal_since),
      showResults: row.show_results,
    },
    published: publishedVersion(db, h, row.id, row.pv_version, row.pv_title, row.pv_content),
    live: await liveReview(db, docs, h, row.id, row.content_version, row.live),
    review: row.d_version === null ? null : { version: row.d_version, status: row.d_status ?? '', createdAt: timestamp(row.d_created_at) },
    reviewed: publishedVersion(db, h, row.id, row.rv_version, row.rv_title, row.rv_content),
  });
}
