import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GuestVerifyInput, PublicReviewer } from '#shared/schemas/portal.ts';
import { guestCodes, guestReviewers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { PublicCtx } from '../../principal.ts';
import { loginSucceeded, startLoginAttempt } from '../auth/rate-limit.ts';
import { claimEarlierComments } from './claim-earlier-comments.ts';
import { codeHash, INVALID_CODE_MSG } from './guest-codes.ts';
import { GUEST_TTL_MS, guestTokenHash } from './guest-reviewer.ts';
import { findByLink } from './public-canvas.ts';

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
