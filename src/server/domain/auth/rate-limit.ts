// Failed logins and reset requests counted in the database, so the limits hold across
// instances and restarts (docs/decisions/007). A wrong password slows down only the
// (email, address) pair that typed it: an attacker hammering the owner's email from one
// address never stops the owner signing in from another. Each address also has a cap over
// all emails, against trying one password on many accounts.
import { and, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const WINDOW_MS = 15 * 60 * 1000;
/** How long a pair's failures are remembered (longer than the capped delays add up to). */
export const PAIR_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LIMITS = {
  /** Failures (any email) from one address in WINDOW_MS. */
  ip: 50,
  /** Reset requests for one email in WINDOW_MS (they never block signing in). */
  resetEmail: 10,
  /** Failures of one (email, address) pair before each further try must wait. */
  freePairFailures: 5,
} as const;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const RATE_LIMIT_MSG = 'Muitas tentativas. Aguarde 15 minutos e tente novamente.';

/** Where a wrong secret is counted: each scope has its own pairs and its own address cap. */
export type LoginScope = 'login' | 'client-login' | 'guest-code';
interface Keys {
  email: string;
  ip: string;
}

/** The wait after `failures` failures of one pair: none for the first few, then 1 s, 2 s, 4 s... capped. */
export function delayAfter(failures: number): number {
  if (failures < LIMITS.freePairFailures) return 0;
  return Math.min(1000 * 2 ** (failures - LIMITS.freePairFailures), MAX_DELAY_MS);
}

export function waitMessage(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `Muitas tentativas. Aguarde ${s} ${s === 1 ? 'segundo' : 'segundos'} e tente novamente.`;
  const m = Math.ceil(s / 60);
  return `Muitas tentativas. Aguarde ${m} ${m === 1 ? 'minuto' : 'minutos'} e tente novamente.`;
}

const pairKey = (k: Keys) => `${k.email.trim().toLowerCase()} ${k.ip}`;

async function tally(
  db: Db | Tx,
  kind: string,
  key: string,
  since: Date,
  except: string[] = [],
): Promise<{ n: number; first: Date | null; last: Date | null }> {
  const [r] = await db
    .select({
      n: sql<number>`count(*)::int`,
      first: sql<Date | string | null>`min(${authAttempts.createdAt})`,
      last: sql<Date | string | null>`max(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, since),
        except.length ? notInArray(authAttempts.id, except) : undefined,
      ),
    );
  // Raw aggregates come back as text from node-postgres and as Date from PGlite.
  return { n: r?.n ?? 0, first: r?.first ? new Date(r.first) : null, last: r?.last ? new Date(r.last) : null };
}

/**
 * Claims one try for this (email, address) pair before the password is checked, and throws
 * 429 when the address is over its cap or the pair must still wait. The try is written
 * first and then judged against the others, so parallel requests cannot all slip through
 * one check. Counted on the email as typed, never on the account: the answer is the same
 * whether or not the email exists. Until `loginSucceeded`, the try counts as a failure.
 */
export async function startLoginAttempt(db: Db, scope: LoginScope, keys: Keys, now = new Date()): Promise<LoginAttempt> {
  const own = await db
    .insert(authAttempts)
    .values([
      { kind: `${scope}:ip`, key: keys.ip, createdAt: now },
      { kind: `${scope}:pair`, key: pairKey(keys), createdAt: now },
    ])
    .returning({ id: authAttempts.id });
  const attempt = { scope, keys, ids: own.map((r) => r.id) };
  const refuse = async (message: string, retryAfterMs: number) => {
    await db.delete(authAttempts).where(inArray(authAttempts.id, attempt.ids));
    throw new AppError('RATE_LIMITED', message, { retryAfterMs });
  };
  // Over the address cap, the window is the longest the address can have to wait.
  if ((await tally(db, `${scope}:ip`, keys.ip, new Date(now.getTime() - WINDOW_MS))).n > LIMITS.ip) await refuse(RATE_LIMIT_MSG, WINDOW_MS);
  const pair = await tally(db, `${scope}:pair`, pairKey(keys), new Date(now.getTime() - PAIR_WINDOW_MS), attempt.ids);
  const delay = delayAfter(pair.n);
  const wait = pair.last ? pair.last.getTime() + delay - now.getTime() : 0;
  if (delay > 0 && wait > 0) await refuse(waitMessage(wait), wait);
  return attempt;
}

export interface LoginAttempt {
  scope: LoginScope;
  keys: Keys;
  ids: string[];
}

/** The right password: the try was no failure, and that pair's earlier failures are forgotten. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await db
    .delete(authAttempts)
    .where(or(inArray(authAttempts.id, attempt.ids), and(eq(authAttempts.kind, `${attempt.scope}:pair`), eq(authAttempts.key, pairKey(attempt.keys)))));
}

/** One cap: at most `max` rows of (kind, key) in the last `windowMs`; `message` says how long to wait. */
export interface SlotClaim {
  kind: string;
  key: string;
  max: number;
  windowMs: number;
  message?: (waitMs: number) => string;
}

/**
 * Counts each cap's rows and, when every cap has room, writes one row for each; over a cap, 429
 * with the wait until the oldest row leaves the window. The count and the write happen under a
 * transaction-scoped advisory lock per (kind, key), taken in one order, so parallel requests
 * count one after another: exactly `max` go through, however many arrive at once.
 * Answers the rows' ids, for releaseSlots when what was counted did not happen after all.
 */
export async function claimSlots(db: Db, claims: SlotClaim[], now: Date): Promise<string[]> {
  const names = [...new Set(claims.map((c) => `slot:${c.kind}:${c.key}`))].sort();
  return db.transaction(async (tx) => {
    for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    for (const c of claims) {
      const t = await tally(tx, c.kind, c.key, new Date(now.getTime() - c.windowMs));
      if (t.n >= c.max) {
        const wait = Math.max(1000, (t.first ?? now).getTime() + c.windowMs - now.getTime());
        throw new AppError('RATE_LIMITED', (c.message ?? waitMessage)(wait), { retryAfterMs: wait });
      }
    }
    const own = await tx
      .insert(authAttempts)
      .values(claims.map((c) => ({ kind: c.kind, key: c.key, createdAt: now })))
      .returning({ id: authAttempts.id });
    return own.map((r) => r.id);
  });
}

export async function releaseSlots(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

/**
 * Reset requests carry no password: a plain cap per email and one per address, in their own
 * scope, which never blocks signing in. The address cap is the line of the mail budget
 * (docs/decisions/021-mail-budget.md): each request may mail the account.
 */
export async function claimResetRequest(db: Db, keys: Keys, perAddressPerHour: number, now: Date): Promise<void> {
  await claimSlots(
    db,
    [
      { kind: 'reset:email', key: keys.email.trim().toLowerCase(), max: LIMITS.resetEmail, windowMs: WINDOW_MS },
      { kind: 'reset:ip', key: keys.ip, max: perAddressPerHour, windowMs: 60 * 60 * 1000 },
    ],
    now,
  );
}

/**
 * A try of something with no email (the invitation link): the address cap of the logins. The try
 * counts as a failure until releaseSlots takes it back (the secret was right).
 */
export async function startAddressAttempt(db: Db, kind: string, ip: string, now: Date): Promise<string[]> {
  return claimSlots(db, [{ kind, key: ip, max: LIMITS.ip, windowMs: WINDOW_MS }], now);
}
