import type { LoginInput } from '#shared/schemas/auth.ts';
import type { User } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto.ts';
import { loginSucceeded, startLoginAttempt } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import { findUserByEmail, toUser } from './users.ts';

/** Unknown email and wrong password answer alike (401), in about the same time. */
export async function loginAgencyUser(db: Db, input: LoginInput, ip: string, now = new Date()): Promise<{ user: User; token: string }> {
  const attempt = await startLoginAttempt(db, 'login', { email: input.email, ip }, now);
  const row = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(row?.u.passwordHash ?? (await dummyPasswordHash()), input.password);
  // A failure leaves the claimed try counted for this email and address.
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Email ou senha incorretos');
  await loginSucceeded(db, attempt);
  const token = await createSession(db, { kind: 'agency', userId: row.u.id });
  return { user: toUser(row.u, row.a), token };
}
