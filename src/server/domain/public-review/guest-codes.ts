// Proving an email on a public link (issue 12): a 6-digit code is emailed (15 minutes, single
// use, only the newest one works); the right code makes the guest verified for 30 days. Only
// keyed hashes are stored: a 6-digit code's plain sha256 would be reversed at once from a leak.
import { createHmac, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GuestIdentifyInput, GuestVerifyInput, PublicReviewer } from '#shared/schemas/portal.ts';
import { authAttempts, guestCodes, guestReviewers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { PublicCtx } from '../../principal.ts';
import { escapeHtml } from '../auth/password-reset.ts';
import { GUEST_TTL_MS } from './guest-reviewer.ts';
import { findByLink } from './public-canvas.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const GUEST_WINDOW_MS = 15 * 60 * 1000;
/** Codes sent to one email on one link, and wrong codes typed for it, per window. */
export const MAX_CODES = 5;
export const MAX_WRONG = 5;
export const CODE_SENT_MSG = 'Se o email for válido, você receberá um código de 6 dígitos. Ele vale por 15 minutos.';
export const INVALID_CODE_MSG = 'Código inválido ou expirado';
export const TOO_MANY_CODES_MSG = 'Muitos códigos pedidos para este email. Aguarde alguns minutos e tente novamente.';
export const TOO_MANY_WRONG_MSG = 'Muitas tentativas com código errado. Aguarde alguns minutos e peça um novo código.';
const ATTEMPT_KIND = 'guest-code';

export const codeHash = (secret: string, canvasId: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`${canvasId}:${email}:${code}`).digest('hex');

const retryAfter = (oldest: Date | string | null, now: Date) =>
  oldest ? Math.max(1000, new Date(oldest).getTime() + GUEST_WINDOW_MS - now.getTime()) : GUEST_WINDOW_MS;

export async function requestGuestCode(ctx: PublicCtx<'mailer' | 'appSecret' | 'clock'>, input: GuestIdentifyInput): Promise<{ message: string }> {
  const { db } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const now = ctx.clock.now();
  const email = input.email.trim().toLowerCase();
  const sameEmail = and(eq(guestCodes.canvasId, c.id), eq(sql`lower(${guestCodes.email})`, email));
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${guestCodes.createdAt})` })
    .from(guestCodes)
    .where(and(sameEmail, gt(guestCodes.createdAt, new Date(now.getTime() - GUEST_WINDOW_MS))));
  if ((recent?.n ?? 0) >= MAX_CODES) throw new AppError('RATE_LIMITED', TOO_MANY_CODES_MSG, { retryAfterMs: retryAfter(recent.oldest, now) });

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Only the newest code works: an older email left in an inbox cannot be used any more.
  await db
    .update(guestCodes)
    .set({ usedAt: now })
    .where(and(sameEmail, isNull(guestCodes.usedAt)));
  await db.insert(guestCodes).values({
    canvasId: c.id,
    email,
    name: input.clientName.trim(),
    codeHash: codeHash(ctx.appSecret, c.id, email, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  // The funnel's title and nothing else of the agency; the typed name stays out of a mail to a stranger's inbox.
  await ctx.mailer.send({
    to: email,
    subject: `Seu código para revisar "${c.title}"`,
    text: `Olá!\n\nSeu código para revisar o funil "${c.title}" é:\n\n${code}\n\nEle vale por 15 minutos e só pode ser usado uma vez.\n\nSe você não pediu este código, ignore este email.`,
    html: `<p>Olá!</p><p>Seu código para revisar o funil "${escapeHtml(c.title)}" é:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>Ele vale por 15 minutos e só pode ser usado uma vez.</p><p>Se você não pediu este código, ignore este email.</p>`,
  });
  return { message: CODE_SENT_MSG };
}

/**
 * The try is written before the code is judged, so parallel guesses cannot all slip past the
 * count (as login throttling does, auth/rate-limit.ts); a refused or right try is taken back.
 */
export async function verifyGuestCode(ctx: PublicCtx<'appSecret' | 'clock'>, input: GuestVerifyInput): Promise<{ token: string; reviewer: PublicReviewer }> {
  const { db } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const now = ctx.clock.now();
  const email = input.email.trim().toLowerCase();
  const key = `${c.id}:${email}`;
  const [own] = await db.insert(authAttempts).values({ kind: ATTEMPT_KIND, key, createdAt: now }).returning({ id: authAttempts.id });
  const forget = () => db.delete(authAttempts).where(eq(authAttempts.id, own.id));
  const [tries] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${authAttempts.createdAt})` })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, ATTEMPT_KIND), eq(authAttempts.key, key), gt(authAttempts.createdAt, new Date(now.getTime() - GUEST_WINDOW_MS))));
  if ((tries?.n ?? 0) > MAX_WRONG) {
    await forget();
    throw new AppError('RATE_LIMITED', TOO_MANY_WRONG_MSG, { retryAfterMs: retryAfter(tries.oldest, now) });
  }

  const [pending] = await db
    .select()
    .from(guestCodes)
    .where(and(eq(guestCodes.canvasId, c.id), eq(sql`lower(${guestCodes.email})`, email), isNull(guestCodes.usedAt), gt(guestCodes.expiresAt, now)))
    .orderBy(desc(guestCodes.createdAt), asc(guestCodes.id))
    .limit(1);
  if (!pending || pending.codeHash !== codeHash(ctx.appSecret, c.id, email, input.code)) throw new AppError('VALIDATION', INVALID_CODE_MSG);
  const claimed = await db
    .update(guestCodes)
    .set({ usedAt: now })
    .where(and(eq(guestCodes.id, pending.id), isNull(guestCodes.usedAt)))
    .returning({ id: guestCodes.id });
  if (!claimed.length) throw new AppError('VALIDATION', INVALID_CODE_MSG);
  await forget();

  const token = randomToken(32);
  await db.insert(guestReviewers).values({
    agencyId: c.agencyId,
    canvasId: c.id,
    email,
    name: pending.name,
    tokenHash: sha256(token),
    verifiedAt: now,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GUEST_TTL_MS),
  });
  return { token, reviewer: { name: pending.name, email, verified: true } };
}
