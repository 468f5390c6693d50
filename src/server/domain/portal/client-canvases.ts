// 'Meus Funis' and 'Status dos Funis' (docs/product.md): only the published,
// adjustment-requested and approved funnels of the signed-in client, never drafts (D7), under
// the title of their latest published version (decision 008: the client never sees the draft).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_VISIBLE_STATUSES, normalizeStatus } from '#shared/funnel-status.ts';
import type { Page } from '#shared/schemas/paging.ts';
import type { ClientAnalytics, ClientCanvasListItem, ClientCanvasListQuery } from '#shared/schemas/portal.ts';
import { canvases, canvasVersions } from '../../db/schema.ts';
import type { ClientCtx, ClientPrincipal } from '../../principal.ts';
import { afterKey, decodeCursor, encodeCursor, foldedContains, keyText, takePage } from '../paging.ts';

const ORDER = 'updated';

export const clientScope = (actor: ClientPrincipal) =>
  and(eq(canvases.agencyId, actor.agencyId), eq(canvases.clientId, actor.clientId), inArray(canvases.status, CLIENT_VISIBLE_STATUSES));

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

export async function clientAnalytics({ db, actor }: ClientCtx): Promise<ClientAnalytics> {
  const rows = await db.select({ status: canvases.status, n: sql<number>`count(*)::int` }).from(canvases).where(clientScope(actor)).groupBy(canvases.status);
  const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return {
    totalApproved: n('approved'),
    totalAguardandoAjustes: n('needs_adjustments'),
    totalParaAprovacao: n('published'),
    totalFunisCriados: rows.reduce((a, r) => a + r.n, 0),
  };
}
