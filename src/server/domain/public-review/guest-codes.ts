// Proving an email on a public link: a 6-digit code is emailed (15 minutes, single use, only the
// newest one works); the right code makes the guest verified on that link for 30 days. Only
// keyed hashes are stored: a 6-digit code's plain sha256 would be reversed at once from a leak.
// Codes are mail a stranger can make the server send, so they are capped per email and link, per
// link, and per caller address (docs/decisions/021-mail-budget.md); wrong codes slow down only the
// (email, address) pair that typed them, as wrong passwords do (docs/decisions/007).
import { createHmac, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GuestIdentifyInput, GuestVerifyInput, PublicReviewer } from '#shared/schemas/portal.ts';
import type { Tx } from '../../db/client.ts';
import { guestCodes, guestReviewers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { PublicCtx } from '../../principal.ts';
import { escapeHtml } from '../auth/password-reset.ts';
import { claimSlots, loginSucceeded, releaseSlots, startLoginAttempt } from '../auth/rate-limit.ts';
import { HOUR_MS, MAIL_BUDGET } from '../mail-budget.ts';
import { claimEarlierComments } from './claim-earlier-comments.ts';
import { GUEST_TTL_MS, guestTokenHash } from './guest-reviewer.ts';
import { findByLink } from './public-canvas.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const GUEST_WINDOW_MS = 15 * 60 * 1000;
/** Codes sent to one email on one link per GUEST_WINDOW_MS. */
export const MAX_CODES = 5;
/** Codes sent for one funnel per hour, whoever asks (a link passed around cannot mail a crowd). */
export const MAX_CODES_PER_LINK = 30;
export const CODE_SENT_MSG = 'Se o email for válido, você receberá um código de 6 dígitos. Ele vale por 15 minutos.';
export const INVALID_CODE_MSG = 'Código inválido ou expirado';
export const TOO_MANY_CODES_MSG = 'Muitos códigos pedidos para este email. Aguarde alguns minutos e tente novamente.';
export const TOO_MANY_FOR_LINK_MSG = 'Muitos códigos pedidos para este funil. Aguarde alguns minutos e tente novamente.';
export const TOO_MANY_FROM_ADDRESS_MSG = 'Muitos códigos pedidos a partir desta conexão. Aguarde alguns minutos e tente novamente.';

/** The code's keyed hash; `link` binds it to the link it was asked on. */
export const codeHash = (secret: string, canvasId: string, link: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`${canvasId}:${link}:${email}:${code}`).digest('hex');

const retryAfter = (oldest: Date | string | null, windowMs: number, now: Date) =>
  oldest ? Math.max(1000, new Date(oldest).getTime() + windowMs - now.getTime()) : windowMs;

async function countCodes(tx: Tx, where: ReturnType<typeof and>) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${guestCodes.createdAt})` })
    .from(guestCodes)
    .where(where);
  return { n: r?.n ?? 0, oldest: r?.oldest ?? null };
}

export async function requestGuestCode(ctx: PublicCtx<'mailer' | 'appSecret' | 'clock'>, input: GuestIdentifyInput): Promise<{ message: string }> {
  const { db } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const now = ctx.clock.now();
  const email = input.email.trim().toLowerCase();
  // The caller's address first, on any link: claimed before it is judged, so parallel calls
  // cannot all pass one count; taken back when no code goes out after all.
  const slot = await claimSlots(
    db,
    [{ kind: 'guest-code-request:ip', key: ctx.actor.ip, max: MAIL_BUDGET.guestCodes, windowMs: HOUR_MS, message: () => TOO_MANY_FROM_ADDRESS_MSG }],
    now,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await db.transaction(async (tx) => {
      // One funnel's codes are counted and written one request at a time (as the digest does).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-code:${c.id}`}))`);
      const sameEmail = and(eq(guestCodes.canvasId, c.id), eq(sql`lower(${guestCodes.email})`, email));
      const forEmail = await countCodes(tx, and(sameEmail, gt(guestCodes.createdAt, new Date(now.getTime() - GUEST_WINDOW_MS))));
      if (forEmail.n >= MAX_CODES) {
        throw new AppError('RATE_LIMITED', TOO_MANY_CODES_MSG, { retryAfterMs: retryAfter(forEmail.oldest, GUEST_WINDOW_MS, now) });
      }
      const forLink = await countCodes(tx, and(eq(guestCodes.canvasId, c.id), gt(guestCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
      if (forLink.n >= MAX_CODES_PER_LINK) {
        throw new AppError('RATE_LIMITED', TOO_MANY_FOR_LINK_MSG, { retryAfterMs: retryAfter(forLink.oldest, HOUR_MS, now) });
      }
      // Only the newest code works: an older email left in an inbox cannot be used any more.
      await tx
        .update(guestCodes)
        .set({ usedAt: now })
        .where(and(sameEmail, isNull(guestCodes.usedAt)));
      await tx.insert(guestCodes).values({
        canvasId: c.id,
        email,
        name: input.clientName.trim(),
        codeHash: codeHash(ctx.appSecret, c.id, ctx.actor.link, email, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      });
    });
  } catch (e) {
    await releaseSlots(db, slot);
    throw e;
  }
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
 * Wrong codes are counted like wrong passwords (auth/rate-limit.ts, scope 'guest-code'): per
 * (email on this funnel, caller address), the first few free and then doubling waits, plus the
 * address's cap over all emails. Someone typing wrong codes for a reviewer's email slows down
 * only themselves; the reviewer, from their own address, still verifies.
 */
export async function verifyGuestCode(
  ctx: PublicCtx<'appSecret' | 'clock' | 'docs'>,
  input: GuestVerifyInput,
): Promise<{ token: string; reviewer: PublicReviewer }> {
  const { db } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const now = ctx.clock.now();
  const email = input.email.trim().toLowerCase();
  const attempt = await startLoginAttempt(db, 'guest-code', { email: `${c.id}:${email}`, ip: ctx.actor.ip }, now);

  const [pending] = await db
    .select()
    .from(guestCodes)
    .where(and(eq(guestCodes.canvasId, c.id), eq(sql`lower(${guestCodes.email})`, email), isNull(guestCodes.usedAt), gt(guestCodes.expiresAt, now)))
    .orderBy(desc(guestCodes.createdAt), asc(guestCodes.id))
    .limit(1);
  if (!pending || pending.codeHash !== codeHash(ctx.appSecret, c.id, ctx.actor.link, email, input.code)) throw new AppError('VALIDATION', INVALID_CODE_MSG);
  const claimed = await db
    .update(guestCodes)
    .set({ usedAt: now })
    .where(and(eq(guestCodes.id, pending.id), isNull(guestCodes.usedAt)))
    .returning({ id: guestCodes.id });
  if (!claimed.length) throw new AppError('VALIDATION', INVALID_CODE_MSG);
  await loginSucceeded(db, attempt);

  const token = randomToken(32);
  await db.insert(guestReviewers).values({
    agencyId: c.agencyId,
    canvasId: c.id,
    email,
    name: pending.name,
    tokenHash: guestTokenHash(ctx.actor.link, token),
    verifiedAt: now,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GUEST_TTL_MS),
  });
  const reviewer = { name: pending.name, email, verified: true };
  // What they wrote on this browser before verifying counts as theirs.
  await claimEarlierComments(ctx, c, reviewer, input.commentIds ?? []);
  return { token, reviewer };
}
