import { and, count, desc, eq, sql } from 'drizzle-orm';
import { normalizeStatus } from '#shared/funnel-status.ts';
import type { Page } from '#shared/schemas/paging.ts';
import type { ClientCanvasListItem, ClientCanvasListQuery } from '#shared/schemas/portal.ts';
import { canvases, canvasVersions } from '../../db/schema.ts';
import type { ClientCtx } from '../../principal.ts';
import { afterKey, decodeCursor, encodeCursor, foldedContains, keyText, takePage } from '../paging.ts';
import { clientScope, ORDER } from './client-canvases.ts';

/** A page of the client's funnels, last updated first; `q` searches the title the client sees. */
export async function listClientCanvases({ db, actor }: ClientCtx, query: ClientCanvasListQuery): Promise<Page<ClientCanvasListItem>> {
  const after = decodeCursor(query.cursor, ORDER, ['timestamp', 'id']);
  const title = sql<string>`coalesce(${canvasVersions.title}, ${canvases.title})`;
  const needle = foldedContains(query.q);
  const filters = and(
    clientScope(actor),
    query.status === 'all' ? undefined : eq(canvases.status, query.status),
    needle ? sql`funil_fold(${title}) like ${needle}` : undefined,
  );
  const published = and(eq(canvasVersions.canvasId, canvases.id), eq(canvasVersions.version, canvases.version));
  // The first page carries its total as a window count (a client's funnels are a few dozen):
  // one statement. A page after a cursor counts on its own, since its rows start at the cursor.
  const rows = await db
    .select({
      id: canvases.id,
      title,
      description: canvases.description,
      status: canvases.status,
      views: canvases.views,
      dueDate: canvases.dueDate,
      updatedAt: canvases.updatedAt,
      key: keyText(canvases.updatedAt, 'timestamp'),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(canvases)
    .leftJoin(canvasVersions, published)
    .where(after ? and(filters, afterKey([canvases.updatedAt, canvases.id], after, ['timestamp', 'id'], 'desc')) : filters)
    .orderBy(desc(canvases.updatedAt), desc(canvases.id))
    .limit(query.limit + 1);
  const total = !after
    ? (rows[0]?.total ?? 0)
    : Number((await db.select({ total: count() }).from(canvases).leftJoin(canvasVersions, published).where(filters))[0].total);
  const { page, more } = takePage(rows, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ key: _key, total: _total, ...r }) => ({ ...r, status: normalizeStatus(r.status), dueDate: r.dueDate ?? null, updatedAt: r.updatedAt.toISOString() })),
    total,
    nextCursor: more && last ? encodeCursor(ORDER, [last.key, last.id]) : null,
  };
}
