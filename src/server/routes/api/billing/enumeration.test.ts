// The public billing calls answer alike whether or not an account has the email: only the
// account's inbox hears that it exists (docs/decisions/007).
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiClient, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';

const t = withTestApp();

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' };
let n = 0;
const unknownEmail = () => `ninguem${++n}-${Math.random().toString(36).slice(2, 7)}@agencia.test`;

/** What the caller sees, with the echoed email and the per-payment secret set aside. */
const seen = (r: LightMyRequestResponse, email: string) => {
  const body = r.json();
  const same = { ...body };
  if (same.email === email) same.email = '<email>';
  if (typeof same.clientSecret === 'string' && /^lpi_.+_secret_.+/.test(same.clientSecret)) same.clientSecret = '<secret>';
  return { status: r.statusCode, body: same };
};

describe('POST /api/check-payment-status', () => {
  it('answers an account’s email exactly like an email never seen', async () => {
    const { email: owner } = await seedAgency(t.db);
    const c = new ApiClient(t.app);
    const known = await c.post('/api/check-payment-status', { email: owner });
    const unknown = await c.post('/api/check-payment-status', { email: unknownEmail() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ hasPayment: false, plan: null, seats: null, message: 'Pagamento não encontrado. Complete sua compra antes de continuar.' });
    expect((await c.post('/api/check-payment-status', { email: owner.toUpperCase() })).json()).toEqual(unknown.json());
  });
});

describe('POST /api/create-subscription without a session', () => {
  it('answers an account’s email like any other, through payment, and tells only its inbox', async () => {
    const { email: owner } = await seedAgency(t.db);
    const stranger = unknownEmail();
    const c = new ApiClient(t.app);
    const mails = t.mailer.sent.length;

    const known = await c.post('/api/create-subscription', { email: owner, plan: 'enterprise', seats: 2 });
    const unknown = await c.post('/api/create-subscription', { email: stranger, plan: 'enterprise', seats: 2 });
    expect(seen(known, owner)).toEqual(seen(unknown, stranger));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ provider: 'local', status: 'pending', amountCents: 25400, upgrade: false });

    // the next free steps answer alike too
    expect((await c.post('/api/check-payment-status', { email: owner })).json()).toEqual(
      (await c.post('/api/check-payment-status', { email: stranger })).json(),
    );
    const paidKnown = await c.post('/api/payments/local/confirm', { clientSecret: known.json().clientSecret, ...CARD });
    const paidUnknown = await c.post('/api/payments/local/confirm', { clientSecret: unknown.json().clientSecret, ...CARD });
    expect(seen(paidKnown, owner)).toEqual(seen(paidUnknown, stranger));

    // the account's inbox is told, once; the unknown email gets nothing
    const sent = t.mailer.sent.slice(mails);
    expect(sent.map((m) => m.to)).toEqual([owner]);
    expect(sent[0].subject).toBe('Funil: compra iniciada com o email da sua conta');
    expect(sent[0].text).toContain('já tem uma conta');
    expect(sent[0].text).toContain('http://localhost:3000/dashboard/account');
    // at most once an hour, whatever the caller does
    for (let i = 0; i < 3; i++) expect((await c.post('/api/create-subscription', { email: owner, plan: 'business' })).statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(mails + 1);
  });
});
