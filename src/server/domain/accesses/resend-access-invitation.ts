import { INVITATION_SENT_MSG } from '#shared/schemas/access-invitation.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';
import { INACTIVE_ACCESS_INVITE_MSG } from './access-invitation.ts';
import { sendAccessInvitation } from './send-access-invitation.ts';

/** Reenviar convite: a fresh link for a switched-on access of this agency. */
export async function resendAccessInvitation(
  ctx: AgencyCtx<'mailer' | 'publicUrl' | 'clock'>,
  { clientId, accessId }: { clientId: string; accessId: string },
): Promise<{ message: string }> {
  requireCan(ctx.actor, 'accesses:write');
  const client = await findClientOr404(ctx.db, ctx.actor.agencyId, clientId);
  const access = await findAccessOr404(ctx.db, ctx.actor.agencyId, clientId, accessId);
  if (!access.isActive) throw new AppError('CONFLICT', INACTIVE_ACCESS_INVITE_MSG);
  await sendAccessInvitation(ctx, { id: access.id, email: access.email, clientName: client.name });
  return { message: INVITATION_SENT_MSG };
}
