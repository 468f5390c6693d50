// The session cache of the running server (decision 010): lookups are reused for a few seconds,
// yet a session that ended (logout, password reset, member removed, client access switched
// off) is refused at once, well within the cache's lifetime.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../tests/helpers/app.ts';
import { seedClient, seedTeamMember } from '../../../tests/helpers/canvas-fixtures.ts';
import { sessions } from '../db/schema.ts';
import { SESSION_CACHE_MS } from '../domain/auth/session-cache.ts';

// A lifetime no test can outlast: every refusal below comes from an invalidation, not expiry.
const t = withTestApp({}, { sessionCacheMs: 10 * 60_000 });

let owner: { email: string; password: string; agency: { id: string } };
beforeEach(async () => {
  owner = await seedAgency(t.db, { plan: 'enterprise', seats: 5 });
});

describe('session cache', () => {
  it('is a few seconds long on the running server', () => {
    expect(SESSION_CACHE_MS).toBeGreaterThan(0);
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(10_000);
  });

  it('reuses a lookup: a session row deleted behind the server still answers until something changes', async () => {
    const c = await loginAs(t.app, owner.email, owner.password);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, (await c.get('/api/auth/me')).json().id));
    // Proves the cache is on (so the refusals below are its invalidation at work).
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    await c.post('/api/auth/logout');
  });

  it('refuses a logged-out session at once', async () => {
    const c = await loginAs(t.app, owner.email, owner.password);
    const cookie = c.cookieHeader();
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    expect((await c.post('/api/auth/logout')).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses the sessions of a password reset at once', async () => {
    const c = await loginAs(t.app, owner.email, owner.password);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    const anon = new ApiClient(t.app);
    await anon.post('/api/auth/reset-password', { email: owner.email });
    const token = /token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    expect((await anon.post('/api/auth/reset-password/confirm', { token, password: 'novasenha1' })).statusCode).toBe(200);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses a removed team member at once', async () => {
    const member = await seedTeamMember(t.db, owner.agency.id, 'creator');
    const m = await loginAs(t.app, member.email, member.password);
    expect((await m.get('/api/canvases')).statusCode).toBe(200);
    const o = await loginAs(t.app, owner.email, owner.password);
    expect((await o.delete(`/api/agency-users/${member.user.id}`)).statusCode).toBe(200);
    expect((await m.get('/api/canvases')).statusCode).toBe(401);
  });

  it('refuses a client whose access was switched off at once', async () => {
    const o = await loginAs(t.app, owner.email, owner.password);
    const client = await seedClient(t.db, owner.agency.id);
    const email = `cliente-${Date.now()}@cliente.test`;
    const created = await o.post(`/api/clients/${client.id}/access`, { email, password: 'senha-cliente' });
    expect(created.statusCode).toBe(201);
    const portal = new ApiClient(t.app);
    expect((await portal.post('/api/client/login', { email, password: 'senha-cliente' })).statusCode).toBe(200);
    expect((await portal.get('/api/client/me')).statusCode).toBe(200);
    const off = await o.put(`/api/clients/${client.id}/access/${created.json().id}`, { email, isActive: false });
    expect(off.statusCode).toBe(200);
    expect((await portal.get('/api/client/me')).statusCode).toBe(401);
  });
});
