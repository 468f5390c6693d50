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
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: canvases.id,
        title,
        description: canvases.description,
        status: canvases.status,
        views: canvases.views,
        dueDate: canvases.dueDate,
        updatedAt: canvases.updatedAt,
        key: keyText(canvases.updatedAt, 'timestamp'),
      })
      .from(canvases)
      .leftJoin(canvasVersions, published)
      .where(after ? and(filters, afterKey([canvases.updatedAt, canvases.id], after, ['timestamp', 'id'], 'desc')) : filters)
      .orderBy(desc(canvases.updatedAt), desc(canvases.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(canvases).leftJoin(canvasVersions, published).where(filters),
  ]);
  const { page, more } = takePage(rows, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ key: _key, ...r }) => ({ ...r, status: normalizeStatus(r.status), dueDate: r.dueDate ?? null, updatedAt: r.updatedAt.toISOString() })),
    total: Number(total),
    nextCursor: more && last ? encodeCursor(ORDER, [last.key, last.id]) : null,
  };
}
