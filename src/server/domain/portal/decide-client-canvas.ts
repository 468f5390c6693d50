import type { ClientApprovalInput } from '#shared/schemas/portal.ts';
import type { ClientCtx } from '../../principal.ts';
import { recordDecision } from '../approvals/record-decision.ts';
import { notifyAgency } from '../notifications/notify-agency.ts';
import { findVisible } from './client-canvas.ts';

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
  await notifyAgency(ctx, {
    agencyId: ctx.actor.agencyId,
    canvasId: row.id,
    event: {
      type: decision === 'approved' ? 'approval' : 'adjustment_request',
      reviewerName: ctx.actor.clientName,
      reviewerEmail: ctx.actor.email,
      feedback: input.feedback,
    },
    from: { kind: 'access', accessId: ctx.actor.accessId },
  });
  return { status: r.status, version: r.version };
}
