// decision 006: no input can stop the server. Every /api route of the built app gets hostile input.
// Bad text, wrong types, JSON nested past the limit, keys that reach a prototype at every depth of
// the body, dates and cursors PostgreSQL cannot hold, the same address spelled with escapes
// (docs/decisions/006). Then nothing hostile is stored, and the funnel still opens and saves.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { canvases, canvasVersions } from '../../src/server/db/schema.ts';
import { jsonShapeFault, MAX_JSON_DEPTH } from '../../src/shared/json-shape.ts';
import { cleanText, findBadText } from '../../src/shared/text.ts';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { clientLogin } from '../helpers/portal.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';

const t = withTestApp();

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

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype'];
/**
 * A body with objects at many depths, each to get each hostile key in turn (hostileBodies). It is
 * otherwise a valid new funnel, so that a route that let the key through would store it.
 */
const SHAPED_BODY = (clientId: string) => ({
  title: 'Corpo',
  name: 'Nome',
  clientId,
  content: { components: [{ id: 'k', type: 'landing', position: { x: 0, y: 0 }, data: { title: 't', extra: { deeper: [{ leaf: 1 }] } } }] },
});
/** The body once per (object in it, hostile key): the key as an own field, at that depth. */
function hostileBodies(clientId: string): string[] {
  const out: string[] = [];
  const count = (v: unknown): number =>
    v && typeof v === 'object' ? (Array.isArray(v) ? 0 : 1) + Object.values(v).reduce((n: number, x) => n + count(x), 0) : 0;
  const objects = count(SHAPED_BODY(clientId));
  for (const key of HOSTILE_KEYS) {
    for (let target = 0; target < objects; target++) {
      const body = SHAPED_BODY(clientId);
      let seen = 0;
      const visit = (v: unknown) => {
        if (!v || typeof v !== 'object') return;
        if (!Array.isArray(v) && seen++ === target) Object.defineProperty(v, key, { value: { x: 1 }, enumerable: true, configurable: true, writable: true });
        for (const x of Object.values(v)) visit(x);
      };
      visit(body);
      out.push(JSON.stringify(body));
    }
  }
  return out;
}
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** JSON nested past the limit: just past it, far past it, and inside component data. */
const DEEP_BODIES = [
  `{"title":${nestedArrays(MAX_JSON_DEPTH)}}`,
  `{"title":"a","content":${nestedArrays(9000)}}`,
  `{"content":{"components":[{"id":"k","type":"t","position":{"x":0,"y":0},"data":{"title":"t","x":${nestedArrays(40)}}}]}}`,
];
/** Days JavaScript or the formats take and PostgreSQL cannot hold. */
const BAD_DATES = ['0000-01-01', '275760-09-13', '-000001'];
/** All of them in one query, under the names a date could have. */
const DATE_QUERY = ['dueDate', 'date', 'from'].map((k, i) => `${k}=${encodeURIComponent(BAD_DATES[i])}`).join('&');
const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A cursor of each list order with each bad day (the due order's own query with it). */
const BAD_CURSORS = BAD_DATES.flatMap((d) => [
  `cursor=${forged(['updated', `${d}T00:00:00.000000Z`, '00000000-0000-4000-8000-000000000000'])}`,
  `cursor=${forged(['created', `${d}T00:00:00.000000Z`, '00000000-0000-4000-8000-000000000000'])}`,
  `due=pending&cursor=${forged(['due', d, '00000000-0000-4000-8000-000000000000'])}`,
]);
/** The same address with /api spelled with escapes (the router decodes them). */
const ENCODED = [(u: string) => u.replace('/api', '/%61pi'), (u: string) => u.replace('/api/', '/a%70i/')];

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
  const portal = await clientLogin(t, cl.email, cl.password);
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

  const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  // Destructive routes last, so the rest still reach handlers with live objects.
  const destructive = (r: { method: string; url: string }) => r.method === 'DELETE' || r.url.endsWith('logout');
  expect(routes.length).toBeGreaterThan(40);

  const failures: Sent[] = [];
  const cacheable: Sent[] = [];
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
    if (res.headers['cache-control'] !== 'no-store') cacheable.push({ method, url: url.slice(0, 120), status: res.statusCode, what });
    return res;
  };

  const shapes = hostileBodies(cl.clientId);
  const fuzz = async (phase: typeof routes) => {
    for (const who of [owner, new ApiClient(t.app)]) {
      for (const { method, url } of phase) {
        const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
        const fill = (bad?: { param: string; value: string }) => url.replace(/:(\w+)/g, (_, p: string) => enc(bad?.param === p ? bad.value : idFor(url, p)));
        const good = fill();
        const hasBody = method !== 'GET' && method !== 'DELETE';
        for (const param of params) for (const value of BAD_STRINGS) await send(who, method, fill({ param, value }), undefined, `param ${param}`);
        for (const value of BAD_STRINGS.slice(0, 3)) await send(who, method, `${good}?category=${enc(value)}&q=${enc(value)}`, undefined, 'query');
        await send(who, method, `${good}?x=%ED%A0%80&y=%00`, undefined, 'raw query bytes');
        await send(who, method, `${good}?${DATE_QUERY}`, undefined, 'query date');
        // Every spelling of the address reaches the same checks: no-store, and the text guard.
        for (const spell of ENCODED) {
          const res = await send(who, method, spell(good), hasBody ? '{"title":"a\\u0000b"}' : undefined, 'encoded path');
          if (hasBody && res.statusCode < 400 && !url.startsWith('/api/webhooks'))
            failures.push({ method, url: spell(good), status: res.statusCode, what: 'encoded path: NUL accepted' });
        }
        if (!hasBody) continue;
        for (const payload of [...DEEP_BODIES, ...shapes]) {
          const res = await send(who, method, good, payload, 'shape');
          // refused by the body parser before any handler, signed in or not
          if (res.statusCode < 400 && !url.startsWith('/api/webhooks'))
            failures.push({ method, url, status: res.statusCode, what: `shape accepted: ${payload.slice(0, 60)}` });
        }
        for (const d of BAD_DATES) await send(who, method, good, JSON.stringify({ dueDate: d, date: d, createdAt: d }), 'body date');
        for (const value of [...BAD_STRINGS, ...WRONG_TYPES]) {
          await send(who, method, good, JSON.stringify(value), 'body');
          await send(who, method, good, JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))), 'fields');
          await send(who, method, good, JSON.stringify({ content: { components: [{ id: 'k', data: value, position: value }], comments: value } }), 'content');
        }
        await send(who, method, good, '{"title": "a', 'malformed JSON');
      }
    }
  };

  await fuzz(routes.filter((r) => !destructive(r)));
  // Cursors with days out of range, on every list of every principal that can read one: a route
  // reads cursors when it refuses a malformed one (asked once per route).
  let lists = 0;
  for (const who of [owner, portal]) {
    for (const { url } of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const probe = await send(who, 'GET', `${url}?cursor=!`, undefined, 'cursor probe');
      if (probe.statusCode !== 400 || !probe.body.includes('cursor')) continue;
      lists += 1;
      for (const query of BAD_CURSORS) await send(who, 'GET', `${url}?limit=1&${query}`, undefined, 'cursor');
    }
  }
  expect(lists).toBeGreaterThanOrEqual(3); // the funnels, the clients, the portal's funnels
  // Nothing hostile was stored, and the funnel still opens and saves three ways.
  const rows = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.agencyId, ag.agency.id));
  const versions = await t.db.select({ content: canvasVersions.content }).from(canvasVersions).where(eq(canvasVersions.canvasId, canvas.id));
  for (const r of [...rows, ...versions]) expect(jsonShapeFault(r.content)).toBeNull();
  const opened = await owner.get(`/api/canvases/${canvas.id}`);
  expect(opened.statusCode).toBe(200);
  const saved = await owner.request('PATCH', `/api/canvases/${canvas.id}`, { content: opened.json().content }, { 'if-match': opened.headers.etag as string });
  expect(saved.statusCode, saved.body).toBe(200);
  await fuzz(routes.filter(destructive));

  console.log(`fuzz: ${routes.length} rotas /api, ${sent} requisições hostis (dono, cliente e anônimo), ${failures.length} respostas 5xx`);
  expect(failures).toEqual([]);
  expect(cacheable).toEqual([]);
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
