// Stripe (D11) without the network: the provider talks to a stand-in for the Stripe API,
// and webhooks are signed with the stripe package's own test header helper.
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { fakeStripe } from '../../../../../tests/helpers/fake-stripe.ts';
import { agencies, payments, subscriptions } from '../../../db/schema.ts';
import { cancelSubscription } from '../../../domain/billing/cancel-subscription.ts';
import { checkPaymentStatus } from '../../../domain/billing/check-payment-status.ts';
import { createSubscription } from '../../../domain/billing/create-subscription.ts';
import { waitPayment } from '../../../domain/billing/payment-methods.ts';
import { reactivateSubscription } from '../../../domain/billing/reactivate-subscription.ts';
import { systemClock } from '../../../lib/clock.ts';
import { StripePaymentProvider } from '../../../payments/stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_funil_secret';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    stripeSecretKey: 'sk_test_not_used_offline',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripePublishableKey: 'pk_test_funil',
    checkoutUrlEnterprise: 'https://pay.example.com/enterprise',
  });
});
afterAll(async () => {
  await t.close();
});

/** What createSubscription mails with, as the route gives it (routes/ctx.ts). */
const services = () => ({ mailer: t.mailer, publicUrl: t.app.deps.config.publicUrl, log: t.app.log, clock: systemClock });

async function sendEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

/** A Business subscription bought through Stripe, its first invoice paid and its owner registered (signed in as `c`). */
async function paidStripeOwner(email: string, name: string) {
  const { api, calls } = fakeStripe();
  const provider = new StripePaymentProvider(api);
  await createSubscription({ ...services(), db: t.db, actor: null, payments: provider }, { email, plan: 'business', seats: 1 });
  const [first] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
  await sendEvent('invoice.paid', {
    id: first.providerRef,
    object: 'invoice',
    lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 20 * 86400 } }] },
  });
  const c = new ApiClient(t.app);
  expect((await c.post('/api/auth/register', { name, email, password: 'senha123', plan: 'business' })).statusCode).toBe(200);
  const me = (await c.get('/api/auth/me')).json();
  return { calls, provider, first, c, me };
}

describe('Stripe provider (D11)', () => {
  it('answers the provider and publishable key to the page', async () => {
    expect((await new ApiClient(t.app).get('/api/billing/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_funil',
      checkoutUrls: { business: '/subscribe?plan=business', enterprise: 'https://pay.example.com/enterprise' },
    });
  });

  it('creates a subscription with quantity = seats and returns the Payment Element client secret', async () => {
    const { api, calls } = fakeStripe();
    const provider = new StripePaymentProvider(api);
    const email = 'stripe-novo@agencia.test';
    const r = await createSubscription({ ...services(), db: t.db, actor: null, payments: provider }, { email, plan: 'enterprise', seats: 3 });
    expect(r).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 38100, seats: 3, upgrade: false });
    expect(r.clientSecret).toMatch(/^pi_\d+_secret_abc$/);
    const create = calls.find((c) => c.method === 'subscriptions.create')!.args[0] as Stripe.SubscriptionCreateParams;
    expect(create.items?.[0]?.quantity).toBe(3);
    expect(create.payment_behavior).toBe('default_incomplete');
    expect(create.expand).toContain('latest_invoice.confirmation_secret');
    const price = calls.find((c) => c.method === 'prices.create')!.args[0] as Stripe.PriceCreateParams;
    expect(price).toMatchObject({ currency: 'brl', unit_amount: 12700, recurring: { interval: 'month' }, lookup_key: 'funil_enterprise_monthly' });

    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    expect(p).toMatchObject({ provider: 'stripe', status: 'pending', seats: 3, plan: 'enterprise' });
    expect(p.providerRef).toMatch(/^in_/);
    expect(p.subscriptionRef).toMatch(/^sub_/);

    // a second purchase reuses the price: no new price created
    await createSubscription({ ...services(), db: t.db, actor: null, payments: provider }, { email: 'stripe-outro@agencia.test', plan: 'enterprise' });
    expect(calls.filter((c) => c.method === 'prices.create')).toHaveLength(1);
  });

  it('webhooks: invoice.paid confirms, registration takes plan and seats, subscription updates change seats, deletion cancels', async () => {
    const { api } = fakeStripe();
    const provider = new StripePaymentProvider(api);
    const email = 'stripe-webhook@agencia.test';
    await createSubscription({ ...services(), db: t.db, actor: null, payments: provider }, { email, plan: 'enterprise', seats: 2 });
    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    const c = new ApiClient(t.app);
    // (the route would ask Stripe about a pending payment: no network here, so ask the domain)
    expect((await checkPaymentStatus({ db: t.db, actor: null, log: t.app.log }, { email })).hasPayment).toBe(false);

    // a bad signature is refused and changes nothing
    const forged = await sendEvent('invoice.paid', { id: p.providerRef, object: 'invoice' }, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(400);
    expect((await checkPaymentStatus({ db: t.db, actor: null, log: t.app.log }, { email })).hasPayment).toBe(false);

    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const paid = await sendEvent('invoice.paid', {
      id: p.providerRef,
      object: 'invoice',
      amount_paid: 25400,
      period_end: Math.floor(Date.now() / 1000),
      parent: { subscription_details: { subscription: p.subscriptionRef } },
      lines: { data: [{ period: { start: Math.floor(Date.now() / 1000), end: periodEnd } }] },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ received: true, outcome: 'handled' });
    // delivered twice: same state
    expect((await sendEvent('invoice.paid', { id: p.providerRef, object: 'invoice', lines: { data: [{ period: { end: periodEnd } }] } })).statusCode).toBe(200);
    expect((await c.post('/api/check-payment-status', { email })).json()).toMatchObject({ hasPayment: true, plan: 'enterprise', seats: 2 });

    const reg = await c.post('/api/auth/register', { name: 'Dona Stripe', email, password: 'senha123', plan: 'enterprise' });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ plan: 'enterprise', userLimit: 2 });
    const [used] = await t.db.select().from(payments).where(eq(payments.id, p.id));
    const agencyId = used.agencyId!;
    let [a] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(a).toMatchObject({ subscriptionStatus: 'active' });
    expect(a.paidUntil!.getTime()).toBe(periodEnd * 1000);

    // seats bought in Stripe (quantity 4) reach agencies.user_limit
    // Stripe's subscription object with 4 enterprise seats, as its events carry it.
    const subscription = (status: string, cancelAtPeriodEnd = false) => ({
      id: p.subscriptionRef,
      object: 'subscription',
      status,
      cancel_at_period_end: cancelAtPeriodEnd,
      items: { data: [{ id: 'si_x', quantity: 4, current_period_end: periodEnd, price: { id: 'price_x', lookup_key: 'funil_enterprise_monthly' } }] },
    });
    await sendEvent('customer.subscription.updated', subscription('active'));
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ plan: 'enterprise', userLimit: 4 });

    // cancellation at period end keeps plan and access, shows the status
    await sendEvent('customer.subscription.updated', subscription('active', true));
    [a] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(a).toMatchObject({ plan: 'enterprise', userLimit: 4, subscriptionStatus: 'canceling' });

    // renewal invoice (not started by us) moves the period on and records the payment
    const nextEnd = periodEnd + 30 * 86400;
    const renewal = await sendEvent('invoice.paid', {
      id: 'in_renewal_1',
      object: 'invoice',
      amount_paid: 50800,
      parent: { subscription_details: { subscription: p.subscriptionRef } },
      lines: { data: [{ period: { end: nextEnd } }] },
    });
    expect(renewal.json().outcome).toBe('handled');
    [a] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(a.paidUntil!.getTime()).toBe(nextEnd * 1000);
    expect((await t.db.select().from(payments).where(eq(payments.providerRef, 'in_renewal_1')))[0]).toMatchObject({
      status: 'succeeded',
      agencyId,
      amountCents: 50800,
    });

    await sendEvent('customer.subscription.deleted', subscription('canceled'));
    [a] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(a.subscriptionStatus).toBe('canceled');
    const [s] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerRef, p.subscriptionRef!));
    expect(s.status).toBe('canceled');

    // unknown events are acknowledged and ignored
    expect((await sendEvent('charge.refunded', { id: 'ch_1', object: 'charge' })).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('invoice.payment_failed records the decline; no registration', async () => {
    const { api } = fakeStripe();
    const email = 'stripe-recusado@agencia.test';
    await createSubscription({ ...services(), db: t.db, actor: null, payments: new StripePaymentProvider(api) }, { email, plan: 'business' });
    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    await sendEvent('invoice.payment_failed', { id: p.providerRef, object: 'invoice', last_finalization_error: { message: 'Seu cartão foi recusado.' } });
    const [failed] = await t.db.select().from(payments).where(eq(payments.id, p.id));
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Seu cartão foi recusado.' });
    const reg = await new ApiClient(t.app).post('/api/auth/register', { name: 'Recusado', email, password: 'senha123', plan: 'business' });
    expect(reg.statusCode).toBe(403);
  });

  it('an upgrade updates the existing Stripe subscription with proration, applied on payment', async () => {
    const email = 'stripe-upgrade@agencia.test';
    const { calls, provider, first, c, me } = await paidStripeOwner(email, 'Dono Upgrade');
    const [owner] = await t.db.select().from(agencies).where(sql`${agencies.id} = (select agency_id from users where id = ${me.id})`);

    const actor = {
      kind: 'agency' as const,
      sessionId: 's',
      userId: me.id,
      agencyId: owner.id,
      name: me.name,
      email,
      isAgencyUser: false,
      role: 'admin' as const,
      plan: 'business' as const,
      subscription: { status: owner.subscriptionStatus, paidUntil: owner.paidUntil, method: owner.billingMethod },
    };
    const r = await createSubscription({ ...services(), db: t.db, actor, payments: provider }, { plan: 'enterprise', seats: 2 });
    expect(r).toMatchObject({ upgrade: true, status: 'pending', amountCents: 9999 });
    const upd = calls.find((x) => x.method === 'subscriptions.update')!.args as [string, Stripe.SubscriptionUpdateParams];
    expect(upd[0]).toBe(first.subscriptionRef);
    expect(upd[1]).toMatchObject({ proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' });
    expect(upd[1].items?.[0]).toMatchObject({ quantity: 2 });
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ plan: 'business', userLimit: 1 });

    const [pending] = await t.db.select().from(payments).where(sql`${payments.agencyId} = ${owner.id} and ${payments.status} = 'pending'`);
    await sendEvent('invoice.paid', {
      id: pending.providerRef,
      object: 'invoice',
      lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 20 * 86400 } }] },
    });
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ plan: 'enterprise', userLimit: 2 });
  });

  it('check-payment-status asks Stripe about a pending payment when the webhook has not arrived', async () => {
    const { api, calls, invoiceStatus } = fakeStripe();
    const provider = new StripePaymentProvider(api);
    const email = 'stripe-sem-webhook@agencia.test';
    await createSubscription({ ...services(), db: t.db, actor: null, payments: provider }, { email, plan: 'enterprise', seats: 1 });
    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    expect((await checkPaymentStatus({ db: t.db, actor: null, payments: provider, log: t.app.log }, { email })).hasPayment).toBe(false);
    expect(calls.filter((c) => c.method === 'invoices.retrieve')).toHaveLength(1);
    invoiceStatus.set(p.providerRef!, 'paid');
    expect(await checkPaymentStatus({ db: t.db, actor: null, payments: provider, log: t.app.log }, { email })).toMatchObject({
      hasPayment: true,
      plan: 'enterprise',
      seats: 1,
    });
    const [s] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerRef, p.subscriptionRef!));
    expect(s).toMatchObject({ status: 'active', currentPeriodEnd: new Date(1_900_000_000 * 1000) });
    // settled: Stripe is not asked again
    await checkPaymentStatus({ db: t.db, actor: null, payments: provider, log: t.app.log }, { email });
    expect(calls.filter((c) => c.method === 'invoices.retrieve')).toHaveLength(2);
  });

  it('after a cancelled period ended, subscribing again starts a new Stripe subscription that a late event about the old one cannot end', async () => {
    const email = 'stripe-volta@agencia.test';
    const { calls, provider, first, c, me } = await paidStripeOwner(email, 'Dona Volta');
    const agencyId = first.agencyId ?? (await t.db.select().from(payments).where(eq(payments.id, first.id)))[0].agencyId!;
    const actor = async () => {
      const [a] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
      return {
        kind: 'agency' as const,
        sessionId: 's',
        userId: me.id,
        agencyId,
        name: me.name,
        email,
        isAgencyUser: false,
        role: 'admin' as const,
        plan: 'business' as const,
        subscription: { status: a.subscriptionStatus, paidUntil: a.paidUntil, method: a.billingMethod },
      };
    };

    // cancelled in Stripe, reactivated, cancelled again: cancel_at_period_end goes both ways
    await cancelSubscription({ db: t.db, actor: await actor(), payments: provider });
    expect((await reactivateSubscription({ db: t.db, actor: await actor(), payments: provider })).status).toBe('active');
    const updates = calls.filter((x) => x.method === 'subscriptions.update').map((x) => x.args as [string, Stripe.SubscriptionUpdateParams]);
    expect(updates.map(([id, p]) => [id, p.cancel_at_period_end])).toEqual([
      [first.subscriptionRef, true],
      [first.subscriptionRef, false],
    ]);
    await cancelSubscription({ db: t.db, actor: await actor(), payments: provider });

    // the period ends: Stripe deletes the subscription
    const ended = Math.floor(Date.now() / 1000) - 3600;
    const oldItem = {
      items: { data: [{ id: 'si_old', quantity: 1, current_period_end: ended, price: { id: 'price_b', lookup_key: 'funil_business_monthly' } }] },
    };
    await sendEvent('customer.subscription.deleted', { id: first.subscriptionRef, object: 'subscription', status: 'canceled', ...oldItem });
    expect((await c.get('/api/clients')).statusCode).toBe(402);
    expect((await c.get('/api/auth/me')).json().subscription).toMatchObject({ status: 'canceled', ended: true });

    // a new subscription (not an update of the deleted one), a full month
    const before = calls.length;
    const r = await createSubscription({ ...services(), db: t.db, actor: await actor(), payments: provider }, { plan: 'enterprise' });
    expect(r).toMatchObject({ upgrade: true, status: 'pending', amountCents: 12700 });
    expect(calls.slice(before).map((x) => x.method)).toContain('subscriptions.create');
    expect(calls.slice(before).map((x) => x.method)).not.toContain('subscriptions.update');
    const [next] = await t.db.select().from(payments).where(sql`${payments.agencyId} = ${agencyId} and ${payments.status} = 'pending'`);
    expect(next.subscriptionRef).not.toBe(first.subscriptionRef);
    const newEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    await sendEvent('invoice.paid', { id: next.providerRef, object: 'invoice', lines: { data: [{ period: { end: newEnd } }] } });
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ plan: 'enterprise', subscription: { status: 'active', ended: false } });
    expect((await c.get('/api/clients')).statusCode).toBe(200);

    // Stripe delivers the old subscription's deletion again, late: the new one stands
    await sendEvent('customer.subscription.deleted', { id: first.subscriptionRef, object: 'subscription', status: 'canceled', ...oldItem });
    await sendEvent('invoice.payment_failed', {
      id: 'in_old_late',
      object: 'invoice',
      parent: { subscription_details: { subscription: first.subscriptionRef } },
    });
    const [a] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(a).toMatchObject({ subscriptionStatus: 'active', plan: 'enterprise' });
    expect(a.paidUntil!.getTime()).toBe(newEnd * 1000);
    expect((await c.get('/api/clients')).statusCode).toBe(200);
  });
});

describe('Stripe events are applied once per event id', () => {
  it('a replayed event (same id, validly signed) changes nothing, even when the state moved since', async () => {
    const email = `replay-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
    const { api } = fakeStripe();
    const provider = new StripePaymentProvider(api);
    await createSubscription({ ...services(), db: t.db, actor: null, payments: provider }, { email, plan: 'business', seats: 1 });
    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    const send = (id: string, type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
    };
    const failed = { id: p.providerRef, object: 'invoice', parent: { subscription_details: { subscription: p.subscriptionRef } } };
    const failedId = `evt_fail_${Math.random().toString(36).slice(2)}`;
    expect((await send(failedId, 'invoice.payment_failed', failed)).json()).toEqual({ received: true, outcome: 'handled' });
    expect((await t.db.select().from(payments).where(eq(payments.id, p.id)))[0].status).toBe('failed');
    // Paid afterwards; then the old failure is replayed: it is recognised and ignored.
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const paid = { ...failed, amount_paid: 5700, lines: { data: [{ period: { end: periodEnd } }] } };
    expect((await send(`evt_paid_${Math.random().toString(36).slice(2)}`, 'invoice.paid', paid)).json().outcome).toBe('handled');
    expect((await send(failedId, 'invoice.payment_failed', failed)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await t.db.select().from(payments).where(eq(payments.id, p.id)))[0].status).toBe('succeeded');
    // A replay signed with another secret is refused before anything is read.
    const payload = JSON.stringify({ id: failedId, object: 'event', type: 'invoice.payment_failed', data: { object: failed } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_outro' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged },
      payload,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('Pix through Stripe', () => {
  it('a PaymentIntent gives the Pix code; the page waits; a mismatched event is ignored, the right one pays once', async () => {
    const email = `pix-stripe-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
    const { api, calls } = fakeStripe();
    const provider = new StripePaymentProvider(api);
    const ctx = { ...services(), db: t.db, actor: null, payments: provider };
    const answer = await createSubscription(ctx, { email, plan: 'enterprise', seats: 2, method: 'pix' });
    expect(answer).toMatchObject({ method: 'pix', provider: 'stripe', status: 'pending', amountCents: 25400 });
    expect(answer.pix?.copyPaste).toContain('br.gov.bcb.pix');
    expect(answer.pix?.qrSvg).toMatch(/^<svg/);
    const create = calls.find((c) => c.method === 'paymentIntents.create')?.args[0] as Record<string, unknown>;
    expect(create).toMatchObject({ amount: 25400, currency: 'brl', allowed_payment_method_types: ['pix'], confirm: true });
    expect(calls.some((c) => c.method === 'subscriptions.create')).toBe(false);
    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    expect(p).toMatchObject({ provider: 'stripe', method: 'pix', status: 'pending' });
    expect(p.providerRef).toMatch(/^pi_/);

    // The page's wait: the secret is checked against Stripe; a wrong one is 404.
    const secret = answer.clientSecret as string;
    expect((await waitPayment(ctx, { clientSecret: secret })).status).toBe('pending');
    await expect(waitPayment(ctx, { clientSecret: `${p.providerRef}_secret_outro` })).rejects.toThrow(/Pagamento não encontrado/);

    const pi = (amount: number, currency = 'brl') => ({
      id: p.providerRef,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency,
      status: 'succeeded',
    });
    expect((await sendEvent('payment_intent.succeeded', pi(100))).json().outcome).toBe('ignored');
    expect((await sendEvent('payment_intent.succeeded', pi(25400, 'usd'))).json().outcome).toBe('ignored');
    expect((await t.db.select().from(payments).where(eq(payments.id, p.id)))[0].status).toBe('pending');
    expect((await sendEvent('payment_intent.succeeded', pi(25400))).json().outcome).toBe('handled');
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, p.id));
    expect(paid.status).toBe('succeeded');
    expect(paid.paidAt).not.toBeNull();
    expect((await new ApiClient(t.app).post('/api/check-payment-status', { email })).json()).toMatchObject({ hasPayment: true, plan: 'enterprise', seats: 2 });
  });

  it("paid at Stripe before its webhook arrives: the page's wait records it; a failed one is recorded with its message", async () => {
    const email = `pix-poll-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
    const { api, intents } = fakeStripe();
    const provider = new StripePaymentProvider(api);
    const ctx = { ...services(), db: t.db, actor: null, payments: provider };
    const answer = await createSubscription(ctx, { email, plan: 'business', method: 'pix' });
    const [p] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
    intents.get(p.providerRef as string)!.status = 'succeeded';
    expect((await waitPayment(ctx, { clientSecret: answer.clientSecret as string })).status).toBe('succeeded');
    expect((await t.db.select().from(payments).where(eq(payments.id, p.id)))[0].status).toBe('succeeded');

    const other = `pix-fail-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
    await createSubscription(ctx, { email: other, plan: 'business', method: 'pix' });
    const [q] = await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${other}`);
    const failed = { id: q.providerRef, object: 'payment_intent', amount: 5700, currency: 'brl', last_payment_error: { message: 'O Pix expirou.' } };
    expect((await sendEvent('payment_intent.payment_failed', failed)).json().outcome).toBe('handled');
    expect((await t.db.select().from(payments).where(eq(payments.id, q.id)))[0]).toMatchObject({ status: 'failed', failureMessage: 'O Pix expirou.' });
  });
});
