// 'Meus Funis' and 'Status dos Funis' (spec 02 "Client dashboard"): only the published,
// adjustment-requested and approved funnels of the signed-in client, never drafts (D7), under
// the title of their latest published version (issue 12: the client never sees the draft).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_VISIBLE_STATUSES, normalizeStatus } from '#shared/funnel-status.ts';
import type { ClientAnalytics, ClientCanvasListItem, ClientFilter } from '#shared/schemas/portal.ts';
import { canvases, canvasVersions } from '../../db/schema.ts';
import type { ClientCtx, ClientPrincipal } from '../../principal.ts';

export const clientScope = (actor: ClientPrincipal) =>
  and(eq(canvases.agencyId, actor.agencyId), eq(canvases.clientId, actor.clientId), inArray(canvases.status, CLIENT_VISIBLE_STATUSES));

export async function listClientCanvases(
  { db, actor }: ClientCtx,
  { status: filter = 'all' }: { status?: ClientFilter } = {},
): Promise<ClientCanvasListItem[]> {
  const rows = await db
    .select({
      id: canvases.id,
      title: sql<string>`coalesce(${canvasVersions.title}, ${canvases.title})`,
      description: canvases.description,
      status: canvases.status,
      views: canvases.views,
      updatedAt: canvases.updatedAt,
    })
    .from(canvases)
    .leftJoin(canvasVersions, and(eq(canvasVersions.canvasId, canvases.id), eq(canvasVersions.version, canvases.version)))
    .where(filter === 'all' ? clientScope(actor) : and(clientScope(actor), eq(canvases.status, filter)))
    .orderBy(desc(canvases.updatedAt));
  return rows.map((r) => ({ ...r, status: normalizeStatus(r.status), updatedAt: r.updatedAt.toISOString() }));
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
