// A new invitation link for an access, however it is sent (the invitation mail, or WhatsApp by
// the agency itself): older unused links of the access stop working, and one budget of
// INVITATIONS_PER_HOUR links per access and hour covers both ways (429 past it). The access row
// is locked while its links are counted and written, so parallel calls count one after another.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { APP_ROUTES } from '#shared/routes.ts';
import { accessPasswordTokens, clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { HOUR_MS, INVITATION_TTL_MS, INVITATIONS_PER_HOUR, tooManyInvitationsMessage } from './access-invitation.ts';

export async function issueInvitationLink(
  ctx: AgencyCtx<'publicUrl' | 'clock'>,
  accessId: string,
): Promise<{ link: string; portalUrl: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: clientAccesses.id }).from(clientAccesses).where(eq(clientAccesses.id, accessId)).for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${accessPasswordTokens.createdAt})` })
      .from(accessPasswordTokens)
      .where(and(eq(accessPasswordTokens.clientAccessId, accessId), gt(accessPasswordTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= INVITATIONS_PER_HOUR) {
      const wait = Math.max(1000, (recent.oldest ? new Date(recent.oldest).getTime() : now.getTime()) + HOUR_MS - now.getTime());
      throw new AppError('RATE_LIMITED', tooManyInvitationsMessage(wait), { retryAfterMs: wait });
    }
    await tx
      .update(accessPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(accessPasswordTokens.clientAccessId, accessId), isNull(accessPasswordTokens.usedAt)));
    await tx.insert(accessPasswordTokens).values({ clientAccessId: accessId, tokenHash: sha256(token), expiresAt, createdAt: now });
  });
  const base = ctx.publicUrl.replace(/\/$/, '');
  return { link: `${base}${APP_ROUTES.clientSetPassword}?token=${token}`, portalUrl: `${base}${APP_ROUTES.clientAuth}`, expiresAt };
}
