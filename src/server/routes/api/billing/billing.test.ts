import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { agencies, payments, subscriptions, users } from '../../../db/schema.ts';
import { PERIOD_MS } from '../../../domain/billing/pricing.ts';
import { hashPassword } from '../../../lib/crypto.ts';

const t = withTestApp();

const CARD = { expMonth: 12, expYear: 2035, cvc: '123' };
let n = 0;
const newEmail = () => `compra${++n}-${Math.random().toString(36).slice(2, 7)}@agencia.test`;

async function paymentsOf(email: string) {
  return t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`);
}

describe('local provider: pay, validate, register (D2, D11)', () => {
  it('pays with 4242 after a decline, validates the plan and registers with plan and seats of the payment', async () => {
    const email = newEmail();
    const c = new ApiClient(t.app);
    expect((await c.get('/api/billing/config')).json()).toEqual({
      provider: 'local',
      checkoutUrls: { business: '/subscribe?plan=business', enterprise: '/subscribe?plan=enterprise' },
    });

    const sub = await c.post('/api/create-subscription', { email, plan: 'enterprise', seats: 2 });
    expect(sub.statusCode).toBe(200);
    const body = sub.json();
    expect(body).toMatchObject({ provider: 'local', status: 'pending', amountCents: 25400, plan: 'enterprise', seats: 2, email, upgrade: false });
    expect(body.clientSecret).toMatch(/^lpi_.+_secret_.+/);

    // not paid yet
    const pending = await c.post('/api/check-payment-status', { email });
    expect(pending.json()).toMatchObject({ hasPayment: false, plan: null });
    expect(pending.json().message).toMatch(/processamento/);
    const early = await c.post('/api/auth/register', { name: 'Ana', email, password: 'senha123', plan: 'enterprise' });
    expect(early.statusCode).toBe(403);

    // declined with the provider's message (Falha no Pagamento on the page)
    const declined = await c.post('/api/payments/local/confirm', { clientSecret: body.clientSecret, cardNumber: '4000 0000 0000 0002', ...CARD });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Seu cartão foi recusado.' });
    expect((await paymentsOf(email))[0]).toMatchObject({ status: 'failed', failureMessage: 'Seu cartão foi recusado.' });

    const ok = await c.post('/api/payments/local/confirm', { clientSecret: body.clientSecret, cardNumber: '4242 4242 4242 4242', ...CARD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'succeeded', email, plan: 'enterprise', seats: 2, upgrade: false });
    // confirming again charges nothing more
    expect((await c.post('/api/payments/local/confirm', { clientSecret: body.clientSecret, cardNumber: '4242424242424242', ...CARD })).statusCode).toBe(200);
    const [paid] = await paymentsOf(email);
    expect(paid).toMatchObject({ status: 'succeeded', amountCents: 25400, provider: 'local', agencyId: null });
    const [s] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerRef, paid.subscriptionRef!));
    expect(s).toMatchObject({ status: 'active', plan: 'enterprise', quantity: 2, agencyId: null });

    const status = await c.post('/api/check-payment-status', { email: email.toUpperCase() });
    expect(status.json()).toEqual({ hasPayment: true, plan: 'enterprise', seats: 2, message: 'Pagamento confirmado! Plano Enterprise ativo.' });

    // the plan comes from the payment, not from the form (D2)
    const reg = await c.post('/api/auth/register', { name: 'Ana Dona', email, password: 'senha123', plan: 'business', agencyName: 'Agência Ana' });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({
      name: 'Ana Dona',
      email,
      isAgencyUser: false,
      role: 'admin',
      plan: 'enterprise',
      userLimit: 2,
      agencyName: 'Agência Ana',
    });
    expect(c.cookies.funil_session).toBeTruthy();
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ email, plan: 'enterprise' });

    const [used] = await paymentsOf(email);
    expect(used.agencyId).toBeTruthy();
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, used.agencyId!));
    expect(agency).toMatchObject({ plan: 'enterprise', userLimit: 2, subscriptionStatus: 'active' });
    expect(agency.paidUntil!.getTime()).toBeGreaterThan(Date.now() + PERIOD_MS - 60_000);
    const [linked] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, s.id));
    expect(linked.agencyId).toBe(agency.id);

    // the payment is used: no second account, no second validation (answered as for an
    // email never seen: the caller does not learn that the account exists)
    expect((await c.post('/api/check-payment-status', { email })).json()).toEqual({
      hasPayment: false,
      plan: null,
      seats: null,
      message: 'Pagamento não encontrado. Complete sua compra antes de continuar.',
    });
    const again = await new ApiClient(t.app).post('/api/auth/register', { name: 'Outra', email, password: 'senha123', plan: 'enterprise' });
    expect(again.statusCode).toBe(403);
  });

  it('refuses registration without a payment and creates nothing', async () => {
    const email = newEmail();
    const c = new ApiClient(t.app);
    const status = await c.post('/api/check-payment-status', { email });
    expect(status.json()).toEqual({ hasPayment: false, plan: null, seats: null, message: 'Pagamento não encontrado. Complete sua compra antes de continuar.' });
    const reg = await c.post('/api/auth/register', { name: 'Sem Pagamento', email, password: 'senha123', plan: 'enterprise' });
    expect(reg.statusCode).toBe(403);
    expect(reg.json().error).toBe('Pagamento não encontrado. Complete sua compra antes de continuar.');
    expect(c.cookies.funil_session).toBeUndefined();
    expect(await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`)).toHaveLength(0);
  });

  it('validates registration with the spec messages', async () => {
    const c = new ApiClient(t.app);
    const r = await c.post('/api/auth/register', { name: 'A', email: newEmail(), password: 'senha123', plan: 'enterprise' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Nome deve ter pelo menos 2 caracteres', field: 'name' });
    expect((await c.post('/api/check-payment-status', { email: '' })).json().error).toBe('Email é obrigatório');
  });

  it('validates the card and the client secret; a failed check changes nothing', async () => {
    const email = newEmail();
    const c = new ApiClient(t.app);
    const { clientSecret } = (await c.post('/api/create-subscription', { email, plan: 'business' })).json();
    const tries: [Record<string, unknown>, string, string][] = [
      [{ cardNumber: '4242 4242 4242 4241', ...CARD }, 'number', 'Número do cartão inválido.'],
      [{ cardNumber: '4242424242424242', ...CARD, expMonth: 1, expYear: 2020 }, 'expiry', 'Cartão vencido. Verifique a data de validade.'],
      [{ cardNumber: '4242424242424242', ...CARD, cvc: '12' }, 'cvc', 'Código de segurança (CVC) inválido.'],
      [{ cardNumber: '4111 1111 1111 1111', ...CARD }, 'number', 'Este ambiente usa o provedor de pagamento local'],
    ];
    for (const [card, field, message] of tries) {
      const r = await c.post('/api/payments/local/confirm', { clientSecret, ...card });
      expect(r.statusCode, JSON.stringify(card)).toBe(400);
      expect(r.json().field).toBe(field);
      expect(r.json().error).toContain(message);
    }
    expect((await paymentsOf(email))[0].status).toBe('pending');
    const forged = await c.post('/api/payments/local/confirm', {
      clientSecret: `${clientSecret.split('_secret_')[0]}_secret_forjado123`,
      cardNumber: '4242424242424242',
      ...CARD,
    });
    expect(forged.statusCode).toBe(404);
    expect((await paymentsOf(email))[0]).toMatchObject({ status: 'pending', plan: 'business', seats: 1, amountCents: 5700 });
  });

  // An email that already has an account is answered like any other: enumeration.test.ts.
  it('refuses bad input', async () => {
    const c = new ApiClient(t.app);
    expect((await c.post('/api/create-subscription', { plan: 'enterprise' })).statusCode).toBe(400);
    expect((await c.post('/api/create-subscription', { email: newEmail(), plan: 'gold' })).json()).toMatchObject({ field: 'plan' });
    expect((await c.post('/api/create-subscription', { email: newEmail(), plan: 'business', seats: 0 })).json()).toMatchObject({ field: 'seats' });
  });
});

describe('a signed-in owner upgrades and buys seats (D4)', () => {
  it('charges the prorated difference and updates plan and seats once paid; period kept', async () => {
    const { email, password, agency } = await seedAgency(t.db, { plan: 'business', seats: 1 });
    const paidUntil = new Date(Date.now() + PERIOD_MS / 2);
    await t.db.update(agencies).set({ paidUntil }).where(eq(agencies.id, agency.id));
    const c = await loginAs(t.app, email, password);
    // made by an operator, never charged: nothing recurring to cancel
    expect((await c.get('/api/billing/subscription')).json()).toMatchObject({ recurring: false, status: 'active' });
    expect((await c.post('/api/billing/cancel')).statusCode).toBe(404);

    const nothing = await c.post('/api/create-subscription', { plan: 'business', seats: 1 });
    expect(nothing.statusCode).toBe(400);

    const r = await c.post('/api/create-subscription', { email: 'ignorado@x.test', plan: 'enterprise', seats: 3 });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ upgrade: true, email, plan: 'enterprise', seats: 3, provider: 'local' });
    // (3 x 127 - 1 x 57) x half a month
    expect(Math.abs(body.amountCents - Math.round((38100 - 5700) / 2))).toBeLessThanOrEqual(2);

    // not applied before payment
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ plan: 'business', userLimit: 1 });
    const ok = await c.post('/api/payments/local/confirm', { clientSecret: body.clientSecret, cardNumber: '5555 5555 5555 4444', ...CARD });
    expect(ok.json()).toMatchObject({ status: 'succeeded', upgrade: true });
    expect((await c.get('/api/auth/me')).json()).toMatchObject({ plan: 'enterprise', userLimit: 3 });
    const [a] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(a.paidUntil!.getTime()).toBe(paidUntil.getTime());
    // an upgrade payment is not a registration payment
    expect((await new ApiClient(t.app).post('/api/check-payment-status', { email })).json().hasPayment).toBe(false);

    // downgrade and fewer seats are refused
    expect((await c.post('/api/create-subscription', { plan: 'business', seats: 3 })).statusCode).toBe(400);
    expect((await c.post('/api/create-subscription', { plan: 'enterprise', seats: 2 })).statusCode).toBe(400);

    // more seats later: the same subscription
    const more = (await c.post('/api/create-subscription', { plan: 'enterprise', seats: 5 })).json();
    await c.post('/api/payments/local/confirm', { clientSecret: more.clientSecret, cardNumber: '4242424242424242', ...CARD });
    expect((await c.get('/api/auth/me')).json().userLimit).toBe(5);
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agency.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ plan: 'enterprise', quantity: 5, status: 'active' });
    expect((await c.get('/api/billing/subscription')).json().recurring).toBe(true);

    // cancel: access until the end of the paid period
    const cancel = await c.post('/api/billing/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      provider: 'local',
      plan: 'enterprise',
      seats: 5,
      status: 'canceling',
      paidUntil: paidUntil.toISOString(),
      recurring: true,
    });
    expect((await c.get('/api/auth/me')).json().plan).toBe('enterprise');
  });

  it('team members cannot buy; a declined upgrade changes nothing', async () => {
    const { email, password, agency } = await seedAgency(t.db, { plan: 'business', seats: 2 });
    await t.db.insert(users).values({
      agencyId: agency.id,
      name: 'Admin Equipe',
      email: `admin-${email}`,
      passwordHash: await hashPassword('senha123'),
      isAgencyUser: true,
      role: 'admin',
    });
    const member = await loginAs(t.app, `admin-${email}`, 'senha123');
    expect((await member.post('/api/create-subscription', { plan: 'enterprise' })).statusCode).toBe(403);
    expect((await member.get('/api/billing/subscription')).statusCode).toBe(403);

    const owner = await loginAs(t.app, email, password);
    const { clientSecret } = (await owner.post('/api/create-subscription', { plan: 'enterprise' })).json();
    const declined = await owner.post('/api/payments/local/confirm', { clientSecret, cardNumber: '4000000000000002', ...CARD });
    expect(declined.statusCode).toBe(402);
    expect((await owner.get('/api/auth/me')).json()).toMatchObject({ plan: 'business', userLimit: 2 });
  });
});
