// Access ends when a cancelled paid period ends (docs/product.md; D4, D11). Time passing
// is simulated by moving agencies.paid_until into the past.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedLinkedCanvas } from '../../../../../tests/helpers/portal.ts';
import { seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';
import { AGENCY_INFO, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { formatBillingDate, PORTAL_UNAVAILABLE_MESSAGE } from '../../../../shared/billing-status.ts';
import { authorizeCollab } from '../../../collab/authorize.ts';
import { agencies, clients, payments, subscriptions } from '../../../db/schema.ts';
import { PERIOD_MS } from '../../../domain/billing/pricing.ts';

const t = withTestApp();

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' };
const DAY = 24 * 3600 * 1000;

/**
 * An agency paying through the local provider (its subscription row as a real purchase
 * leaves it), with its team, a client with portal access and a funnel shared by public link.
 */
async function world() {
  const w = await seedWorkspace(t.app, t.db, { plan: 'enterprise', seats: 5 });
  const paidUntil = new Date(Date.now() + 20 * DAY);
  await t.db.update(agencies).set({ paidUntil, subscriptionStatus: 'active' }).where(eq(agencies.id, w.agency.id));
  await t.db.insert(subscriptions).values({
    agencyId: w.agency.id,
    email: w.ownerEmail,
    provider: 'local',
    providerRef: `lsub_${Math.random().toString(36).slice(2)}`,
    plan: 'enterprise',
    quantity: 5,
    status: 'active',
    currentPeriodEnd: paidUntil,
  });
  const cl = await seedClientAccess(t.db, w.agency.id, { name: 'Cliente Portal' });
  const { link, canvas } = await seedLinkedCanvas(t.db, { agencyId: w.agency.id, clientId: cl.clientId, userId: w.owner.id });
  const portal = new ApiClient(t.app);
  expect((await portal.post('/api/client/login', { email: cl.email, password: cl.password })).statusCode).toBe(200);
  return { ...w, paidUntil, cl, link, canvas, portal };
}

type World = Awaited<ReturnType<typeof world>>;

/** The paid period ran out `daysAgo` days ago. */
async function timePasses(w: World, daysAgo = 1) {
  const paidUntil = new Date(Date.now() - daysAgo * DAY);
  await t.db.update(agencies).set({ paidUntil }).where(eq(agencies.id, w.agency.id));
  return paidUntil;
}

const endedMessage = (d: Date) => `Sua assinatura terminou em ${formatBillingDate(d)}. Assine um plano para voltar a usar o Funil.`;

async function expectEverythingWorks(w: World) {
  expect((await w.as.owner.get('/api/clients')).statusCode).toBe(200);
  expect((await w.as.owner.get('/api/metrics')).statusCode).toBe(200);
  expect((await w.as.creator.get('/api/canvases')).statusCode).toBe(200);
  expect((await w.as.admin.get('/api/agency-users')).statusCode).toBe(200);
  expect((await w.portal.get('/api/client/me')).statusCode).toBe(200);
  expect((await w.portal.get(`/api/client/canvas/${w.canvas.id}`)).statusCode).toBe(200);
  expect((await new ApiClient(t.app).get(`/api/public/canvas/${w.link}`)).statusCode).toBe(200);
  const agencyToken = w.as.owner.cookies.funil_session;
  expect(await authorizeCollab(t.db, { agencyToken }, w.canvas.id)).not.toBeNull();
}

describe('cancelled, still in the paid period', () => {
  it('keeps everything working and tells the app until when', async () => {
    const w = await world();
    const cancel = await w.as.owner.post('/api/billing/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'canceling', paidUntil: w.paidUntil.toISOString(), ended: false });
    await expectEverythingWorks(w);
    expect((await w.as.owner.get('/api/auth/me')).json().subscription).toEqual({ status: 'canceling', paidUntil: w.paidUntil.toISOString(), ended: false, lock: 'none', graceUntil: null });
    expect((await w.as.owner.post('/api/clients', { name: 'Novo Cliente', segment: 'Varejo' })).statusCode).toBe(201);
  });

  it('the owner reactivates at no charge; team members cannot', async () => {
    const w = await world();
    await w.as.owner.post('/api/billing/cancel');
    expect((await w.as.admin.post('/api/billing/reactivate')).statusCode).toBe(403);
    const before = await t.db.select().from(payments).where(eq(payments.agencyId, w.agency.id));
    const r = await w.as.owner.post('/api/billing/reactivate');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'active', paidUntil: w.paidUntil.toISOString(), ended: false });
    expect(await t.db.select().from(payments).where(eq(payments.agencyId, w.agency.id))).toHaveLength(before.length);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, w.agency.id));
    expect(sub.status).toBe('active');
    // nothing to reactivate any more; and an ended period is not reactivated but paid again
    expect((await w.as.owner.post('/api/billing/reactivate')).statusCode).toBe(404);
  });
});

describe('after the paid period of a cancelled subscription ended', () => {
  it('refuses agency calls with 402 and the date, changes nothing, and closes portal, public links and live editing', async () => {
    const w = await world();
    await w.as.owner.post('/api/billing/cancel');
    const ended = await timePasses(w, 2);
    const msg = endedMessage(ended);

    const calls: [ApiClient, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
      [w.as.owner, 'GET', '/api/clients'],
      [w.as.owner, 'POST', '/api/clients', { name: 'Cliente Novo', segment: 'Varejo' }],
      [w.as.owner, 'PUT', `/api/clients/${w.cl.clientId}`, { name: 'Renomeado', segment: 'Varejo' }],
      [w.as.owner, 'DELETE', `/api/clients/${w.cl.clientId}`],
      [w.as.owner, 'GET', '/api/metrics'],
      [w.as.owner, 'GET', '/api/recent-comments'],
      [w.as.owner, 'GET', '/api/canvases'],
      [w.as.owner, 'GET', `/api/canvases/${w.canvas.id}`],
      [w.as.owner, 'GET', '/api/templates'],
      [w.as.owner, 'GET', '/api/agency-users'],
      [w.as.owner, 'PATCH', '/api/agency-info', AGENCY_INFO],
      [w.as.owner, 'POST', '/api/billing/cancel'],
      [w.as.owner, 'POST', '/api/billing/reactivate'],
      [w.as.admin, 'GET', '/api/clients'],
      [w.as.gestor, 'GET', '/api/metrics'],
      [w.as.creator, 'GET', '/api/canvases'],
    ];
    for (const [api, method, url, body] of calls) {
      const r = await api.request(method, url, body);
      expect(r.statusCode, `${method} ${url}`).toBe(402);
      expect(r.json(), `${method} ${url}`).toEqual({ error: msg });
    }
    const [c] = await t.db.select().from(clients).where(eq(clients.id, w.cl.clientId));
    expect(c.name).toBe('Cliente Portal');
    expect(await t.db.select().from(clients).where(eq(clients.agencyId, w.agency.id))).toHaveLength(1);
    const [a] = await t.db.select().from(agencies).where(eq(agencies.id, w.agency.id));
    expect(a).toMatchObject({ subscriptionStatus: 'canceling', plan: 'enterprise', userLimit: 5, ceoName: null });

    // the portal: session calls and sign-in answer unavailable (a wrong password stays 401)
    for (const url of ['/api/client/me', '/api/client/canvases', `/api/client/canvas/${w.canvas.id}`, '/api/client/analytics']) {
      const r = await w.portal.get(url);
      expect(r.statusCode, url).toBe(402);
      expect(r.json()).toEqual({ error: PORTAL_UNAVAILABLE_MESSAGE });
    }
    const relog = await new ApiClient(t.app).post('/api/client/login', { email: w.cl.email, password: w.cl.password });
    expect(relog.statusCode).toBe(402);
    expect(relog.json()).toEqual({ error: PORTAL_UNAVAILABLE_MESSAGE });
    expect((await new ApiClient(t.app).post('/api/client/login', { email: w.cl.email, password: 'errada123' })).statusCode).toBe(401);

    // public links: the usual 404
    const anon = new ApiClient(t.app);
    const pub = await anon.get(`/api/public/canvas/${w.link}`);
    expect(pub.statusCode).toBe(404);
    expect(pub.json()).toEqual({ error: 'Funil não encontrado' });
    expect((await anon.post(`/api/public/canvas/${w.link}/approvals`, { status: 'approved', feedback: '', clientName: 'Ana' })).statusCode).toBe(404);

    // live editing
    expect(await authorizeCollab(t.db, { agencyToken: w.as.owner.cookies.funil_session }, w.canvas.id)).toBeNull();
  });

  it('still answers me, billing summary, login and logout, and refuses team members a purchase', async () => {
    const w = await world();
    await w.as.owner.post('/api/billing/cancel');
    const ended = await timePasses(w);
    const sub = { status: 'canceling', paidUntil: ended.toISOString(), ended: true, lock: 'none', graceUntil: null };

    const me = await w.as.owner.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ plan: 'enterprise', subscription: sub });
    expect((await w.as.creator.get('/api/auth/me')).json().subscription).toEqual(sub);
    const summary = await w.as.owner.get('/api/billing/subscription');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ status: 'canceling', ended: true });
    // team members never see billing, ended or not (docs/product.md)
    expect((await w.as.admin.get('/api/billing/subscription')).statusCode).toBe(403);
    expect((await w.as.admin.post('/api/create-subscription', { plan: 'enterprise' })).statusCode).toBe(403);

    const again = await loginAs(t.app, w.ownerEmail, 'senha123');
    expect((await again.get('/api/auth/me')).json().subscription).toEqual(sub);
    expect((await again.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await again.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('a subscription Stripe ended (canceled) without a paid period is over at once; an active one never expires', async () => {
    const w = await world();
    await t.db.update(agencies).set({ subscriptionStatus: 'canceled', paidUntil: null }).where(eq(agencies.id, w.agency.id));
    expect((await w.as.owner.get('/api/clients')).json()).toEqual({ error: 'Sua assinatura terminou. Assine um plano para voltar a usar o Funil.' });

    // a local subscription renews by itself: a past paid_until while active is no end
    await t.db
      .update(agencies)
      .set({ subscriptionStatus: 'active', paidUntil: new Date(Date.now() - 40 * DAY) })
      .where(eq(agencies.id, w.agency.id));
    await expectEverythingWorks(w);
  });

  it('subscribing again restores access, data and links; the new subscription can be cancelled again', async () => {
    const w = await world();
    await w.as.owner.post('/api/billing/cancel');
    await timePasses(w, 3);
    const [old] = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, w.agency.id));

    // 4 users exist (owner + 3 members): fewer seats are refused
    const few = await w.as.owner.post('/api/create-subscription', { plan: 'business', seats: 2 });
    expect(few.statusCode).toBe(400);
    expect(few.json().error).toBe('Sua agência tem 4 usuários cadastrados (você e a equipe). Assine pelo menos 4 usuários.');

    // the same plan again, a full month for the seats (no "nothing to change", no proration)
    const start = await w.as.owner.post('/api/create-subscription', { plan: 'enterprise' });
    expect(start.statusCode).toBe(200);
    const body = start.json();
    expect(body).toMatchObject({ status: 'pending', amountCents: 5 * 12700, plan: 'enterprise', seats: 5, upgrade: true });
    // still ended until paid
    expect((await w.as.owner.get('/api/clients')).statusCode).toBe(402);

    const paid = await w.as.owner.post('/api/payments/local/confirm', { clientSecret: body.clientSecret, ...CARD });
    expect(paid.statusCode).toBe(200);

    const me = (await w.as.owner.get('/api/auth/me')).json();
    expect(me.subscription).toMatchObject({ status: 'active', ended: false });
    const until = new Date(me.subscription.paidUntil).getTime();
    expect(Math.abs(until - (Date.now() + PERIOD_MS))).toBeLessThan(60_000);
    await expectEverythingWorks(w);
    expect((await w.as.owner.get('/api/clients')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Cliente Portal' })]));

    // a new subscription, the old one untouched
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, w.agency.id)).orderBy(desc(subscriptions.createdAt));
    expect(subs).toHaveLength(2);
    expect(subs[0]).toMatchObject({ status: 'active', plan: 'enterprise', quantity: 5 });
    expect(subs[0].providerRef).not.toBe(old.providerRef);
    expect(subs[1]).toMatchObject({ id: old.id, status: 'canceling' });

    const cancel = await w.as.owner.post('/api/billing/cancel');
    expect(cancel.json()).toMatchObject({ status: 'canceling', ended: false });
    const [again] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subs[0].id));
    expect(again.status).toBe('canceling');
  });

  it('may come back on a smaller plan', async () => {
    const w = await world();
    await w.as.owner.post('/api/billing/cancel');
    await timePasses(w);
    const start = await w.as.owner.post('/api/create-subscription', { plan: 'business', seats: 4 });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ amountCents: 4 * 5700, plan: 'business', seats: 4 });
    expect((await w.as.owner.post('/api/payments/local/confirm', { clientSecret: start.json().clientSecret, ...CARD })).statusCode).toBe(200);
    expect((await w.as.owner.get('/api/auth/me')).json()).toMatchObject({ plan: 'business', userLimit: 4, subscription: { status: 'active', ended: false } });
    expect((await w.as.owner.get('/api/clients')).statusCode).toBe(200);
  });
});
