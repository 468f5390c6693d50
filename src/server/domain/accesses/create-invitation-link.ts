// Convidar pelo WhatsApp (docs/decisions/023-first-hour.md): the agency gets a fresh
// invitation link to send itself. Same rules as Reenviar convite: who may, a switched-on access,
// and one budget of INVITATIONS_PER_HOUR links per access for both ways.
import type { InvitationLink } from '#shared/schemas/access-invitation.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';
import { INACTIVE_ACCESS_INVITE_MSG } from './access-invitation.ts';
import { issueInvitationLink } from './issue-invitation-link.ts';

export async function createInvitationLink(
  ctx: AgencyCtx<'publicUrl' | 'clock'>,
  { clientId, accessId }: { clientId: string; accessId: string },
): Promise<InvitationLink> {
  requireCan(ctx.actor, 'accesses:write');
  const client = await findClientOr404(ctx.db, ctx.actor.agencyId, clientId);
  const access = await findAccessOr404(ctx.db, ctx.actor.agencyId, clientId, accessId);
  if (!access.isActive) throw new AppError('CONFLICT', INACTIVE_ACCESS_INVITE_MSG);
  const { link, portalUrl, expiresAt } = await issueInvitationLink(ctx, access.id);
  return { link, portalUrl, email: access.email, clientName: client.name, expiresAt: expiresAt.toISOString() };
}
