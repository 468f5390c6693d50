// D12: single-use link valid 1 hour; the same answer whether or not the email exists.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';
import { MAIL_BUDGET } from '../mail-budget.ts';
import { claimResetRequest } from './rate-limit.ts';
import { deleteUserSessions } from './sessions.ts';
import { findUserByEmail } from './users.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_ANSWER = 'Se o email estiver cadastrado, você receberá um link para redefinir a senha.';

export const RESET_DONE = 'Senha redefinida com sucesso! Faça login com a nova senha.';

export async function requestPasswordReset(
  ctx: AnonCtx<'mailer' | 'publicUrl' | 'clock'>,
  { email, ip }: { email: string; ip: string },
): Promise<{ message: string }> {
  const { db } = ctx;
  await claimResetRequest(db, { email, ip }, MAIL_BUDGET.resetRequests, ctx.clock.now());
  const row = await findUserByEmail(db, email);
  if (row) {
    const token = randomToken(32);
    // Only the newest link works: an older email left in an inbox cannot be used any more.
    await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, row.u.id), isNull(passwordResets.usedAt)));
    await db.insert(passwordResets).values({ userId: row.u.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    const link = `${ctx.publicUrl}/auth?mode=reset&token=${token}`;
    await ctx.mailer.send({
      to: row.u.email,
      subject: 'Funil: redefinição de senha',
      text: `Olá, ${row.u.name}.\n\nPara escolher uma nova senha, abra o link abaixo (válido por 1 hora, uso único):\n${link}\n\nSe você não pediu, ignore este email.`,
      html: `<p>Olá, ${escapeHtml(row.u.name)}.</p><p>Para escolher uma nova senha, abra o link abaixo (válido por 1 hora, uso único):</p><p><a href="${link}">Redefinir senha</a></p><p>Se você não pediu, ignore este email.</p>`,
    });
  }
  return { message: RESET_ANSWER };
}

/** A reset ends every open session of the user, and their live sockets close now. */
export async function confirmPasswordReset(
  { db, docs }: AnonCtx<'docs'>,
  { token, password }: { token: string; password: string },
): Promise<{ message: string }> {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .limit(1);
  if (!reset) throw new AppError('VALIDATION', 'Link de redefinição inválido ou expirado. Peça um novo.');
  const passwordHash = await hashPassword(password);
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (claimed.length === 0) throw new AppError('VALIDATION', 'Link de redefinição inválido ou expirado. Peça um novo.');
  await db.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
  // Any other link still pending for this user dies with the one that was used.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  await deleteUserSessions(db, reset.userId);
  await docs.recheckAccess();
  return { message: RESET_DONE };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
