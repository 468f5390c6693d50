// The state of payments and subscriptions (D2, D4, D11), the same for both providers:
// the local confirm route and Stripe's webhooks end up here.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isPlanId, type PlanId } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import { agencies, payments, subscriptions } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const planOf = (p: { plan: string }): PlanId => (isPlanId(p.plan) ? p.plan : 'business');

export async function findPaymentByRef(db: Db, provider: string, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionByRef(db: Db, provider: string, providerRef: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)))
    .limit(1);
  return row ?? null;
}

/** The agency's current subscription with a provider (the newest one). */
export async function findAgencySubscription(db: Db, agencyId: string, provider: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.agencyId, agencyId), eq(subscriptions.provider, provider)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** D2: the newest confirmed payment of an email not yet used to create an agency. */
export async function findUnusedPayment(db: Db, email: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(sql`lower(${payments.email}) = ${email.trim().toLowerCase()}`, eq(payments.status, 'succeeded'), isNull(payments.agencyId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function latestPayment(db: Db, email: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(sql`lower(${payments.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A payment went through: the payment is confirmed, its subscription becomes active with
 * the paid plan and seats, and an existing agency (upgrade, seats) gets them at once (D4).
 * Idempotent: providers may report the same success more than once.
 */
export async function markPaymentSucceeded(db: Db, payment: PaymentRow, opts: { periodEnd: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(payments).set({ status: 'succeeded', failureMessage: null }).where(eq(payments.id, payment.id));
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
        .where(and(eq(subscriptions.provider, payment.provider), eq(subscriptions.providerRef, payment.subscriptionRef)));
    }
    if (payment.agencyId) {
      await tx
        .update(agencies)
        .set({ plan: payment.plan, userLimit: payment.seats, subscriptionStatus: 'active', paidUntil: opts.periodEnd })
        .where(eq(agencies.id, payment.agencyId));
    }
  });
}

/** A payment was declined: recorded with the provider's message; nothing else changes. */
export async function markPaymentFailed(db: Db, payment: PaymentRow, message: string): Promise<void> {
  // A success already recorded is never undone by a late failure report.
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'succeeded'`));
}
