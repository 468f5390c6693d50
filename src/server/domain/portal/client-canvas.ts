// The client's view of one funnel (docs/product.md; D5, D7, D9):
// read (counts a view), save comments and own drawings, approve or ask for adjustments.
// What get-client-canvas.ts, save-client-content.ts and decide-client-canvas.ts share.
import { and, eq } from 'drizzle-orm';
import { normalizeStatus } from '#shared/funnel-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { ClientCanvas } from '#shared/schemas/portal.ts';
import { canvases } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ClientCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND, lastDecision } from '../approvals/record-decision.ts';
import { findPublishedVersion, publishedView } from '../canvases/published-version.ts';
import { requireId } from '../guards.ts';
import { clientScope } from './client-canvases.ts';

export const DRAWING_PLAN_MSG = 'Desenhar no funil está disponível apenas no plano Enterprise da agência.';

/** 404 for anything not the client's visible funnel: never reveal that it exists (D7). */
export async function findVisible({ db, actor }: ClientCtx, id: string) {
  requireId(id, CANVAS_NOT_FOUND);
  const [row] = await db
    .select()
    .from(canvases)
    .where(and(eq(canvases.id, id), clientScope(actor)))
    .limit(1);
  if (!row) throw notFound(CANVAS_NOT_FOUND);
  return row;
}

/** What the client sees (decision 008): the latest published version's structure and title, live comments and drawings. */
export async function toClientCanvas(ctx: ClientCtx, row: typeof canvases.$inferSelect, live: ClientCanvas['content']): Promise<ClientCanvas> {
  const { title, content } = publishedView(
    await findPublishedVersion(ctx.db, ctx.actor.agencyId, row.id, row.version),
    live,
    row.title,
    row.commentsInternalSince,
  );
  const review = await lastDecision(ctx.db, ctx.actor.agencyId, row.id, 'client');
  const reviewed = review && review.version < row.version ? await findPublishedVersion(ctx.db, ctx.actor.agencyId, row.id, review.version) : null;
  const reviewedContent = reviewed?.content ?? null;
  return {
    id: row.id,
    title,
    description: row.description,
    status: normalizeStatus(row.status),
    clientId: row.clientId,
    clientName: ctx.actor.clientName,
    views: row.views,
    version: row.version,
    dueDate: row.dueDate ?? null,
    updatedAt: row.updatedAt.toISOString(),
    content,
    canDraw: planAllows(ctx.actor.plan, 'portalDrawing'),
    lastReview: review ? { version: review.version, status: review.status, createdAt: review.createdAt.toISOString() } : null,
    reviewedContent,
  };
}
