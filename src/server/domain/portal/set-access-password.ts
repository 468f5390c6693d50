// Issue 12: the invitation's link lets a portal access choose its own password. Like the
// agency changing that password (update-access.ts): a new argon2id hash and the encrypted copy
// the agency can reveal (D8), every open portal session of the access ends and its live sockets
// are re-checked now. Then a fresh session opens for whoever used the link.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { type ClientSetPasswordAnswer, type ClientSetPasswordInput, INVITATION_LINK_INVALID_MSG, PASSWORD_SET_MSG } from '#shared/schemas/access-invitation.ts';
import { accessPasswordTokens, agencies, clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { encryptSecret, hashPassword, sha256 } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';
import { createSession, deleteAccessSessions } from '../auth/sessions.ts';

const invalid = () => new AppError('VALIDATION', INVITATION_LINK_INVALID_MSG);

/** Unknown, used, expired links and switched-off accesses all answer 400 alike. */
export async function setAccessPassword(
  { db, appSecret, docs, clock }: AnonCtx<'appSecret' | 'docs' | 'clock'>,
  { token, password }: ClientSetPasswordInput,
): Promise<ClientSetPasswordAnswer & { sessionToken: string | null }> {
  const now = clock.now();
  const [found] = await db
    .select({
      id: accessPasswordTokens.id,
      accessId: clientAccesses.id,
      email: clientAccesses.email,
      status: agencies.subscriptionStatus,
      paidUntil: agencies.paidUntil,
    })
    .from(accessPasswordTokens)
    .innerJoin(clientAccesses, eq(clientAccesses.id, accessPasswordTokens.clientAccessId))
    .innerJoin(agencies, eq(agencies.id, clientAccesses.agencyId))
    .where(
      and(
        eq(accessPasswordTokens.tokenHash, sha256(token)),
        isNull(accessPasswordTokens.usedAt),
        gt(accessPasswordTokens.expiresAt, now),
        eq(clientAccesses.isActive, true),
      ),
    )
    .limit(1);
  if (!found) throw invalid();
  const passwordHash = await hashPassword(password);
  // Two submissions of one link: only the one that marks it used goes on.
  const claimed = await db
    .update(accessPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(accessPasswordTokens.id, found.id), isNull(accessPasswordTokens.usedAt)))
    .returning({ id: accessPasswordTokens.id });
  if (!claimed.length) throw invalid();
  await db
    .update(clientAccesses)
    .set({ passwordHash, passwordEncrypted: encryptSecret(appSecret, password) })
    .where(eq(clientAccesses.id, found.accessId));
  await db
    .update(accessPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(accessPasswordTokens.clientAccessId, found.accessId), isNull(accessPasswordTokens.usedAt)));
  await deleteAccessSessions(db, found.accessId);
  await docs.recheckAccess();
  // A closed portal (spec 01 section 9) keeps the new password but opens no session.
  const signedIn = !subscriptionEnded(found.status, found.paidUntil);
  const sessionToken = signedIn ? await createSession(db, { kind: 'client', clientAccessId: found.accessId }) : null;
  return { message: PASSWORD_SET_MSG, email: found.email, signedIn, sessionToken };
}
