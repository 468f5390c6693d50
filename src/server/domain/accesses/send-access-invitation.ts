import type { AgencyCtx } from '../../principal.ts';
import { composeInvitation } from './access-invitation.ts';
import { issueInvitationLink } from './issue-invitation-link.ts';

/** The invitation mail, with a new link (issue-invitation-link.ts: older links end, the hourly budget applies). */
export async function sendAccessInvitation(
  ctx: AgencyCtx<'mailer' | 'publicUrl' | 'clock'>,
  access: { id: string; email: string; clientName: string },
): Promise<void> {
  const { link, portalUrl } = await issueInvitationLink(ctx, access.id);
  await ctx.mailer.send({ to: access.email, ...composeInvitation({ clientName: access.clientName, email: access.email, portalUrl, link }) });
}
