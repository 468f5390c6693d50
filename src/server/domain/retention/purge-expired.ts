// Retention (decision 012; LGPD art. 15 and 16): what only served until it expired is deleted by
// the scheduler (jobs/index.ts) once it has. Each rule below is in the README's table
// ("Quanto tempo guardamos"); change both together.
import { and, isNull, lt, ne, or } from 'drizzle-orm';
import { accessPasswordTokens, authAttempts, guestCodes, guestReviewers, passwordResets, payments, sessions, stripeEvents } from '../../db/schema.ts';
import type { SystemCtx } from '../../principal.ts';
import { PAIR_WINDOW_MS } from '../auth/rate-limit.ts';
import { SESSION_IDLE_MS } from '../auth/sessions.ts';

export interface Purged {
  sessions: number;
  passwordResets: number;
  accessPasswordTokens: number;
  guestCodes: number;
  guestReviewers: number;
  authAttempts: number;
  abandonedPayments: number;
  stripeEvents: number;
}

/** Stripe retries an event for 3 days: after 30 its id no longer needs to be remembered. */
export const STRIPE_EVENT_MS = 30 * 24 * 3600 * 1000;

/** A payment started by someone who never finished it nor created an account. */
export const ABANDONED_PAYMENT_MS = 30 * 24 * 3600 * 1000;

export async function purgeExpired({ db, clock }: SystemCtx<'clock'>): Promise<Purged> {
  const now = clock.now();
  const count = (rows: unknown[]) => rows.length;
  return {
    // Past the absolute expiry (30 days) or idle for 7 days: loadAgencySession refuses them anyway.
    sessions: count(
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
        .returning({ id: sessions.id }),
    ),
    // Reset links (1 hour) and invitations (7 days), used or not.
    passwordResets: count(await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).returning({ id: passwordResets.id })),
    accessPasswordTokens: count(
      await db.delete(accessPasswordTokens).where(lt(accessPasswordTokens.expiresAt, now)).returning({ id: accessPasswordTokens.id }),
    ),
    // Verification codes (15 minutes): past expiry they are also outside the per-email window.
    guestCodes: count(await db.delete(guestCodes).where(lt(guestCodes.expiresAt, now)).returning({ id: guestCodes.id })),
    // A public reviewer's verified cookie (30 days); their comments and decisions keep name and email.
    guestReviewers: count(await db.delete(guestReviewers).where(lt(guestReviewers.expiresAt, now)).returning({ id: guestReviewers.id })),
    // Failed sign-ins and reset requests count for 24 h at most (rate-limit.ts).
    authAttempts: count(
      await db
        .delete(authAttempts)
        .where(lt(authAttempts.createdAt, new Date(now.getTime() - PAIR_WINDOW_MS)))
        .returning({ id: authAttempts.id }),
    ),
    // Checkouts never completed (pending or refused), of nobody's agency: an email kept for nothing.
    abandonedPayments: count(
      await db
        .delete(payments)
        .where(and(isNull(payments.agencyId), ne(payments.status, 'succeeded'), lt(payments.createdAt, new Date(now.getTime() - ABANDONED_PAYMENT_MS))))
        .returning({ id: payments.id }),
    ),
    // The ids of applied Stripe events, kept while a replay could still come (stripe-webhook.ts).
    stripeEvents: count(
      await db
        .delete(stripeEvents)
        .where(lt(stripeEvents.createdAt, new Date(now.getTime() - STRIPE_EVENT_MS)))
        .returning({ id: stripeEvents.id }),
    ),
  };
}
