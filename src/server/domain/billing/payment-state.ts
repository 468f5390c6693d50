// The state of payments and subscriptions (D2, D4, D11), the same for both providers:
// the local confirm route and Stripe's webhooks end up here.
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { isPlanId, type PlanId } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import { agencies, payments, subscriptions } from '../../db/schema.ts';
import { periodEndFrom } from './pricing.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const planOf = (p: { plan: string }): PlanId => (isPlanId(p.plan) ? p.plan : 'business');

/** The newest payment that matches, or null. */
async function newestPayment(db: Db, where: SQL | undefined): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(where).orderBy(desc(payments.createdAt)).limit(1);
  return row ?? null;
}

/** The newest subscription that matches, or null. */
async function newestSubscription(db: Db, where: SQL | undefined): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(where).orderBy(desc(subscriptions.createdAt)).limit(1);
  return row ?? null;
}

/** A payment or a subscription, by the id its provider gave it (unique per provider). */
const byRef = (t: typeof payments | typeof subscriptions, provider: string, providerRef: string) =>
  and(eq(t.provider, provider), eq(t.providerRef, providerRef));

const sameEmail = (email: string) => sql`lower(${payments.email}) = ${email.trim().toLowerCase()}`;

export const findPaymentByRef = (db: Db, provider: string, providerRef: string) => newestPayment(db, byRef(payments, provider, providerRef));

export const findSubscriptionByRef = (db: Db, provider: string, providerRef: string) => newestSubscription(db, byRef(subscriptions, provider, providerRef));

/** The agency's current subscription with a provider (the newest one). */
export const findAgencySubscription = (db: Db, agencyId: string, provider: string) =>
  newestSubscription(db, and(eq(subscriptions.agencyId, agencyId), eq(subscriptions.provider, provider)));

/** D2: the newest confirmed payment of an email not yet used to create an agency. */
export const findUnusedPayment = (db: Db, email: string) =>
  newestPayment(db, and(sameEmail(email), eq(payments.status, 'succeeded'), isNull(payments.agencyId)));

export const latestPayment = (db: Db, email: string) => newestPayment(db, sameEmail(email));

/**
 * A payment went through: the payment is confirmed, its subscription becomes active with
 * the paid plan and seats, and an existing agency (upgrade, seats) gets them at once (D4).
 * Idempotent: providers may report the same success more than once.
 */
export async function markPaymentSucceeded(db: Db, payment: PaymentRow, opts: { periodEnd: Date; paidAt?: Date }): Promise<void> {
  const paidAt = opts.paidAt ?? new Date();
  await db.transaction(async (tx) => {
    // Only the first report applies: a second one, even racing with it (two clicks, a webhook and
    // the page's poll), finds the row already paid once the first commits, and changes nothing;
    // else a renewal's period, computed from the agency's, would be added twice.
    const first = await tx
      .update(payments)
      .set({ status: 'succeeded', failureMessage: null, paidAt, periodEnd: opts.periodEnd })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'succeeded')))
      .returning({ id: payments.id });
    if (!first.length) return;
    if (payment.subscriptionRef) {
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          plan: payment.plan,
          quantity: payment.seats,
          currentPeriodEnd: opts.periodEnd,
          ...(payment.agencyId ? { agencyId: payment.agencyId } : {}),
        })
        .where(byRef(subscriptions, payment.provider, payment.subscriptionRef));
    }
    if (payment.agencyId) {
      await tx
        .update(agencies)
        .set({ plan: payment.plan, userLimit: payment.seats, subscriptionStatus: 'active', paidUntil: opts.periodEnd, billingMethod: payment.method })
        .where(eq(agencies.id, payment.agencyId));
    }
  });
}

/**
 * Where a payment confirmed `now` ends its period: a new purchase starts one now; an upgrade
 * keeps the period already paid; a renewal adds a period to the one it follows, even paid late
 * in its grace (the grace was used), or starts one now when even that would be over.
 */
export async function periodEndOf(db: Db, payment: PaymentRow, now: Date): Promise<Date> {
  if (payment.agencyId) {
    const [agency] = await db.select({ paidUntil: agencies.paidUntil }).from(agencies).where(eq(agencies.id, payment.agencyId));
    if (payment.kind === 'renewal' && agency?.paidUntil) {
      const next = periodEndFrom(agency.paidUntil);
      return next > now ? next : periodEndFrom(now);
    }
    if (agency?.paidUntil && agency.paidUntil > now) return agency.paidUntil;
  }
  return periodEndFrom(now);
}

/** A payment was declined: recorded with the provider's message; nothing else changes. */
export async function markPaymentFailed(db: Db, payment: PaymentRow, message: string): Promise<void> {
  // A success already recorded is never undone by a late failure report.
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'succeeded'`));
}
