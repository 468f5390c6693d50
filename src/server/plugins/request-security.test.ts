// decision 006, security: CSRF decided on the route the router matched, the Origin compared with
// PUBLIC_URL only, no forwarded header believed unless TRUST_PROXY says so, only the newest
// reset link works, and a logout closes that session's live sockets before it answers.
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, type TestApp } from '../../../tests/helpers/app.ts';
import { component } from '../../../tests/helpers/canvas-fixtures.ts';
import { eventually, expectSynced, withLiveApp } from '../../../tests/helpers/collab.ts';
import { seedOwnerCanvas } from '../../../tests/helpers/workspace.ts';
import { parseTrustProxy } from '../env.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

async function ownerWithCanvas() {
  return seedOwnerCanvas(t, { status: 'published', content: { components: [component('c1')] } });
}

describe('CSRF on the matched route', () => {
  it('refuses a mutating call without the marker whatever spelling of the path reaches the handler', async () => {
    const s = await ownerWithCanvas();
    const spellings = [`/api/canvases/${s.canvas.id}/public-link`, `/%61pi/canvases/${s.canvas.id}/public-link`, `/api/canvases/${s.canvas.id}/public-lin%6B`];
    for (const url of spellings) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: s.api.cookieHeader() } });
      expect(res.statusCode, url).toBe(403);
    }
    const after = await s.api.get(`/api/canvases/${s.canvas.id}`);
    expect(after.json().publicLink ?? null).toBeNull();
    // with the marker the encoded spelling is the same call, and works
    const ok = await s.api.post(`/%61pi/canvases/${s.canvas.id}/public-link`);
    expect(ok.statusCode).toBe(200);
  });

  it('compares the Origin with PUBLIC_URL only: a forwarded host does not make a foreign page our own', async () => {
    const s = await ownerWithCanvas();
    const res = await s.api.request(
      'PUT',
      `/api/canvases/${s.canvas.id}`,
      { title: 'Sequestrado' },
      { origin: 'http://evil.test', 'x-forwarded-host': 'evil.test', host: 'evil.test' },
    );
    expect(res.statusCode).toBe(403);
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().title).not.toBe('Sequestrado');
    const same = await s.api.request('PATCH', `/api/canvases/${s.canvas.id}`, { title: 'Da casa' }, { origin: 'http://localhost:3000' });
    expect(same.statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY is set', async () => {
    expect(t.config.trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);

    // That the socket's address is the one used is proven by auth.test.ts (rate limit per address).
  });
});

describe('checks on the routed path, never the raw address', () => {
  const spellings = (path: string) => [`/api${path}`, `/%61pi${path}`, `/%61%70%69${path}`, `/a%70i${path}`];

  it('marks every API answer no-store, however the path is spelled', async () => {
    const s = await ownerWithCanvas();
    for (const url of spellings('/auth/me')) {
      const res = await s.api.get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    // an API address with no route is the API's JSON 404, not the app's page
    for (const url of spellings('/nada-aqui')) {
      const res = await s.api.get(url);
      expect([url, res.statusCode, res.headers['cache-control'], res.json().error]).toEqual([url, 404, 'no-store', 'Rota não encontrada']);
    }
  });

  it('runs the text guard on encoded spellings too: a NUL in component data is refused and not stored', async () => {
    const s = await ownerWithCanvas();
    const bad = { ...component('c1', 'Captura'), data: { title: 'Captura', description: '', extra: 'a\u0000b' } };
    for (const url of spellings(`/canvases/${s.canvas.id}`)) {
      const res = await s.api.patch(url, { content: { components: [bad] } });
      expect([url, res.statusCode, res.json().error]).toEqual([url, 400, 'O texto contém um caractere inválido.']);
    }
    const live = t.app.deps.canvasDocs;
    expect(JSON.stringify(await live.readContent(s.canvas.id))).not.toContain('extra');
  });
});

describe('sessions end for real', () => {
  it('only the newest reset link works', async () => {
    const { email } = await seedAgency(t.db);
    const c = new ApiClient(t.app);
    await c.post('/api/auth/reset-password', { email });
    const first = /token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    await c.post('/api/auth/reset-password', { email });
    const second = /token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    expect(first).not.toBe(second);
    expect((await c.post('/api/auth/reset-password/confirm', { token: first, password: 'antiga123' })).statusCode).toBe(400);
    expect((await c.post('/api/auth/reset-password/confirm', { token: second, password: 'nova12345' })).statusCode).toBe(200);
  });

  it('logout closes the live sockets of that session before it answers', async () => {
    const s = await ownerWithCanvas();
    const other = await loginAs(t.app, s.email, s.password);
    const mine = connect(base, s.canvas.id, s.api.cookieHeader());
    const theirs = connect(base, s.canvas.id, other.cookieHeader());
    await expectSynced(mine, theirs);
    expect((await s.api.post('/api/auth/logout')).statusCode).toBe(200);
    await eventually(() => expect(mine.provider.isAuthenticated).toBe(false), 5_000);
    expect(theirs.provider.isAuthenticated).toBe(true);
  });
});
