import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_LIMIT, type ActivityItem } from '#shared/schemas/overview.ts';
import { approvals, canvases, clients, comments } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';

/**
 * D10: newest first, comments made by clients or public reviewers, approvals and
 * adjustment requests, of the agency's funnels.
 */
export async function listActivity({ db, actor }: AgencyCtx, { limit = ACTIVITY_LIMIT }: { limit?: number } = {}): Promise<ActivityItem[]> {
  requireCan(actor, 'activity:read');
  const [commentRows, approvalRows] = await Promise.all([
    db
      .select({
        id: comments.id,
        content: comments.content,
        authorName: comments.authorName,
        unverified: sql<boolean>`${comments.authorKind} = 'public' and not ${comments.verified}`,
        createdAt: comments.createdAt,
        canvasId: canvases.id,
        canvasTitle: canvases.title,
        clientName: clients.name,
      })
      .from(comments)
      .innerJoin(canvases, and(eq(canvases.id, comments.canvasId), eq(canvases.agencyId, actor.agencyId)))
      .innerJoin(clients, eq(clients.id, canvases.clientId))
      .where(and(eq(comments.agencyId, actor.agencyId), inArray(comments.authorKind, ['client', 'public'])))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit),
    db
      .select({
        id: approvals.id,
        status: approvals.status,
        feedback: approvals.feedback,
        authorName: approvals.reviewerName,
        unverified: sql<boolean>`${approvals.reviewerKind} = 'public' and not ${approvals.verified}`,
        createdAt: approvals.createdAt,
        canvasId: canvases.id,
        canvasTitle: canvases.title,
        clientName: clients.name,
      })
      .from(approvals)
      .innerJoin(canvases, and(eq(canvases.id, approvals.canvasId), eq(canvases.agencyId, actor.agencyId)))
      .innerJoin(clients, eq(clients.id, canvases.clientId))
      .where(and(eq(approvals.agencyId, actor.agencyId), inArray(approvals.status, ['approved', 'adjustment_requested', 'rejected'])))
      .orderBy(desc(approvals.createdAt), desc(approvals.id))
      .limit(limit),
  ]);
  const items: (ActivityItem & { at: number })[] = [
    ...commentRows.map((r) => ({
      id: r.id,
      type: 'comment' as const,
      clientName: r.clientName,
      canvasTitle: r.canvasTitle,
      content: r.content,
      timestamp: r.createdAt.toISOString(),
      authorName: r.authorName,
      unverified: !!r.unverified,
      canvasId: r.canvasId,
      at: r.createdAt.getTime(),
    })),
    ...approvalRows.map((r) => ({
      id: r.id,
      type: r.status === 'approved' ? ('approval' as const) : ('adjustment_request' as const),
      clientName: r.clientName,
      canvasTitle: r.canvasTitle,
      content: r.feedback ?? '',
      timestamp: r.createdAt.toISOString(),
      authorName: r.authorName,
      unverified: !!r.unverified,
      canvasId: r.canvasId,
      at: r.createdAt.getTime(),
    })),
  ];
  items.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  return items.slice(0, limit).map(({ at: _at, ...item }) => item);
}
