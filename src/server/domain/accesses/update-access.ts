import { and, eq } from 'drizzle-orm';
import type { Access } from '#shared/schemas/clients.ts';
import { ACCESS_EMAIL_TAKEN_MSG } from '#shared/schemas/clients.ts';
import { clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { encryptSecret, hashPassword } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { deleteAccessSessions } from '../auth/sessions.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';
import { assertEmailFree, isUniqueViolation } from './find-access.ts';
import { toAccess } from './list-accesses.ts';

export interface AccessUpdate {
  email: string;
  isActive: boolean;
  password?: string;
}

/**
 * Blank password keeps the current one; switching off or changing the password or the email
 * ends the portal sessions (D8), and their open live documents close now.
 */
export async function updateAccess(
  { db, actor, appSecret, docs }: AgencyCtx<'appSecret' | 'docs'>,
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
  }
  let row: typeof clientAccesses.$inferSelect;
  try {
    [row] = await db
      .update(clientAccesses)
      .set(set)
      .where(and(eq(clientAccesses.id, accessId), eq(clientAccesses.agencyId, actor.agencyId)))
      .returning();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', ACCESS_EMAIL_TAKEN_MSG);
    throw e;
  }
  const credentialsChanged = !!input.password || current.email.toLowerCase() !== input.email.toLowerCase();
  if (!input.isActive || credentialsChanged) await deleteAccessSessions(db, accessId);
  await docs.recheckAccess();
  return toAccess(row, actor, appSecret);
}
