import type { Access, AccessCreateInput } from '#shared/schemas/clients.ts';
import { ACCESS_EMAIL_TAKEN_MSG } from '#shared/schemas/clients.ts';
import { clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { encryptSecret, hashPassword, randomToken } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findClientOr404, requireCan } from '../guards.ts';
import { assertEmailFree, isUniqueViolation } from './find-access.ts';
import { toAccess } from './list-accesses.ts';
import { sendAccessInvitation } from './send-access-invitation.ts';

/**
 * Creates a portal access (D8) and invites it by email to choose its own password; no password
 * is ever mailed. The agency may still type one (argon2id hash for login, AES-256-GCM copy so it
 * can hand it over); without one, the hash is of a random secret nobody knows, so the access
 * signs in only once the client has chosen a password through the invitation.
 */
export async function createAccess(
  ctx: AgencyCtx<'appSecret' | 'publicUrl' | 'mailer' | 'clock' | 'log'>,
  input: AccessCreateInput & { clientId: string },
): Promise<Access> {
  const { db, actor } = ctx;
  const { clientId } = input;
  requireCan(actor, 'accesses:write');
  const client = await findClientOr404(db, actor.agencyId, clientId);
  await assertEmailFree(db, actor.agencyId, input.email);
  const typed = input.password;
  const passwordHash = await hashPassword(typed ?? randomToken(32));
  let row: typeof clientAccesses.$inferSelect;
  try {
    [row] = await db
      .insert(clientAccesses)
      .values({
        agencyId: actor.agencyId,
        clientId,
        email: input.email,
        passwordHash,
        passwordEncrypted: typed ? encryptSecret(ctx.appSecret, typed) : null,
        passwordSource: typed ? 'agency' : 'none',
      })
      .returning();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', ACCESS_EMAIL_TAKEN_MSG);
    throw e;
  }
  try {
    await sendAccessInvitation(ctx, { id: row.id, email: row.email, clientName: client.name });
  } catch (err) {
    // The access exists and the agency can send the invitation again.
    ctx.log.error({ err, accessId: row.id }, 'falha ao enviar convite de acesso');
  }
  return toAccess(row, actor, ctx.appSecret);
}
