import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GuestIdentifyInput } from '#shared/schemas/portal.ts';
import { guestCodes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { PublicCtx } from '../../principal.ts';
import { claimSlots, releaseSlots } from '../auth/rate-limit.ts';
import { HOUR_MS, MAIL_BUDGET } from '../mail-budget.ts';
import {
  CODE_SENT_MSG,
  CODE_TTL_MS,
  codeHash,
  countCodes,
  GUEST_WINDOW_MS,
  MAX_CODES,
  MAX_CODES_PER_LINK,
  retryAfter,
  TOO_MANY_CODES_MSG,
  TOO_MANY_FOR_LINK_MSG,
  TOO_MANY_FROM_ADDRESS_MSG,
} from './guest-codes.ts';
import { findByLink } from './public-canvas.ts';

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
