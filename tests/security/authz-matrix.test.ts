// decision 006, "How it is shown": the authorization matrix, generated from the built app's route
// table. Every route x principal (authz-policy.ts) gets a valid request and must answer
// exactly the policy's outcome. A refused call, and any call made by someone outside agency
// A, must leave A's data as it was; nobody outside A may read any of A's ids or emails; a 404
// for another agency's object must be the very answer given for an object that never existed.
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CLIENT_DIST } from '../../src/server/app.ts';
import { clients } from '../../src/server/db/schema.ts';
import { buildTestApp, listenOnFreePort } from '../helpers/app.ts';
import { connectProvider } from '../helpers/collab.ts';
import { ACTS_ON_A, type Outcome, POLICY, PRINCIPALS, type Principal, PUBLIC_BY_DESIGN, REDIRECTS } from './authz-policy.ts';
import { buildWorld, paramValue, RECIPES, type Target, WEBHOOK_SECRET, type World } from './authz-world.ts';

const LETTER: Record<Outcome, string> = { allow: 'A', unauth: 'U', forbidden: 'F', notfound: 'N', refused: 'R' };

function outcomeOf(status: number, redirects = false): Outcome | `HTTP ${number}` {
  if (status >= 200 && status < 300) return 'allow';
  if (redirects && status >= 300 && status < 400) return 'allow';
  if (status === 401) return 'unauth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notfound';
  return `HTTP ${status}`;
}

/** Files served by @fastify/static from the build: public by design, one route per file. */
const isStaticFile = (method: string, url: string) => {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // The built pages' one wildcard route (plugins/spa.ts: @fastify/static looks files up on request)
  // and the build's hashed files, held in memory (plugins/built-assets.ts).
  if (url === '/*' || url === '/assets/:name') return existsSync(join(CLIENT_DIST, 'index.html'));
  const file = join(CLIENT_DIST, url);
  return url !== '/' && file.startsWith(CLIENT_DIST) && existsSync(file) && statSync(file).isFile();
};

/** The routes the matrix covers, and what in the route table is not covered by the policy. */
function routesOf(table: { method: string; url: string }[]) {
  const keys = new Set(table.map((r) => `${r.method} ${r.url}`));
  const covered: string[] = [];
  const unlisted: string[] = [];
  for (const { method, url } of table) {
    const key = `${method} ${url}`;
    if (isStaticFile(method, url)) continue;
    if (method === 'HEAD') {
      // Answered by the GET handler (exposeHeadRoutes); '/x/' is the prefix's trailing-slash twin of '/x'.
      if (!keys.has(`GET ${url}`) && !keys.has(`GET ${url.replace(/(.)\/$/, '$1')}`)) unlisted.push(key);
      continue;
    }
    if (POLICY[key]) covered.push(key);
    else unlisted.push(key);
  }
  const stale = Object.keys(POLICY).filter((k) => !keys.has(k));
  return { covered: [...new Set(covered)], unlisted, stale };
}

it('every route answers every principal as the authorization policy says, and refused calls change nothing', async () => {
  // Built inside the test: a retry gets a new app, so the per-route rate limits start afresh.
  const t = await buildTestApp({ stripeWebhookSecret: WEBHOOK_SECRET });
  try {
    const baseUrl = await listenOnFreePort(t.app);
    const w = await buildWorld(t);
    const { covered, unlisted, stale } = routesOf(t.app.routeTable);
    // A new route must be given its row in authz-policy.ts; a removed one must lose it.
    expect(unlisted, 'routes missing from tests/security/authz-policy.ts').toEqual([]);
    expect(stale, 'authz-policy.ts rows for routes that no longer exist').toEqual([]);
    for (const k of Object.keys(PUBLIC_BY_DESIGN)) {
      expect(Object.values(POLICY[k] ?? {}), `${k} is public by design: every principal is allowed`).toEqual(PRINCIPALS.map(() => 'allow'));
    }

    const shared = await w.freshTarget();
    // The watch must see a change, or every "data changed" check below would pass vacuously.
    const seen = await w.dumpA([shared.canvasId]);
    await w.t.db.update(clients).set({ notes: 'visto' }).where(eq(clients.id, shared.clientId));
    expect(await w.dumpA([shared.canvasId]), 'dumpA sees a changed row').not.toBe(seen);
    const failures: string[] = [];
    const rows: string[] = [];
    let cells = 0;
    let refusedWrites = 0;

    for (const route of covered) {
      const [method, url] = route.split(' ') as [string, string];
      let line = '';
      for (const who of PRINCIPALS) {
        const expected = POLICY[route][who];
        // Destructive calls get their own objects, so that no cell depends on another's order.
        const target = method === 'DELETE' ? await w.freshTarget() : shared;
        const before = failures.length;
        const actual = url === '/collab' ? await socketCell(w, baseUrl, target, who) : await httpCell(w, route, target, who, expected, failures);
        cells += 1;
        if (expected !== 'allow' && method !== 'GET') refusedWrites += 1;
        if (actual !== expected) failures.push(`${route} as ${who}: expected ${expected}, got ${actual}`);
        line += actual === expected && failures.length === before ? LETTER[expected] : '!';
      }
      rows.push(`${line}  ${route}`);
    }

    console.log(
      [
        `authorization matrix: ${covered.length} routes x ${PRINCIPALS.length} principals = ${cells} cells, ${refusedWrites} refused writes checked against the database`,
        `columns: ${PRINCIPALS.join(' ')}; A allow, U 401, F 403, N 404, R socket refused, ! the cell failed (outcome, leak, data change or 404 shape)`,
        ...rows,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    expect(covered.length).toBeGreaterThan(50);
  } finally {
    await t.close();
  }
}, 300_000);

/** One HTTP cell; returns its outcome and records leaks and database changes in `failures`. */
async function httpCell(w: World, route: string, target: Target, who: Principal, expected: Outcome, failures: string[]): Promise<Outcome | string> {
  const [method, pattern] = route.split(' ') as [string, string];
  const call = (await RECIPES[route]?.(w, target, who)) ?? {};
  // A trailing wildcard (static files) is a parameter named '*'.
  const url =
    pattern.replace(/:(\w+)|\*$/g, (_, name?: string) => {
      const p = name ?? '*';
      return encodeURIComponent(call.params?.[p] ?? paramValue(w, target, pattern, p, who));
    }) + (call.query ? `?${call.query}` : '');
  const payload = call.raw?.payload ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const send = async (u: string, body: string | undefined) =>
    w.t.app.inject({
      method: method as 'GET',
      url: u,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.raw?.headers,
        ...(await cookieHeader(w, who)),
      },
      payload: body,
    });

  // Someone refused, or outside A, must leave A exactly as it was (the live content included).
  const watch = expected !== 'allow' || !ACTS_ON_A.has(who);
  const canvasIds = [target.canvasId];
  const before = watch ? await w.dumpA(canvasIds) : '';
  const res = await send(url, payload);
  const actual = outcomeOf(res.statusCode, REDIRECTS.has(route));
  if (watch && (await w.dumpA(canvasIds)) !== before) failures.push(`${route} as ${who} (${res.statusCode}): agency A's data changed`);

  if (!ACTS_ON_A.has(who) || who === 'publicHolder') {
    const leaked = [...w.markers].filter((m) => res.body.includes(m));
    if (leaked.length) failures.push(`${route} as ${who}: answer names ${leaked.length} of A's ids or emails (${leaked.slice(0, 3).join(', ')}...)`);
  }
  if (actual !== expected) failures.push(`${route} as ${who}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
  const wrong = actual === 'allow' ? call.check?.(res.json(), who) : undefined;
  if (wrong) failures.push(`${route} as ${who}: ${wrong}`);

  // D7: A's object must look exactly like one that does not exist. Every id of A in the
  // request is swapped for a random one (a link nobody holds is already unknown).
  if (expected === 'notfound' && actual === 'notfound' && !pattern.includes(':publicLink')) {
    const ids = [target.clientId, target.accessId, target.canvasId, target.memberId, w.clientOfA];
    const swap = (s: string) => ids.reduce((acc, id) => acc.replaceAll(id, randomUUID()), s);
    const ghost = await send(swap(url), payload === undefined ? undefined : swap(payload));
    if (ghost.statusCode !== res.statusCode || ghost.body !== res.body) {
      failures.push(`${route} as ${who}: A's object answers ${res.statusCode} ${res.body}, a missing one ${ghost.statusCode} ${ghost.body}`);
    }
  }
  await call.after?.();
  return actual;
}

async function cookieHeader(w: World, who: Principal): Promise<Record<string, string>> {
  const cookie = await w.cookieFor(who);
  return cookie ? { cookie } : {};
}

/** The live-editing socket: may this principal open A's canvas document? */
async function socketCell(w: World, baseUrl: string, target: Target, who: Principal): Promise<Outcome | string> {
  const p = connectProvider(baseUrl, target.canvasId, await w.cookieFor(who));
  try {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 20_000));
    const r = await Promise.race([p.ready, timeout]);
    return r === 'synced' ? 'allow' : r === 'denied' ? 'refused' : 'socket timeout';
  } finally {
    p.destroy();
  }
}
