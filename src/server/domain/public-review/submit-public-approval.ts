import type { PublicApprovalInput } from '#shared/schemas/portal.ts';
import type { PublicCtx } from '../../principal.ts';
import { recordDecision } from '../approvals/record-decision.ts';
import { loadVerifiedGuest } from './guest-reviewer.ts';
import { findByLink, tellAgency } from './public-canvas.ts';

/**
 * A verified guest decides under the identity they proved, whatever the body says; without the
 * proof the decision is recorded but never moves the funnel's status (decision 008).
 */
export async function submitPublicApproval(ctx: PublicCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>, input: PublicApprovalInput) {
  const { db } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const guest = await loadVerifiedGuest(db, c.id, ctx.actor.link, ctx.actor.guestToken, ctx.clock.now());
  const name = guest?.name ?? input.clientName.trim();
  const r = await recordDecision(db, {
    agencyId: c.agencyId,
    canvasId: c.id,
    decision: input.status,
    feedback: input.feedback,
    reviewerKind: 'public',
    reviewerName: name,
    reviewerEmail: guest?.email ?? (input.email || null),
    verified: !!guest,
  });
  await tellAgency(ctx, c, guest, {
    type: input.status === 'approved' ? 'approval' : input.status === 'rejected' ? 'rejection' : 'adjustment_request',
    reviewerName: name,
    reviewerEmail: guest?.email ?? (input.email || null),
    feedback: input.feedback,
  });
  return { status: r.status };
}
