// Issue 10: no input can stop the server. Every /api route of the built app gets hostile input.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { canvases } from '../../src/server/db/schema.ts';
import { cleanText, findBadText } from '../../src/shared/text.ts';
import { ApiClient, loginAs, seedAgency, type TestApp, withTestApp } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

const BAD_STRINGS = ['a\u0000b', '\ud800', 'x\udc00', 'x'.repeat(100_000)];
const WRONG_TYPES: unknown[] = [42, [], {}, null, true, ['a\u0000'], { a: '\ud800' }];
const FIELDS = [
  'title',
  'name',
  'email',
  'password',
  'description',
  'content',
  'feedback',
  'clientName',
  'status',
  'token',
  'notes',
  'segment',
  'role',
  'clientId',
  'agencyName',
  'isActive',
  'resolved',
];

// A lone surrogate cannot be UTF-8 encoded: send its CESU-8 bytes, what a hostile client would.
const enc = (s: string) => (findBadText(s)?.reason === 'surrogate' ? `${encodeURIComponent(cleanText(s))}%ED%A0%80` : encodeURIComponent(s));

type Sent = { method: string; url: string; status: number; what: string };

it('no hostile input to any /api route answers 5xx, and the server keeps storing edits', async () => {
  const ag = await seedAgency(t.db);
  const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Cliente Fuzz' });
  const link = newPublicLink();
  const canvas = await seedCanvas(t.db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'published',
    publicLink: link,
    content: sampleContent(),
  });
  const owner = await loginAs(t.app, ag.email, ag.password);
  const member = await owner.post('/api/agency-users', { email: `membro-${Date.now()}@agencia.test`, password: 'senha123', name: 'Membro', role: 'creator' });
  const ids: Record<string, string> = {
    id: canvas.id,
    accessId: cl.access.id,
    version: '1',
    commentId: 'c1',
    publicLink: link,
  };
  const idFor = (route: string, param: string) => {
    if (param !== 'id') return ids[param] ?? 'x';
    if (route.startsWith('/api/clients')) return cl.clientId;
    if (route.startsWith('/api/agency-users')) return member.json().id ?? 'x';
    if (route.startsWith('/api/templates')) return 'x';
    return canvas.id;
  };

  const routes = t.app.routeTable
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    // Destructive routes last, so the rest still reach handlers with live objects.
    .sort((a, b) => Number(a.method === 'DELETE' || a.url.endsWith('logout')) - Number(b.method === 'DELETE' || b.url.endsWith('logout')));
  expect(routes.length).toBeGreaterThan(40);

  const failures: Sent[] = [];
  let sent = 0;
  const send = async (c: ApiClient, method: string, url: string, payload: string | undefined, what: string) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        ...(Object.keys(c.cookies).length ? { cookie: c.cookieHeader() } : {}),
      },
      payload,
    });
    sent += 1;
    if (res.statusCode >= 500) failures.push({ method, url: url.slice(0, 120), status: res.statusCode, what });
  };

  for (const who of [owner, new ApiClient(t.app)]) {
    for (const { method, url } of routes) {
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const fill = (bad?: { param: string; value: string }) => url.replace(/:(\w+)/g, (_, p: string) => enc(bad?.param === p ? bad.value : idFor(url, p)));
      const good = fill();
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const param of params) for (const value of BAD_STRINGS) await send(who, method, fill({ param, value }), undefined, `param ${param}`);
      for (const value of BAD_STRINGS.slice(0, 3)) await send(who, method, `${good}?category=${enc(value)}&q=${enc(value)}`, undefined, 'query');
      await send(who, method, `${good}?x=%ED%A0%80&y=%00`, undefined, 'raw query bytes');
      if (!hasBody) continue;
      for (const value of [...BAD_STRINGS, ...WRONG_TYPES]) {
        await send(who, method, good, JSON.stringify(value), 'body');
        await send(who, method, good, JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))), 'fields');
        await send(who, method, good, JSON.stringify({ content: { components: [{ id: 'k', data: value, position: value }], comments: value } }), 'content');
      }
      await send(who, method, good, '{"title": "a', 'malformed JSON');
    }
  }
  console.log(`fuzz: ${routes.length} rotas /api, ${sent} requisições hostis (dono e anônimo), ${failures.length} respostas 5xx`);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(1000);

  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

  const huge = JSON.stringify({ title: 'x'.repeat(5 * 1024 * 1024) });
  const fresh = await loginAs(t.app, ag.email, ag.password);
  const after = await seedCanvas(t.db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, status: 'published', content: sampleContent() });
  const tooBig = await t.app.inject({
    method: 'PATCH',
    url: `/api/canvases/${after.id}`,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: fresh.cookieHeader() },
    payload: huge,
  });
  expect(tooBig.statusCode).toBe(413);

  const tooLong = await fresh.patch(`/api/canvases/${after.id}`, { title: 'x'.repeat(100_000) });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().field).toBe('title');

  const comp = { id: 'depois', type: 'landing', position: { x: 1, y: 2 }, data: { title: 'Depois do fuzz', description: '' } };
  const patched = await fresh.patch(`/api/canvases/${after.id}`, { title: 'Ainda salvo', content: { components: [comp] } });
  expect(patched.statusCode).toBe(200);
  const [row] = await t.db.select().from(canvases).where(eq(canvases.id, after.id));
  expect(row.title).toBe('Ainda salvo');
  expect(JSON.stringify(row.content)).toContain('Depois do fuzz');
}, 120_000);
