// Failed logins and reset requests counted in the database, so the limit holds across
// instances and restarts (issue 2: 10 per email or 50 per address in 15 minutes).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const WINDOW_MS = 15 * 60 * 1000;
export const LIMITS = { email: 10, ip: 50 } as const;
export const RATE_LIMIT_MSG = 'Muitas tentativas. Aguarde 15 minutos e tente novamente.';

async function count(db: Db, kind: string, key: string, since: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
  return r?.n ?? 0;
}

/** Throws 429 when either key is over its limit. `scope` separates login, client-login, reset. */
export async function assertNotLimited(db: Db, scope: string, keys: { email?: string; ip: string }) {
  const since = new Date(Date.now() - WINDOW_MS);
  if (keys.email && (await count(db, `${scope}:email`, keys.email.toLowerCase(), since)) >= LIMITS.email) {
    throw new AppError('RATE_LIMITED', RATE_LIMIT_MSG);
  }
  if ((await count(db, `${scope}:ip`, keys.ip, since)) >= LIMITS.ip) throw new AppError('RATE_LIMITED', RATE_LIMIT_MSG);
}

export async function recordAttempt(db: Db, scope: string, keys: { email?: string; ip: string }) {
  const rows = [{ kind: `${scope}:ip`, key: keys.ip }];
  if (keys.email) rows.push({ kind: `${scope}:email`, key: keys.email.toLowerCase() });
  await db.insert(authAttempts).values(rows);
}

export async function purgeOldAttempts(db: Db) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(Date.now() - WINDOW_MS)));
}
