// Proving an email on a public link: a 6-digit code is emailed (15 minutes, single use, only the
// newest one works); the right code makes the guest verified on that link for 30 days. Only
// keyed hashes are stored: a 6-digit code's plain sha256 would be reversed at once from a leak.
// Codes are mail a stranger can make the server send, so they are capped per email and link, per
// link, and per caller address (docs/decisions/021-mail-budget.md); wrong codes slow down only the
// (email, address) pair that typed them, as wrong passwords do (docs/decisions/007).
// What request-guest-code.ts and verify-guest-code.ts share.
import { createHmac } from 'node:crypto';
import { type and, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guestCodes } from '../../db/schema.ts';

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

export const retryAfter = (oldest: Date | string | null, windowMs: number, now: Date) =>
  oldest ? Math.max(1000, new Date(oldest).getTime() + windowMs - now.getTime()) : windowMs;

export async function countCodes(tx: Tx, where: ReturnType<typeof and>) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${guestCodes.createdAt})` })
    .from(guestCodes)
    .where(where);
  return { n: r?.n ?? 0, oldest: r?.oldest ?? null };
}
