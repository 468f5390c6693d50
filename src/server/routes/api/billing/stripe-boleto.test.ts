// Boleto through Stripe and Stripe's renewal invoices (docs/decisions/027-pix-and-boleto.md), with
// the provider talking to a stand-in for the Stripe API and webhooks signed by the stripe package.
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, buildTestApp, seedAgency, type TestApp } from '../../../../../tests/helpers/app.ts';
import { fakeStripe } from '../../../../../tests/helpers/fake-stripe.ts';
import { agencies, payments, subscriptions } from '../../../db/schema.ts';
import { createSubscription } from '../../../domain/billing/create-subscription.ts';
import { listInvoices, payInvoice } from '../../../domain/billing/invoices.ts';
import { waitPayment } from '../../../domain/billing/payment-methods.ts';
import { systemClock } from '../../../lib/clock.ts';
import { mod10, mod11 } from '../../../payments/boleto.ts';
import { BOLETO_ADDRESS_MSG, StripePaymentProvider } from '../../../payments/stripe-provider.ts';
import type { AgencyPrincipal } from '../../../principal.ts';

const WEBHOOK_SECRET = 'whsec_test_boleto';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ stripeSecretKey: 'sk_test_not_used_offline', stripeWebhookSecret: WEBHOOK_SECRET, stripePublishableKey: 'pk_test_funil' });
});
afterAll(async () => {
  await t.close();
});

const services = () => ({ mailer: t.mailer, publicUrl: t.app.deps.config.publicUrl, log: t.app.log, clock: systemClock });
const newEmail = (what: string) => `${what}-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
const ADDRESS = { postalCode: '01310100', street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP' };
const PAYER = { method: 'boleto' as const, taxId: '52998224725', name: 'Ana Boleto' };

let evt = 0;
async function sendEvent(type: string, object: Record<string, unknown>, id = `evt_boleto_${++evt}_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

const paymentsOf = (email: string) => t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);

describe('Boleto through Stripe', () => {
  it('asks Stripe for a boleto with the payer and address; the page and the mail give its line and PDF; its webhook pays it', async () => {
    const email = newEmail('boleto-stripe');
    const { api, calls } = fakeStripe();
    const ctx = { ...services(), db: t.db, actor: null, payments: new StripePaymentProvider(api) };

    // Without an address Stripe would refuse it: refused here, before anything is made there.
    await expect(createSubscription(ctx, { email, plan: 'business', seats: 2, ...PAYER })).rejects.toThrow(BOLETO_ADDRESS_MSG);
    expect(calls.filter((c) => c.method === 'paymentIntents.create')).toEqual([]);
    expect(await paymentsOf(email)).toEqual([]);

    t.mailer.sent.length = 0;
    const answer = await createSubscription(ctx, { email, plan: 'business', seats: 2, ...PAYER, ...ADDRESS });
    expect(answer).toMatchObject({ method: 'boleto', provider: 'stripe', status: 'pending', amountCents: 11400 });
    const create = calls.find((c) => c.method === 'paymentIntents.create')?.args[0];
    expect(create).toMatchObject({
      amount: 11400,
      currency: 'brl',
      allowed_payment_method_types: ['boleto'],
      confirm: true,
      payment_method_data: {
        type: 'boleto',
        boleto: { tax_id: '52998224725' },
        billing_details: {
          name: 'Ana Boleto',
          email,
          address: { line1: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', postal_code: '01310100', country: 'BR' },
        },
      },
      payment_method_options: { boleto: { expires_after_days: 3 } },
    });

    // The line Stripe answered, its barcode read back from it: check digits recomputed here.
    const { digitableLine, barcode, pdfUrl, dueDate } = answer.boleto ?? { digitableLine: '', barcode: '', pdfUrl: '', dueDate: '' };
    expect(digitableLine).toMatch(/^\d{47}$/);
    expect(barcode).toMatch(/^\d{44}$/);
    for (const [from, to] of [
      [0, 10],
      [10, 21],
      [21, 32],
    ])
      expect(mod10(digitableLine.slice(from, to - 1))).toBe(Number(digitableLine[to - 1]));
    expect(mod11(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]));
    expect(barcode.slice(9, 19)).toBe('0000011400');
    expect(pdfUrl).toMatch(/^https:\/\/payments\.stripe\.test\/boleto\/pi_\d+\/pdf$/);
    expect(dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const mail = t.mailer.sent.find((m) => m.to === email);
    expect(mail?.subject).toContain('boleto de R$');
    expect(mail?.text).toContain(`${digitableLine.slice(0, 5)}.${digitableLine.slice(5, 10)}`);
    expect(mail?.text).toContain(pdfUrl);

    const [p] = await paymentsOf(email);
    expect(p).toMatchObject({ provider: 'stripe', method: 'boleto', status: 'pending' });
    expect(p.subscriptionRef).toBe(`boleto_${p.providerRef}`);
    expect((await waitPayment(ctx, { clientSecret: answer.clientSecret as string })).status).toBe('pending');

    const pi = { id: p.providerRef, object: 'payment_intent', amount: 11400, amount_received: 11400, currency: 'brl', status: 'succeeded' };
    expect((await sendEvent('payment_intent.succeeded', { ...pi, amount_received: 5700 })).json().outcome).toBe('ignored');
    expect((await sendEvent('payment_intent.succeeded', pi)).json().outcome).toBe('handled');
    expect((await waitPayment(ctx, { clientSecret: answer.clientSecret as string })).status).toBe('succeeded');
    const c = new ApiClient(t.app);
    expect((await c.post('/api/check-payment-status', { email })).json()).toMatchObject({ hasPayment: true, plan: 'business', seats: 2 });
    expect((await c.post('/api/auth/register', { name: 'Ana', email, password: 'senha123', plan: 'business' })).statusCode).toBe(200);
  });

  it('a voucher number that does not read back as a FEBRABAN line keeps its digits and gets no barcode', async () => {
    const { api, boletoNumber } = fakeStripe();
    boletoNumber.next = '23790.00009 01050.094125 34657.890314 2 37370000000199';
    const ctx = { ...services(), db: t.db, actor: null, payments: new StripePaymentProvider(api) };
    const answer = await createSubscription(ctx, { email: newEmail('boleto-odd'), plan: 'business', ...PAYER, ...ADDRESS });
    expect(answer.boleto).toMatchObject({ digitableLine: '23790000090105009412534657890314237370000000199', barcode: '' });
  });

  it("an open renewal invoice is paid by boleto through Stripe; a card is refused there; the agency's other owner cannot see it", async () => {
    const { agency, owner, email } = await seedAgency(t.db, { plan: 'business', seats: 2 });
    await t.db
      .update(agencies)
      .set({ billingMethod: 'boleto', paidUntil: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(agencies.id, agency.id));
    const [invoice] = await t.db
      .insert(payments)
      .values({
        kind: 'renewal',
        agencyId: agency.id,
        email,
        plan: 'business',
        seats: 2,
        amountCents: 11400,
        provider: 'local',
        providerRef: `lpi_${agency.id}`,
        status: 'pending',
        method: 'boleto',
        dueDate: '2099-01-05',
      })
      .returning();
    const actor: AgencyPrincipal = {
      kind: 'agency',
      sessionId: 's',
      userId: owner.id,
      agencyId: agency.id,
      name: owner.name,
      email,
      isAgencyUser: false,
      role: 'admin',
      plan: 'business',
      subscription: { status: 'active', paidUntil: null, method: 'boleto' },
    };
    const { api } = fakeStripe();
    const ctx = { ...services(), db: t.db, actor, payments: new StripePaymentProvider(api) };
    await expect(payInvoice(ctx, { id: invoice.id, method: 'card' })).rejects.toThrow('Com o Stripe, pague esta fatura por Pix ou boleto.');
    await expect(payInvoice(ctx, { id: invoice.id, ...PAYER })).rejects.toThrow(BOLETO_ADDRESS_MSG);
    const paying = await payInvoice(ctx, { id: invoice.id, ...PAYER, ...ADDRESS });
    expect(paying).toMatchObject({ method: 'boleto', provider: 'stripe', amountCents: 11400 });
    expect(paying.boleto?.pdfUrl).toMatch(/^https:\/\/payments\.stripe\.test\//);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, invoice.id));
    expect(row).toMatchObject({ provider: 'stripe', method: 'boleto', status: 'pending' });

    const pi = { id: row.providerRef, object: 'payment_intent', amount: 11400, amount_received: 11400, currency: 'brl', status: 'succeeded' };
    expect((await sendEvent('payment_intent.succeeded', pi)).json().outcome).toBe('handled');
    const listed = (await listInvoices({ ...ctx, clock: systemClock })).invoices.find((i) => i.id === invoice.id);
    expect(listed).toMatchObject({ status: 'paid', method: 'boleto', payable: false });
    const [after] = await t.db.select({ paidUntil: agencies.paidUntil }).from(agencies).where(eq(agencies.id, agency.id));
    expect(after.paidUntil?.getTime()).toBeGreaterThan(Date.now() + 30 * 86_400_000);
  });
});

describe("Stripe's renewal invoices (card)", () => {
  /** An agency whose card subscription at Stripe is ours, as registration leaves it. */
  async function cardAgency() {
    const { agency, email } = await seedAgency(t.db, { plan: 'business', seats: 3 });
    const subRef = `sub_renew_${agency.id.slice(0, 8)}`;
    await t.db
      .insert(subscriptions)
      .values({ email, plan: 'business', quantity: 3, provider: 'stripe', providerRef: subRef, status: 'active', agencyId: agency.id });
    return { agency, email, subRef };
  }
  const cycleInvoice = (id: string, subRef: string, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: 'open',
    currency: 'brl',
    amount_due: 17100,
    amount_paid: 0,
    parent: { subscription_details: { subscription: subRef } },
    lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 40 * 86400 } }] },
    ...extra,
  });
  const invoiceRow = async (ref: string) =>
    (
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, ref)))
    )[0];

  it('invoice.finalized lists the renewal as open; invoice.paid pays it; a replay or a foreign invoice changes nothing', async () => {
    const { agency, subRef } = await cardAgency();
    const id = `in_cycle_${agency.id.slice(0, 8)}`;
    const finalized = await sendEvent('invoice.finalized', cycleInvoice(id, subRef), `evt_fin_${id}`);
    expect(finalized.json().outcome).toBe('handled');
    expect(await invoiceRow(id)).toMatchObject({ status: 'pending', method: 'card', amountCents: 17100, agencyId: agency.id, seats: 3 });
    // The same event again (Stripe retries): already applied.
    expect((await sendEvent('invoice.finalized', cycleInvoice(id, subRef), `evt_fin_${id}`)).json().outcome).toBe('ignored');
    // An invoice that is not a renewal, or of a subscription not ours: nothing recorded.
    expect((await sendEvent('invoice.finalized', cycleInvoice(`${id}_up`, subRef, { billing_reason: 'subscription_update' }))).json().outcome).toBe('ignored');
    expect((await sendEvent('invoice.finalized', cycleInvoice(`${id}_x`, 'sub_someone_else'))).json().outcome).toBe('ignored');
    expect(await invoiceRow(`${id}_up`)).toBeUndefined();

    expect((await sendEvent('invoice.paid', cycleInvoice(id, subRef, { status: 'paid', amount_paid: 17100 }))).json().outcome).toBe('handled');
    const paid = await invoiceRow(id);
    expect(paid.status).toBe('succeeded');
    const [a] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(a.subscriptionStatus).toBe('active');
    expect(a.paidUntil?.getTime()).toBeGreaterThan(Date.now() + 39 * 86_400_000);
    // A refusal reported late, after the attempt that paid: nothing changes.
    expect((await sendEvent('invoice.payment_failed', cycleInvoice(id, subRef))).json().outcome).toBe('handled');
    expect((await invoiceRow(id)).status).toBe('succeeded');
    expect((await t.db.select().from(agencies).where(eq(agencies.id, agency.id)))[0].subscriptionStatus).toBe('active');
  });

  it('out of order: paid before finalized stays paid; a refused renewal is failed and the agency past due', async () => {
    const { agency, subRef } = await cardAgency();
    const early = `in_early_${agency.id.slice(0, 8)}`;
    expect((await sendEvent('invoice.paid', cycleInvoice(early, subRef, { status: 'paid', amount_paid: 17100 }))).json().outcome).toBe('handled');
    expect((await sendEvent('invoice.finalized', cycleInvoice(early, subRef))).json().outcome).toBe('handled');
    expect((await invoiceRow(early)).status).toBe('succeeded');

    const refused = `in_refused_${agency.id.slice(0, 8)}`;
    await sendEvent('invoice.finalized', cycleInvoice(refused, subRef));
    const failed = await sendEvent('invoice.payment_failed', cycleInvoice(refused, subRef, { last_finalization_error: { message: 'Cartão recusado.' } }));
    expect(failed.json().outcome).toBe('handled');
    expect(await invoiceRow(refused)).toMatchObject({ status: 'failed', failureMessage: 'Cartão recusado.' });
    expect((await t.db.select().from(agencies).where(eq(agencies.id, agency.id)))[0].subscriptionStatus).toBe('past_due');
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.providerRef, subRef)))[0].status).toBe('past_due');
  });
});
