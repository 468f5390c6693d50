// The client's view of one funnel (docs/product.md; D5, D7, D9):
// read (counts a view), save comments and own drawings, approve or ask for adjustments.
import { and, eq, sql } from 'drizzle-orm';
import { normalizeStatus } from '#shared/funnel-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { ClientApprovalInput, ClientCanvas, ClientContentUpdate } from '#shared/schemas/portal.ts';
import { canvases, reviewerVisits } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ClientCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND, lastDecision, recordDecision } from '../approvals/record-decision.ts';
import { findPublishedVersion, pinnableComponents, publishedView } from '../canvases/published-version.ts';
import { deleteCommentRows, insertCommentRows } from '../comments/comment-rows.ts';
import { mergeReviewContent } from '../comments/merge-review-content.ts';
import { requireId } from '../guards.ts';
import { notifyAgency } from '../notifications/notify-agency.ts';
import { clientScope } from './client-canvases.ts';

export const DRAWING_PLAN_MSG = 'Desenhar no funil está disponível apenas no plano Enterprise da agência.';

/** 404 for anything not the client's visible funnel: never reveal that it exists (D7). */
async function findVisible({ db, actor }: ClientCtx, id: string) {
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
async function toClientCanvas(ctx: ClientCtx, row: typeof canvases.$inferSelect, live: ClientCanvas['content']): Promise<ClientCanvas> {
  const { title, content } = publishedView(await findPublishedVersion(ctx.db, ctx.actor.agencyId, row.id, row.version), live, row.title);
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

/** Opening counts a view and a visit; the page's periodic refresh (`refresh`) counts neither. */
export async function getClientCanvas(ctx: ClientCtx<'docs' | 'clock'>, { id, refresh = false }: { id: string; refresh?: boolean }): Promise<ClientCanvas> {
  const row = await findVisible(ctx, id);
  if (refresh) return toClientCanvas(ctx, row, await ctx.docs.readContent(row.id));
  const [counted] = await ctx.db
    .update(canvases)
    .set({ views: sql`${canvases.views} + 1` })
    .where(eq(canvases.id, row.id))
    .returning({ views: canvases.views });
  // lastSeenAt of the agency's reviewers list (GET /api/canvases/:id/reviews).
  const seenAt = ctx.clock.now();
  await ctx.db
    .insert(reviewerVisits)
    .values({ canvasId: row.id, reviewerEmail: ctx.actor.email.trim().toLowerCase(), lastSeenAt: seenAt })
    .onConflictDoUpdate({ target: [reviewerVisits.canvasId, reviewerVisits.reviewerEmail], set: { lastSeenAt: seenAt } });
  return toClientCanvas(ctx, { ...row, views: counted?.views ?? row.views }, await ctx.docs.readContent(row.id));
}

export async function saveClientContent(
  ctx: ClientCtx<'docs' | 'mailer' | 'publicUrl' | 'log' | 'clock'>,
  input: ClientContentUpdate & { id: string },
): Promise<ClientCanvas> {
  const row = await findVisible(ctx, input.id);
  const who = { kind: 'client' as const, name: ctx.actor.clientName, canDraw: planAllows(ctx.actor.plan, 'portalDrawing') };
  const published = await findPublishedVersion(ctx.db, ctx.actor.agencyId, row.id, row.version);
  const { content, result } = await ctx.docs.updateKinds(row.id, ['comments', 'drawings'], (current) => {
    // The client pins to the components it sees: those of the published version.
    const pins = { ...current, components: pinnableComponents(published, current) };
    const m = mergeReviewContent(pins, { comments: input.content.comments, drawings: input.content.drawings }, who);
    // D5: new drawings on Business are refused, and nothing of this save is applied.
    if (m.refusedDrawings) throw new AppError('PLAN_LIMIT', DRAWING_PLAN_MSG);
    return { next: m.changed ? { comments: m.comments, drawings: m.drawings } : {}, result: m };
  });
  await deleteCommentRows(ctx.db, ctx.actor.agencyId, row.id, result.removedCommentIds, 'client');
  await insertCommentRows(ctx.db, ctx.actor.agencyId, row.id, result.addedComments, {
    kind: 'client',
    name: ctx.actor.clientName,
    email: ctx.actor.email,
    clientAccessId: ctx.actor.accessId,
  });
  if (result.addedComments.length) {
    await notifyAgency(
      ctx,
      ctx.actor.agencyId,
      row.id,
      { type: 'comment', reviewerName: ctx.actor.clientName, reviewerEmail: ctx.actor.email, comments: result.addedComments.map((c) => c.content) },
      { kind: 'access', accessId: ctx.actor.accessId },
    );
  }
  return toClientCanvas(ctx, row, content);
}

export async function decideClientCanvas(ctx: ClientCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>, input: ClientApprovalInput & { id: string }) {
  const row = await findVisible(ctx, input.id);
  const decision = input.status === 'approve' ? 'approved' : 'adjustment_requested';
  const r = await recordDecision(ctx.db, {
    agencyId: ctx.actor.agencyId,
    canvasId: row.id,
    clientId: ctx.actor.clientId,
    decision,
    feedback: input.feedback,
    reviewerKind: 'client',
    reviewerName: ctx.actor.clientName,
    reviewerEmail: ctx.actor.email,
    clientAccessId: ctx.actor.accessId,
  });
  await notifyAgency(
    ctx,
    ctx.actor.agencyId,
    row.id,
    {
      type: decision === 'approved' ? 'approval' : 'adjustment_request',
      reviewerName: ctx.actor.clientName,
      reviewerEmail: ctx.actor.email,
      feedback: input.feedback,
    },
    { kind: 'access', accessId: ctx.actor.accessId },
  );
  return { status: r.status, version: r.version };
}
