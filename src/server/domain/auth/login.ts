import type { LoginInput, User } from '#shared/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';
import { loginSucceeded, startLoginAttempt } from './rate-limit.ts';
import { createSession, deleteSessionByToken } from './sessions.ts';
import { findUserByEmail, toUser } from './users.ts';

/**
 * Unknown email and wrong password answer alike (401), in about the same time. The browser's
 * previous session (previousToken) ends once the new one exists: sessions rotate at login.
 */
export async function loginAgencyUser({ db }: AnonCtx, input: LoginInput & { ip: string; previousToken?: string }): Promise<{ user: User; token: string }> {
  const attempt = await startLoginAttempt(db, 'login', { email: input.email, ip: input.ip }, new Date());
  const row = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(row?.u.passwordHash ?? (await dummyPasswordHash()), input.password);
  // A failure leaves the claimed try counted for this email and address.
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Email ou senha incorretos');
  await loginSucceeded(db, attempt);
  const token = await createSession(db, { kind: 'agency', userId: row.u.id });
  if (input.previousToken) await deleteSessionByToken(db, input.previousToken);
  return { user: toUser(row.u, row.a), token };
}
