import { planAllows } from '#shared/plans.ts';
import type { ClientCanvas, ClientContentUpdate } from '#shared/schemas/portal.ts';
import { AppError } from '../../errors.ts';
import type { ClientCtx } from '../../principal.ts';
import { findPublishedVersion, pinnableComponents } from '../canvases/published-version.ts';
import { deleteCommentRows, insertCommentRows } from '../comments/comment-rows.ts';
import { mergeReviewContent } from '../comments/merge-review-content.ts';
import { notifyAgency } from '../notifications/notify-agency.ts';
import { DRAWING_PLAN_MSG, findVisible, toClientCanvas } from './client-canvas.ts';

export async function saveClientContent(
  ctx: ClientCtx<'docs' | 'mailer' | 'publicUrl' | 'log' | 'clock'>,
  input: ClientContentUpdate & { id: string },
): Promise<ClientCanvas> {
  const row = await findVisible(ctx, input.id);
  const who = {
    kind: 'client' as const,
    name: ctx.actor.clientName,
    canDraw: planAllows(ctx.actor.plan, 'portalDrawing'),
    internalSince: row.commentsInternalSince,
  };
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
    await notifyAgency(ctx, {
      agencyId: ctx.actor.agencyId,
      canvasId: row.id,
      event: { type: 'comment', reviewerName: ctx.actor.clientName, reviewerEmail: ctx.actor.email, comments: result.addedComments.map((c) => c.content) },
      from: { kind: 'access', accessId: ctx.actor.accessId },
    });
  }
  return toClientCanvas(ctx, row, content);
}
