import type { LoginInput } from '#shared/schemas/auth.ts';
import type { User } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto.ts';
import { assertNotLimited, recordAttempt } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import { findUserByEmail, toUser } from './users.ts';

/** Unknown email and wrong password answer alike (401), in about the same time. */
export async function loginAgencyUser(db: Db, input: LoginInput, ip: string): Promise<{ user: User; token: string }> {
  await assertNotLimited(db, 'login', { email: input.email, ip });
  const row = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(row?.u.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) {
    await recordAttempt(db, 'login', { email: input.email, ip });
    throw new AppError('INVALID_CREDENTIALS', 'Email ou senha incorretos');
  }
  const token = await createSession(db, { kind: 'agency', userId: row.u.id });
  return { user: toUser(row.u, row.a), token };
}
