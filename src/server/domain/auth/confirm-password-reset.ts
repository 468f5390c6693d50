import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, sha256 } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';
import { RESET_DONE } from './password-reset.ts';
import { deleteUserSessions } from './sessions.ts';

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
