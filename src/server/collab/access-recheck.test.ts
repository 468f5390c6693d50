// A REST call that takes access away closes the affected live sockets before it answers, not at
// the next periodic re-check (60 s, far beyond these waits): a new password for a client access,
// a password chosen through an invitation, a password reset for an agency user. The multi-instance case is in collab-instances.test.ts.
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, type TestApp } from '../../../tests/helpers/app.ts';
import { seedClientSession } from '../../../tests/helpers/canvas-fixtures.ts';
import { eventually, seedLiveCanvas, withLiveApp } from '../../../tests/helpers/collab.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

describe('access taken away closes the live sockets at once', () => {
  it('a new password for a client access closes that access’s sockets, not the others', async () => {
    const s = await seedLiveCanvas(t, 'published');
    const changed = await seedClientSession(t.db, s.agency.id, s.client.id);
    const other = await seedClientSession(t.db, s.agency.id, s.client.id);
    const a = connect(base, s.canvas.id, `funil_client_session=${changed.token}`);
    const b = connect(base, s.canvas.id, `funil_client_session=${other.token}`);
    const agency = connect(base, s.canvas.id, s.cookie);
    for (const p of [a, b, agency]) expect(await p.ready).toBe('synced');

    const res = await s.api.put(`/api/clients/${s.client.id}/access/${changed.access.id}`, {
      email: changed.access.email,
      isActive: true,
      password: 'outrasenha123',
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(a.provider.isAuthenticated).toBe(false), 5_000);
    expect(b.provider.isAuthenticated).toBe(true);
    expect(agency.provider.isAuthenticated).toBe(true);
  });

  it('a password chosen through the invitation link closes that access’s sockets, not the others', async () => {
    const s = await seedLiveCanvas(t, 'published');
    const invited = await seedClientSession(t.db, s.agency.id, s.client.id);
    const other = await seedClientSession(t.db, s.agency.id, s.client.id);
    const a = connect(base, s.canvas.id, `funil_client_session=${invited.token}`);
    const b = connect(base, s.canvas.id, `funil_client_session=${other.token}`);
    for (const p of [a, b]) expect(await p.ready).toBe('synced');

    expect((await s.api.post(`/api/clients/${s.client.id}/access/${invited.access.id}/invitation`)).statusCode).toBe(200);
    const token = /client-set-password\?token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    expect((await new ApiClient(t.app).post('/api/client/set-password', { token, password: 'escolhida123' })).statusCode).toBe(200);
    await eventually(() => expect(a.provider.isAuthenticated).toBe(false), 5_000);
    expect(b.provider.isAuthenticated).toBe(true);
  });

  it('a password reset ends every session of that user and closes their sockets', async () => {
    const s = await seedLiveCanvas(t, 'draft');
    const second = await loginAs(t.app, s.email, s.password);
    const a = connect(base, s.canvas.id, s.cookie);
    const b = connect(base, s.canvas.id, second.cookieHeader());
    for (const p of [a, b]) expect(await p.ready).toBe('synced');

    const anon = new ApiClient(t.app);
    expect((await anon.post('/api/auth/reset-password', { email: s.email })).statusCode).toBe(200);
    const token = /token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    expect((await anon.post('/api/auth/reset-password/confirm', { token, password: 'novasenha123' })).statusCode).toBe(200);
    await eventually(() => {
      expect(a.provider.isAuthenticated).toBe(false);
      expect(b.provider.isAuthenticated).toBe(false);
    }, 5_000);
    expect((await s.api.get('/api/canvases')).statusCode).toBe(401);
  });
});
