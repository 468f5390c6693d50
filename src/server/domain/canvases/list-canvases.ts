import { and, asc, count, desc, eq, inArray, isNotNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { canvasPreview, openCommentCount } from '#shared/canvas/preview.ts';
import { FUNNEL_STATUSES, type FunnelStatus, normalizeStatus } from '#shared/funnel-status.ts';
import type { CanvasDto } from '#shared/schemas/canvas-editor.ts';
import type { CanvasListQuery, CanvasSummary } from '#shared/schemas/canvases.ts';
import type { Page } from '#shared/schemas/paging.ts';
import { canvases, clients, users } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { reviewersByCanvas } from '../approvals/list-reviews.ts';
import { requireCan } from '../guards.ts';
import { afterKey, decodeCursor, encodeCursor, foldedContains, type KeyKind, keyText, takePage } from '../paging.ts';

type CanvasRow = typeof canvases.$inferSelect;

/** D21 canvas shape without content (lists leave it out). */
export function toCanvasSummary(
  row: Omit<CanvasRow, 'contentVersion' | 'searchText'>,
  clientName: string,
  creatorName: string | null,
): Omit<CanvasDto, 'content'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: normalizeStatus(row.status), // unknown values read as draft, like the editor's DTO
    clientId: row.clientId,
    clientName,
    userId: row.userId,
    creatorName,
    views: row.views,
    publicLink: row.publicLink,
    version: row.version,
    dueDate: row.dueDate ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A status as the cards show it: unknown stored values count as draft (normalizeStatus). */
function statusIs(status: FunnelStatus): SQL {
  if (status !== 'draft') return eq(canvases.status, status);
  return notInArray(
    canvases.status,
    FUNNEL_STATUSES.filter((s) => s !== 'draft'),
  );
}

/**
 * The two list orders (decision 009): last edited first, or, for the overview's due dates
 * (due=pending), the nearest due day first. The id breaks ties, so the order is total.
 */
const ORDERS = {
  updated: { cols: [canvases.updatedAt, canvases.id], kinds: ['timestamp', 'id'], dir: 'desc' },
  due: { cols: [canvases.dueDate, canvases.id], kinds: ['day', 'id'], dir: 'asc' },
} as const;

/** The agency's funnels matching the filters, one page at a time (all roles may read, D7). */
export async function listCanvases({ db, actor }: AgencyCtx, query: CanvasListQuery): Promise<Page<CanvasSummary>> {
  requireCan(actor, 'canvases:read');
  const orderName = query.due === 'pending' ? 'due' : 'updated';
  const order = ORDERS[orderName];
  const kinds = order.kinds as unknown as [KeyKind, KeyKind];
  const after = decodeCursor(query.cursor, orderName, kinds);

  const where: (SQL | undefined)[] = [eq(canvases.agencyId, actor.agencyId)];
  if (query.clientId) where.push(eq(canvases.clientId, query.clientId));
  if (query.status) where.push(statusIs(query.status));
  if (query.due === 'pending') where.push(isNotNull(canvases.dueDate), ne(canvases.status, 'approved'));
  const needle = foldedContains(query.q);
  if (needle) {
    // Title/description, or the client's name: two index lookups (trigram on PostgreSQL) joined by OR.
    const namedClients = db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.agencyId, actor.agencyId), sql`${clients.nameSearch} like ${needle}`));
    where.push(sql`(${canvases.searchText} like ${needle} or ${inArray(canvases.clientId, namedClients)})`);
  }
  const filters = and(...where);
  const sort = order.dir === 'desc' ? desc : asc;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: canvases.id,
        agencyId: canvases.agencyId,
        clientId: canvases.clientId,
        userId: canvases.userId,
        title: canvases.title,
        description: canvases.description,
        status: canvases.status,
        views: canvases.views,
        publicLink: canvases.publicLink,
        version: canvases.version,
        dueDate: canvases.dueDate,
        content: canvases.content,
        createdAt: canvases.createdAt,
        updatedAt: canvases.updatedAt,
        clientName: clients.name,
        creatorName: users.name,
        key: keyText(order.cols[0], kinds[0]),
      })
      .from(canvases)
      .innerJoin(clients, and(eq(clients.id, canvases.clientId), eq(clients.agencyId, actor.agencyId)))
      .leftJoin(users, and(eq(users.id, canvases.userId), eq(users.agencyId, actor.agencyId)))
      .where(after ? and(filters, afterKey([...order.cols], after, kinds, order.dir)) : filters)
      .orderBy(sort(order.cols[0]), sort(order.cols[1]))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(canvases).where(filters),
  ]);
  const { page, more } = takePage(rows, query.limit);
  const reviewers = await reviewersByCanvas(db, actor.agencyId, page);
  const last = page.at(-1);
  return {
    // The card's thumbnail and open threads come from the stored projection (canvas/preview.ts).
    items: page.map((r) => ({
      ...toCanvasSummary(r, r.clientName, r.creatorName),
      preview: canvasPreview(r.content),
      openComments: openCommentCount(r.content),
      reviewers: reviewers.get(r.id) ?? [],
    })),
    total: Number(total),
    nextCursor: more && last ? encodeCursor(orderName, [last.key, last.id]) : null,
  };
}
