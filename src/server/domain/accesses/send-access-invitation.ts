import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { APP_ROUTES } from '#shared/routes.ts';
import { accessPasswordTokens, clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { composeInvitation, HOUR_MS, INVITATION_TTL_MS, INVITATIONS_PER_HOUR, tooManyInvitationsMessage } from './access-invitation.ts';

/**
 * A new link (older unused links of the access stop working) and the invitation mail; 429 past
 * INVITATIONS_PER_HOUR links of the access in the last hour. The access row is locked while its
 * links are counted and written, so parallel calls count one after another.
 */
export async function sendAccessInvitation(
  ctx: AgencyCtx<'mailer' | 'publicUrl' | 'clock'>,
  access: { id: string; email: string; clientName: string },
): Promise<void> {
  const now = ctx.clock.now();
  const token = randomToken(32);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: clientAccesses.id }).from(clientAccesses).where(eq(clientAccesses.id, access.id)).for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${accessPasswordTokens.createdAt})` })
      .from(accessPasswordTokens)
      .where(and(eq(accessPasswordTokens.clientAccessId, access.id), gt(accessPasswordTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= INVITATIONS_PER_HOUR) {
      const wait = Math.max(1000, (recent.oldest ? new Date(recent.oldest).getTime() : now.getTime()) + HOUR_MS - now.getTime());
      throw new AppError('RATE_LIMITED', tooManyInvitationsMessage(wait), { retryAfterMs: wait });
    }
    await tx
      .update(accessPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(accessPasswordTokens.clientAccessId, access.id), isNull(accessPasswordTokens.usedAt)));
    await tx.insert(accessPasswordTokens).values({
      clientAccessId: access.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      createdAt: now,
    });
  });
  const base = ctx.publicUrl.replace(/\/$/, '');
  await ctx.mailer.send({
    to: access.email,
    ...composeInvitation({
      clientName: access.clientName,
      email: access.email,
      portalUrl: `${base}${APP_ROUTES.clientAuth}`,
      link: `${base}${APP_ROUTES.clientSetPassword}?token=${token}`,
    }),
  });
}
