import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CLIENT_VISIBLE_STATUSES, normalizeStatus } from '#shared/funnel-status.ts';
import { PAGE_LIMIT_DEFAULT, type Page } from '#shared/schemas/paging.ts';
import type { ClientCanvasListItem, ClientCanvasListQuery } from '#shared/schemas/portal.ts';
import type { Db } from '../../db/client.ts';
import { literal, prepared } from '../../db/prepared.ts';
import { canvases, canvasVersions } from '../../db/schema.ts';
import type { ClientCtx } from '../../principal.ts';
import { afterKey, decodeCursor, encodeCursor, foldedContains, keyText, takePage } from '../paging.ts';
import { ORDER } from './client-canvases.ts';

const P = sql.placeholder;
/** The title the client sees: the latest published version's (decision 008). */
const title = sql<string>`coalesce(${canvasVersions.title}, ${canvases.title})`;
const published = and(eq(canvasVersions.canvasId, canvases.id), eq(canvasVersions.version, canvases.version));
/** The client's visible funnels (client-canvases.ts's clientScope), with its values as placeholders. */
const scope = and(eq(canvases.agencyId, P('agency')), eq(canvases.clientId, P('client')), inArray(canvases.status, CLIENT_VISIBLE_STATUSES));
const FIELDS = {
  id: canvases.id,
  title,
  description: canvases.description,
  status: canvases.status,
  views: canvases.views,
  dueDate: canvases.dueDate,
  updatedAt: canvases.updatedAt,
  key: keyText(canvases.updatedAt, 'timestamp'),
  // The first page's total (a client's funnels are a few dozen): one statement.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

function pageQuery(db: Db, where: SQL | undefined, limit: number) {
  return db.select(FIELDS).from(canvases).leftJoin(canvasVersions, published).where(where).orderBy(desc(canvases.updatedAt), desc(canvases.id)).limit(limit);
}

/**
 * The portal's usual call, the first page of the usual size without a search: prepared once per
 * database handle and named, so PostgreSQL plans it once per connection (decision 010).
 */
const firstPage = (db: Db, byStatus: boolean) =>
  prepared(db, `client_canvases_${byStatus ? 'status' : 'all'}`, (d) =>
    pageQuery(d, and(scope, byStatus ? eq(canvases.status, P('status')) : undefined), literal(PAGE_LIMIT_DEFAULT + 1)).prepare(
      `client_canvases_${byStatus ? 'status' : 'all'}`,
    ),
  );

/** A page of the client's funnels, last updated first; `q` searches the title the client sees. */
export async function listClientCanvases({ db, actor }: ClientCtx, query: ClientCanvasListQuery): Promise<Page<ClientCanvasListItem>> {
  const after = decodeCursor(query.cursor, ORDER, ['timestamp', 'id']);
  const needle = foldedContains(query.q);
  const values = { agency: actor.agencyId, client: actor.clientId, status: query.status };
  const filters = and(scope, query.status === 'all' ? undefined : eq(canvases.status, P('status')), needle ? sql`funil_fold(${title}) like ${needle}` : undefined);
  const rows =
    !after && !needle && query.limit === PAGE_LIMIT_DEFAULT
      ? await firstPage(db, query.status !== 'all').execute(values)
      : await pageQuery(db, after ? and(filters, afterKey([canvases.updatedAt, canvases.id], after, ['timestamp', 'id'], 'desc')) : filters, query.limit + 1)
          .prepare('')
          .execute(values);
  // A page after a cursor counts on its own: its rows start at the cursor.
  const total = !after
    ? (rows[0]?.total ?? 0)
    : Number((await db.select({ total: count() }).from(canvases).leftJoin(canvasVersions, published).where(filters).prepare('').execute(values))[0].total);
  const { page, more } = takePage(rows, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ key: _key, total: _total, ...r }) => ({ ...r, status: normalizeStatus(r.status), dueDate: r.dueDate ?? null, updatedAt: r.updatedAt.toISOString() })),
    total,
    nextCursor: more && last ? encodeCursor(ORDER, [last.key, last.id]) : null,
  };
}
