import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { passwordResets, sessions, users } from '../../../db/schema.ts';
import { LIMITS } from '../../../domain/auth/rate-limit.ts';
import { loadAgencySession, SESSION_IDLE_MS } from '../../../domain/auth/sessions.ts';
import { MAIL_BUDGET } from '../../../domain/mail-budget.ts';
import { sha256 } from '../../../lib/crypto.ts';

const t = withTestApp();

describe('login, me, logout', () => {
  it('logs in, answers /me with the D21 user, rotates and ends the session', async () => {
    const { email, password, owner, agency } = await seedAgency(t.db, { plan: 'business', seats: 3 });
    const c = new ApiClient(t.app);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);

    const login = await c.post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const first = c.cookies.funil_session;
    expect(first).toHaveLength(43); // 256 bits, base64url

    const me = await c.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: owner.id,
      name: owner.name,
      email,
      isAgencyUser: false,
      role: 'admin',
      plan: 'business',
      userLimit: 3,
      agencyName: agency.name,
      businessType: null,
      ceoName: null,
      cnpj: null,
      website: null,
      instagram: null,
      region: null,
      monthlyRevenue: null,
      subscription: { status: 'active', paidUntil: null, ended: false, lock: 'none', graceUntil: null },
    });

    // the token is stored hashed only
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(first));
    expect(rows.map((r) => r.tokenHash)).not.toContain(first);

    // rotated at login: the old token dies
    await c.post('/api/auth/login', { email, password });
    expect(c.cookies.funil_session).not.toBe(first);
    const old = new ApiClient(t.app);
    old.cookies.funil_session = first;
    expect((await old.get('/api/auth/me')).statusCode).toBe(401);

    const out = await c.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(c.cookies.funil_session).toBeUndefined();
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers 401 alike for an unknown email and a wrong password', async () => {
    const { email } = await seedAgency(t.db);
    const a = await new ApiClient(t.app).post('/api/auth/login', { email, password: 'errada1' });
    const b = await new ApiClient(t.app).post('/api/auth/login', { email: 'ninguem@x.test', password: 'errada1' });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
    expect(a.json().error).toBe('Email ou senha incorretos');
  });

  it('validates with the spec messages', async () => {
    const c = new ApiClient(t.app);
    const bad = await c.post('/api/auth/login', { email: 'nao-e-email', password: '123456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Email inválido', field: 'email' });
    const short = await c.post('/api/auth/login', { email: 'a@b.co', password: '123' });
    expect(short.json().error).toBe('Senha deve ter pelo menos 6 caracteres');
  });

  it('expires idle sessions and ends sessions of a removed user', async () => {
    const { email, password, owner } = await seedAgency(t.db);
    const c = await loginAs(t.app, email, password);
    const token = c.cookies.funil_session;
    expect(await loadAgencySession(t.db, token, Date.now() + SESSION_IDLE_MS + 60_000)).toBeNull();
    expect((await c.get('/api/auth/me')).statusCode).toBe(401); // deleted when found stale

    const c2 = await loginAs(t.app, email, password);
    await t.db.delete(users).where(eq(users.id, owner.id));
    expect((await c2.get('/api/auth/me')).statusCode).toBe(401);
  });
});

// Throttling of failed logins: login-throttling.test.ts.

describe('password reset (D12)', () => {
  it('mails a single-use link, same answer for unknown emails', async () => {
    const { email, owner } = await seedAgency(t.db);
    const c = new ApiClient(t.app);
    const before = t.mailer.sent.length;
    const known = await c.post('/api/auth/reset-password', { email });
    const unknown = await c.post('/api/auth/reset-password', { email: 'ninguem@nada.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const session = await loginAs(t.app, email, 'senha123');
    const ok = await c.post('/api/auth/reset-password/confirm', { token, password: 'novasenha' });
    expect(ok.statusCode).toBe(200);
    expect((await session.get('/api/auth/me')).statusCode).toBe(401); // reset ends sessions
    expect((await c.post('/api/auth/reset-password/confirm', { token, password: 'outrasenha' })).statusCode).toBe(400); // single use
    await loginAs(t.app, email, 'novasenha');

    // expired after 1 hour
    await c.post('/api/auth/reset-password', { email });
    const token2 = /token=([\w-]+)/.exec(t.mailer.sent.at(-1)!.text)?.[1] as string;
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, owner.id));
    expect((await c.post('/api/auth/reset-password/confirm', { token: token2, password: 'outrasenha' })).statusCode).toBe(400);
  });

  it('rate-limits reset requests per email, without blocking the owner from signing in', async () => {
    const { email, password } = await seedAgency(t.db);
    const from = (i: number) => new ApiClient(t.app, `10.5.0.${i + 1}`);
    for (let i = 0; i < LIMITS.resetEmail; i++) expect((await from(i).post('/api/auth/reset-password', { email })).statusCode).toBe(200);
    expect((await from(99).post('/api/auth/reset-password', { email })).statusCode).toBe(429);
    expect((await new ApiClient(t.app).post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it(`one address: ${MAIL_BUDGET.resetRequests} reset requests an hour over all emails, known or not (each may be a mail)`, async () => {
    const accounts = [await seedAgency(t.db), await seedAgency(t.db)];
    const c = new ApiClient(t.app, '10.5.1.1');
    const before = t.mailer.sent.length;
    for (let i = 0; i < MAIL_BUDGET.resetRequests; i++) {
      const email = i % 2 ? `ninguem${i}@nada.test` : accounts[(i / 2) % 2].email;
      expect((await c.post('/api/auth/reset-password', { email })).statusCode).toBe(200);
    }
    const over = await c.post('/api/auth/reset-password', { email: accounts[0].email });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mailer.sent.length - before).toBe(MAIL_BUDGET.resetRequests / 2);
    expect((await new ApiClient(t.app, '10.5.1.2').post('/api/auth/reset-password', { email: accounts[0].email })).statusCode).toBe(200);
  });
});

describe('CSRF and error format (D21)', () => {
  it('refuses a state change without the marker header, with a foreign origin or a non-JSON body', async () => {
    const { email, password } = await seedAgency(t.db);
    const noMarker = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
    });
    expect(noMarker.statusCode).toBe(403);
    expect(noMarker.headers['set-cookie']).toBeUndefined();
    const c = new ApiClient(t.app);
    const foreign = await c.request('POST', '/api/auth/login', { email, password }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${email}&password=${password}`,
    });
    expect(form.statusCode).toBe(403);
    const sameOrigin = await c.request('POST', '/api/auth/login', { email, password }, { origin: 'http://localhost:3000' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('answers malformed JSON 400, a huge body 413, unknown API 404, never a stack', async () => {
    const h = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: h, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Corpo da requisição não é um JSON válido' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: h,
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Rota não encontrada' });
    for (const r of [bad, big, unknown]) expect(r.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers and answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for pages outside the route table and 200 for app routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/funnels' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/nada/aqui' })).statusCode).toBe(404);
  });
});
