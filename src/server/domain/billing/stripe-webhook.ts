// Stripe's signed events (D11) -> payments, subscriptions and the agency's plan, seats
// (agencies.user_limit, D4) and subscription status. Every handler is idempotent: Stripe
// retries and may deliver events out of order.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { agencies, payments, stripeEvents, subscriptions } from '../../db/schema.ts';
import { invoicePeriodEnd, planFromLookupKey } from '../../payments/stripe-provider.ts';
import type { AnonCtx } from '../../principal.ts';
import {
  findAgencySubscription,
  findPaymentByRef,
  findSubscriptionByRef,
  markPaymentFailed,
  markPaymentSucceeded,
  periodEndOf,
  type SubscriptionRow,
} from './payment-state.ts';

const refOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function invoiceSubscriptionRef(invoice: Stripe.Invoice): string | null {
  return refOf(invoice.parent?.subscription_details?.subscription);
}

/** Our subscription status from Stripe's, with a pending cancellation made visible. */
function agencyStatus(sub: Stripe.Subscription): string {
  if (sub.status === 'active' && sub.cancel_at_period_end) return 'canceling';
  return sub.status;
}

/**
 * Whether a subscription's events still speak for its agency: after a cancelled period ended
 * the owner subscribes again with a new subscription, and a late event about the old one
 * (e.g. its customer.subscription.deleted) must not end the new one (docs/product.md).
 */
async function currentFor(db: Db, sub: SubscriptionRow): Promise<string | null> {
  if (!sub.agencyId) return null;
  const latest = await findAgencySubscription(db, sub.agencyId, 'stripe');
  return !latest || latest.id === sub.id ? sub.agencyId : null;
}

/** A card renewal Stripe invoiced by itself, kept under the invoice's id: recorded once, a second record changes nothing. */
function recordRenewal(
  db: Db,
  sub: SubscriptionRow,
  v: { invoiceId: string; subRef: string | null; amountCents: number; status: 'pending' | 'succeeded'; agencyId: string | null },
) {
  return db
    .insert(payments)
    .values({
      email: sub.email,
      plan: sub.plan,
      seats: sub.quantity,
      amountCents: v.amountCents,
      provider: 'stripe',
      providerRef: v.invoiceId,
      subscriptionRef: v.subRef,
      status: v.status,
      agencyId: v.agencyId,
      method: 'card',
    })
    .onConflictDoNothing();
}

export type WebhookOutcome = 'handled' | 'ignored';

/**
 * Applies a verified event once per event id: a replay answers 'ignored' and changes nothing. The
 * id is recorded after the event is applied, so a failure leaves it for Stripe's retry; two copies
 * arriving together both apply, which every handler below allows (they are idempotent).
 */
export async function handleStripeEvent(ctx: AnonCtx, event: Stripe.Event): Promise<WebhookOutcome> {
  const [seen] = await ctx.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
  if (seen) return 'ignored';
  const outcome = await applyStripeEvent(ctx, event);
  await ctx.db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return outcome;
}

async function applyStripeEvent({ db }: AnonCtx, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      if (!invoice.id) return 'ignored';
      const periodEnd = invoicePeriodEnd(invoice);
      const payment = await findPaymentByRef(db, 'stripe', invoice.id);
      if (payment) {
        await markPaymentSucceeded(db, { ...payment, subscriptionRef: payment.subscriptionRef ?? invoiceSubscriptionRef(invoice) }, { periodEnd });
        return 'handled';
      }
      // A renewal: no payment started by us; the period moves on.
      const subRef = invoiceSubscriptionRef(invoice);
      const sub = subRef ? await findSubscriptionByRef(db, 'stripe', subRef) : null;
      if (!sub) return 'ignored';
      await recordRenewal(db, sub, { invoiceId: invoice.id, subRef, amountCents: invoice.amount_paid, status: 'succeeded', agencyId: sub.agencyId });
      await db.update(subscriptions).set({ status: 'active', currentPeriodEnd: periodEnd }).where(eq(subscriptions.id, sub.id));
      if (sub.agencyId) await db.update(agencies).set({ paidUntil: periodEnd, subscriptionStatus: 'active' }).where(eq(agencies.id, sub.agencyId));
      return 'handled';
    }
    // A renewal's invoice at Stripe is made: Faturas lists it as open until it is paid or refused.
    // Only renewals: the first invoice and an upgrade's are recorded when they are started here.
    case 'invoice.finalized': {
      const invoice = event.data.object;
      if (!invoice.id || invoice.billing_reason !== 'subscription_cycle' || invoice.status !== 'open') return 'ignored';
      const subRef = invoiceSubscriptionRef(invoice);
      const sub = subRef ? await findSubscriptionByRef(db, 'stripe', subRef) : null;
      const agencyId = sub ? await currentFor(db, sub) : null;
      if (!sub || !agencyId || invoice.currency !== 'brl') return 'ignored';
      // Its payment may have been recorded first (events arrive out of order): then this changes nothing.
      await recordRenewal(db, sub, { invoiceId: invoice.id, subRef, amountCents: invoice.amount_due, status: 'pending', agencyId });
      return 'handled';
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      if (!invoice.id) return 'ignored';
      const payment = await findPaymentByRef(db, 'stripe', invoice.id);
      const message = invoice.last_finalization_error?.message ?? 'Pagamento recusado pelo provedor.';
      if (payment) await markPaymentFailed(db, payment, message);
      // A refused first or upgrade invoice changes nothing else; a refused renewal makes the subscription past due.
      // A late report of an attempt refused before the one that paid changes nothing either.
      if (payment && (invoice.billing_reason !== 'subscription_cycle' || payment.status === 'succeeded')) return 'handled';
      const subRef = invoiceSubscriptionRef(invoice);
      const sub = subRef ? await findSubscriptionByRef(db, 'stripe', subRef) : null;
      if (!sub) return 'ignored';
      await db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, sub.id));
      const agencyId = await currentFor(db, sub);
      if (agencyId) await db.update(agencies).set({ subscriptionStatus: 'past_due' }).where(eq(agencies.id, agencyId));
      return 'handled';
    }
    // Pix through Stripe (docs/decisions/027-pix-and-boleto.md): a one-time PaymentIntent per period.
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      const payment = await findPaymentByRef(db, 'stripe', pi.id);
      // Not ours, or not what we asked for (another amount or currency): nothing changes.
      if (!payment || pi.currency !== 'brl' || pi.amount_received !== payment.amountCents) return 'ignored';
      if (payment.status !== 'succeeded') {
        const now = new Date();
        await markPaymentSucceeded(db, payment, { periodEnd: await periodEndOf(db, payment, now), paidAt: now });
      }
      return 'handled';
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      const payment = await findPaymentByRef(db, 'stripe', pi.id);
      if (!payment) return 'ignored';
      await markPaymentFailed(db, payment, pi.last_payment_error?.message ?? 'Pagamento não concluído.');
      return 'handled';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = event.data.object;
      const sub = await findSubscriptionByRef(db, 'stripe', s.id);
      if (!sub) return 'ignored';
      const item = s.items?.data?.[0];
      const plan = planFromLookupKey(item?.price?.lookup_key) ?? sub.plan;
      const quantity = item?.quantity ?? sub.quantity;
      const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : sub.currentPeriodEnd;
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : agencyStatus(s);
      await db.update(subscriptions).set({ status, plan, quantity, currentPeriodEnd: periodEnd }).where(eq(subscriptions.id, sub.id));
      const agencyId = await currentFor(db, sub);
      if (agencyId) {
        // Plan and seats follow what is paid; a cancellation keeps them until the period ends.
        const paid = s.status === 'active' || s.status === 'trialing';
        await db
          .update(agencies)
          .set({ subscriptionStatus: status, paidUntil: periodEnd, ...(paid ? { plan, userLimit: quantity } : {}) })
          .where(eq(agencies.id, agencyId));
      }
      return 'handled';
    }
    default:
      return 'ignored';
  }
}
