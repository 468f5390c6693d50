import { and, eq } from 'drizzle-orm';
import type { Access } from '#shared/schemas/clients.ts';
import { ACCESS_EMAIL_TAKEN_MSG } from '#shared/schemas/clients.ts';
import { clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { encryptSecret, hashPassword } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { deleteAccessSessions } from '../auth/sessions.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';
import { revokeUnusedInvitations } from './access-invitation.ts';
import { assertEmailFree, isUniqueViolation } from './find-access.ts';
import { toAccess } from './list-accesses.ts';

export interface AccessUpdate {
  email: string;
  isActive: boolean;
  password?: string;
}

/**
 * Blank password keeps the current one; switching off or changing the password or the email
 * ends the portal sessions (D8), and their open live documents close now. The same changes use
 * up every unused invitation link of the access, in the same transaction: a link mailed to a
 * mistyped address, or before the access was switched off, can never choose the password of
 * the corrected access (docs/decisions/008).
 */
export async function updateAccess(
  { db, actor, appSecret, docs, clock }: AgencyCtx<'appSecret' | 'docs' | 'clock'>,
  input: AccessUpdate & { clientId: string; accessId: string },
): Promise<Access> {
  const { clientId, accessId } = input;
  requireCan(actor, 'accesses:write');
  await findClientOr404(db, actor.agencyId, clientId);
  const current = await findAccessOr404(db, actor.agencyId, clientId, accessId);
  await assertEmailFree(db, actor.agencyId, input.email, accessId);
  const set: Partial<typeof clientAccesses.$inferInsert> = { email: input.email, isActive: input.isActive };
  if (input.password) {
    set.passwordHash = await hashPassword(input.password);
    set.passwordEncrypted = encryptSecret(appSecret, input.password);
    set.passwordSource = 'agency';
  }
  const credentialsChanged = !!input.password || current.email.toLowerCase() !== input.email.toLowerCase();
  let row: typeof clientAccesses.$inferSelect;
  try {
    row = await db.transaction(async (tx) => {
      // The access row first, then its links: the order set-password and invitations lock them in.
      const [updated] = await tx
        .update(clientAccesses)
        .set(set)
        .where(and(eq(clientAccesses.id, accessId), eq(clientAccesses.agencyId, actor.agencyId)))
        .returning();
      if (!input.isActive || credentialsChanged) await revokeUnusedInvitations(tx, accessId, clock.now());
      return updated;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', ACCESS_EMAIL_TAKEN_MSG);
    throw e;
  }
  if (!input.isActive || credentialsChanged) await deleteAccessSessions(db, accessId);
  await docs.recheckAccess();
  return toAccess(row, actor, appSecret);
}
