// The invitation's link lets a portal access choose its own password. The password is the
// client's alone (D8): a new argon2id hash and no copy the agency could reveal. Every open portal
// session of the access ends and its live sockets are re-checked now; then a fresh session opens
// for whoever used the link. Wrong links count against the caller's address like failed logins
// (docs/decisions/007).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { type ClientSetPasswordAnswer, type ClientSetPasswordInput, INVITATION_LINK_INVALID_MSG, PASSWORD_SET_MSG } from '#shared/schemas/access-invitation.ts';
import { accessPasswordTokens, agencies, clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, sha256 } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';
import { revokeUnusedInvitations } from '../accesses/access-invitation.ts';
import { releaseSlots, startAddressAttempt } from '../auth/rate-limit.ts';
import { createSession, deleteAccessSessions } from '../auth/sessions.ts';

const invalid = () => new AppError('VALIDATION', INVITATION_LINK_INVALID_MSG);

/** Unknown, used, expired links and switched-off accesses all answer 400 alike. */
export async function setAccessPassword(
  { db, docs, clock }: AnonCtx<'docs' | 'clock'>,
  { token, password, ip }: ClientSetPasswordInput & { ip: string },
): Promise<ClientSetPasswordAnswer & { sessionToken: string | null }> {
  const now = clock.now();
  const attempt = await startAddressAttempt(db, 'set-password:ip', ip, now);
  const valid = and(
    eq(accessPasswordTokens.tokenHash, sha256(token)),
    isNull(accessPasswordTokens.usedAt),
    gt(accessPasswordTokens.expiresAt, now),
    eq(clientAccesses.isActive, true),
  );
  const [found] = await db
    .select({ id: accessPasswordTokens.id, accessId: clientAccesses.id })
    .from(accessPasswordTokens)
    .innerJoin(clientAccesses, eq(clientAccesses.id, accessPasswordTokens.clientAccessId))
    .where(valid)
    .limit(1);
  if (!found) throw invalid(); // the try stays counted
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    // The access row first (as a change of the access does), then the link is checked again and
    // taken: an email, password or switch changed meanwhile has used the link up, and two
    // submissions of one link cannot both go on.
    const [access] = await tx
      .select({ id: clientAccesses.id, email: clientAccesses.email, agencyId: clientAccesses.agencyId })
      .from(clientAccesses)
      .where(and(eq(clientAccesses.id, found.accessId), eq(clientAccesses.isActive, true)))
      .for('update');
    if (!access) return null;
    const claimed = await tx
      .update(accessPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(accessPasswordTokens.id, found.id), isNull(accessPasswordTokens.usedAt), gt(accessPasswordTokens.expiresAt, now)))
      .returning({ id: accessPasswordTokens.id });
    if (!claimed.length) return null;
    await tx.update(clientAccesses).set({ passwordHash, passwordEncrypted: null, passwordSource: 'client' }).where(eq(clientAccesses.id, access.id));
    await revokeUnusedInvitations(tx, access.id, now);
    return access;
  });
  if (!done) throw invalid();
  await releaseSlots(db, attempt);
  await deleteAccessSessions(db, done.id);
  await docs.recheckAccess();
  const [agency] = await db
    .select({ status: agencies.subscriptionStatus, paidUntil: agencies.paidUntil })
    .from(agencies)
    .where(eq(agencies.id, done.agencyId))
    .limit(1);
  // A closed portal (docs/product.md) keeps the new password but opens no session.
  const signedIn = !!agency && !subscriptionEnded(agency.status, agency.paidUntil);
  const sessionToken = signedIn ? await createSession(db, { kind: 'client', clientAccessId: done.id }) : null;
  return { message: PASSWORD_SET_MSG, email: done.email, signedIn, sessionToken };
}
