// The client portal routes: sign-in and the dashboard (docs/product.md). The client canvas is in client-canvas.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin, seedPortalWorld } from '../../../../../tests/helpers/portal.ts';
import { sampleContent, seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';
import { authAttempts, clientAccesses, sessions } from '../../../db/schema.ts';
import { LIMITS } from '../../../domain/auth/rate-limit.ts';
import { CLIENT_COOKIE } from '../../../plugins/session.ts';

const t = withTestApp();

describe('client sign-in', () => {
  it('logs in, answers me, logs out; the token is stored hashed', async () => {
    const ag = await seedAgency(t.db, { plan: 'business' });
    const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Padaria Sol' });
    const c = new ApiClient(t.app);
    expect((await c.get('/api/client/me')).statusCode).toBe(401);
    const res = await c.post('/api/client/login', { email: cl.email.toUpperCase(), password: cl.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Padaria Sol' });
    expect(String(res.headers['set-cookie'])).toMatch(/funil_client_session=.*HttpOnly/);
    const me = await c.get('/api/client/me');
    expect(me.json()).toEqual({ name: 'Padaria Sol', email: cl.email, clientId: cl.clientId, agencyName: ag.agency.name, canDraw: false });
    const [s] = await t.db.select().from(sessions).where(eq(sessions.clientAccessId, cl.access.id));
    expect(s.kind).toBe('client');
    expect(s.tokenHash).not.toBe(c.cookies[CLIENT_COOKIE]);
    expect((await c.post('/api/client/logout')).statusCode).toBe(200);
    expect(c.cookies[CLIENT_COOKIE]).toBeUndefined();
    expect((await c.get('/api/client/me')).statusCode).toBe(401);
  });

  it('answers 401 alike for unknown email, wrong password and a switched-off access', async () => {
    const ag = await seedAgency(t.db);
    const cl = await seedClientAccess(t.db, ag.agency.id);
    const off = await seedClientAccess(t.db, ag.agency.id, { isActive: false });
    const a = await new ApiClient(t.app).post('/api/client/login', { email: cl.email, password: 'errada' });
    const b = await new ApiClient(t.app).post('/api/client/login', { email: 'ninguem@cliente.test', password: 'errada' });
    const d = await new ApiClient(t.app).post('/api/client/login', { email: off.email, password: off.password });
    for (const r of [a, b, d]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: 'Email ou senha incorretos' });
    }
  });

  it('requires the fields (docs/product.md)', async () => {
    const c = new ApiClient(t.app);
    const r = await c.post('/api/client/login', { email: '', password: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Email é obrigatório');
    const p = await c.post('/api/client/login', { email: 'a@b.co', password: '' });
    expect(p.json()).toEqual({ error: 'Senha é obrigatória', field: 'password' });
  });

  it('a switched-off access loses its open session', async () => {
    const ag = await seedAgency(t.db);
    const cl = await seedClientAccess(t.db, ag.agency.id);
    const c = await clientLogin(t, cl.email, cl.password);
    expect((await c.get('/api/client/me')).statusCode).toBe(200);
    await t.db.update(clientAccesses).set({ isActive: false }).where(eq(clientAccesses.id, cl.access.id));
    const r = await c.get('/api/client/canvases');
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe('Sessão expirada. Faça login novamente.');
  });

  it('is throttled like the agency login, per email and address, in its own scope', async () => {
    const ag = await seedAgency(t.db);
    const cl = await seedClientAccess(t.db, ag.agency.id);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/login',
        remoteAddress,
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: cl.email, password }),
      });
    for (let i = 0; i < LIMITS.freePairFailures; i++) expect((await from('203.0.113.77', `errada${i}`)).statusCode).toBe(401);
    const r = await from('203.0.113.77', cl.password);
    expect(r.statusCode).toBe(429);
    expect(r.json().error).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    const rows = await t.db.select().from(authAttempts).where(eq(authAttempts.kind, 'client-login:pair'));
    expect(rows.filter((a) => a.key.startsWith(cl.email.toLowerCase()))).toHaveLength(LIMITS.freePairFailures);
    // the agency login is another scope, and the client at another address gets in
    expect((await loginAs(t.app, ag.email, ag.password)).cookies.funil_session).toBeTruthy();
    expect((await from('198.51.100.8', cl.password)).statusCode).toBe(200);
    await t.db.delete(authAttempts);
  });

  it('client and agency sessions never open each other’s routes', async () => {
    const { ag, cl, published } = await seedPortalWorld(t);
    const agency = await loginAs(t.app, ag.email, ag.password);
    const client = await clientLogin(t, cl.email, cl.password);
    // agency cookie on client routes
    expect((await agency.get('/api/client/me')).statusCode).toBe(401);
    expect((await agency.get('/api/client/canvases')).statusCode).toBe(401);
    expect((await agency.get(`/api/client/canvas/${published.id}`)).statusCode).toBe(401);
    // client cookie on agency routes
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    expect((await client.patch(`/api/canvases/${published.id}/comments/comment-agency`, { resolved: true })).statusCode).toBe(401);
    // a client token put in the agency cookie is not an agency session
    const forged = new ApiClient(t.app);
    forged.cookies.funil_session = client.cookies[CLIENT_COOKIE];
    expect((await forged.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('dashboard: Meus Funis and Status dos Funis', () => {
  it('lists only the published, adjustment and approved funnels of that client, never drafts', async () => {
    const { ag, cl, published, adjust, approved } = await seedPortalWorld(t);
    // another client of the same agency, and another agency
    const other = await seedClientAccess(t.db, ag.agency.id);
    await seedCanvas(t.db, { agencyId: ag.agency.id, clientId: other.clientId, status: 'published', title: 'Do outro cliente', content: sampleContent() });
    const ag2 = await seedAgency(t.db);
    const cl2 = await seedClientAccess(t.db, ag2.agency.id);
    await seedCanvas(t.db, { agencyId: ag2.agency.id, clientId: cl2.clientId, status: 'published', title: 'Da outra agência', content: sampleContent() });

    const c = await clientLogin(t, cl.email, cl.password);
    const list = await c.get('/api/client/canvases');
    expect(list.statusCode).toBe(200);
    const items = list.json() as { id: string; title: string; status: string }[];
    expect(items.map((i) => i.id).sort()).toEqual([published.id, adjust.id, approved.id].sort());
    expect(Object.keys(items[0]).sort()).toEqual(['description', 'dueDate', 'id', 'status', 'title', 'updatedAt', 'views']);
    const only = await c.get('/api/client/canvases?status=needs_adjustments');
    expect(only.json().map((i: { id: string }) => i.id)).toEqual([adjust.id]);
    expect((await c.get('/api/client/canvases?status=draft')).statusCode).toBe(400);

    const a = await c.get('/api/client/analytics');
    expect(a.json()).toEqual({ totalApproved: 1, totalAguardandoAjustes: 1, totalParaAprovacao: 1, totalFunisCriados: 3 });
  });
});
