import type { Access, AccessCreateInput } from '#shared/schemas/clients.ts';
import { ACCESS_EMAIL_TAKEN_MSG } from '#shared/schemas/clients.ts';
import { clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { encryptSecret, hashPassword } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findClientOr404, requireCan } from '../guards.ts';
import { assertEmailFree, isUniqueViolation } from './find-access.ts';
import { toAccess } from './list-accesses.ts';

/**
 * Creates a portal access (D8): argon2id hash for login, AES-256-GCM copy so the agency
 * can hand the password over. `notify` (Cadastrar Acesso) mails the credentials (D12).
 */
export async function createAccess(
  ctx: AgencyCtx<'appSecret' | 'publicUrl' | 'mailer'>,
  input: AccessCreateInput & { clientId: string; notify?: boolean },
): Promise<Access> {
  const { db, actor } = ctx;
  const { clientId } = input;
  requireCan(actor, 'accesses:write');
  const client = await findClientOr404(db, actor.agencyId, clientId);
  await assertEmailFree(db, actor.agencyId, input.email);
  const passwordHash = await hashPassword(input.password);
  let row: typeof clientAccesses.$inferSelect;
  try {
    [row] = await db
      .insert(clientAccesses)
      .values({
        agencyId: actor.agencyId,
        clientId,
        email: input.email,
        passwordHash,
        passwordEncrypted: encryptSecret(ctx.appSecret, input.password),
      })
      .returning();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', ACCESS_EMAIL_TAKEN_MSG);
    throw e;
  }
  if (input.notify) {
    const url = `${ctx.publicUrl.replace(/\/$/, '')}/client-auth`;
    await ctx.mailer.send({
      to: input.email,
      subject: 'Seu acesso ao Portal do Cliente',
      text: [
        `Olá! Você recebeu acesso ao Portal do Cliente de ${client.name}.`,
        '',
        `Entre em ${url} com:`,
        `Email: ${input.email}`,
        `Senha: ${input.password}`,
        '',
        'Recomendamos guardar esta senha em local seguro.',
      ].join('\n'),
    });
  }
  return toAccess(row, actor, ctx.appSecret);
}
