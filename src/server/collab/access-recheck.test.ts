// A REST call that takes access away closes the affected live sockets before it answers, not at
// the next periodic re-check (60 s, far beyond these waits): a team member removed, a password
// reset for an agency user. Client sessions never hold a socket (they read the published version
// through REST). The multi-instance case is in collab-instances.test.ts.
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, type TestApp } from '../../../tests/helpers/app.ts';
import { eventually, expectSynced, seedLiveCanvas, withLiveApp } from '../../../tests/helpers/collab.ts';
import { seedMember } from '../../../tests/helpers/workspace.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

describe('access taken away closes the live sockets at once', () => {
  it('removing a team member closes that member’s sockets, not the others', async () => {
    const s = await seedLiveCanvas(t, 'published');
    const removed = await seedMember(t.app, t.db, s.agency.id, 'gestor', 'Sai');
    const other = await seedMember(t.app, t.db, s.agency.id, 'gestor', 'Fica');
    const a = connect(base, s.canvas.id, removed.api.cookieHeader());
    const b = connect(base, s.canvas.id, other.api.cookieHeader());
    const agency = connect(base, s.canvas.id, s.cookie);
    await expectSynced(a, b, agency);

    const res = await s.api.delete(`/api/agency-users/${removed.user.id}`);
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(a.provider.isAuthenticated).toBe(false), 5_000);
    expect(b.provider.isAuthenticated).toBe(true);
    expect(agency.provider.isAuthenticated).toBe(true);
  });

  it('a password reset ends every session of that user and closes their sockets', async () => {
    const s = await seedLiveCanvas(t, 'draft');
    const second = await loginAs(t.app, s.email, s.password);
    const a = connect(base, s.canvas.id, s.cookie);
    const b = connect(base, s.canvas.id, second.cookieHeader());
    await expectSynced(a, b);

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
