import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { AnonCtx } from '../../principal.ts';
import { MAIL_BUDGET } from '../mail-budget.ts';
import { RESET_ANSWER, RESET_TTL_MS } from './password-reset.ts';
import { claimResetRequest } from './rate-limit.ts';
import { findUserByEmail } from './users.ts';

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
