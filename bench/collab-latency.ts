// Live-editing latency (D19: "every open editor sees the others' changes within a second").
// Starts the real server on port 0 (in-memory PGlite, or DATABASE_URL), opens one canvas in
// two real HocuspocusProviders with the agency cookie, and measures:
//   - live: an edit in provider A until provider B observes it;
//   - REST: a PATCH /api/canvases/:id round trip over real HTTP (the spec's save path);
//   - REST -> live: a PATCH until provider B observes it.
// Prints percentiles and the ratio live / REST measured in the same run.
//
//   npx tsx bench/collab-latency.ts [--iterations 200] [--components 200]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { HocuspocusProvider, type HocuspocusProviderConfiguration } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { canvases, clients } from '../src/server/db/schema.ts';
import { createAgencyWithOwner } from '../src/server/domain/agency/create-agency.ts';
import { loadConfig } from '../src/server/env.ts';
import { createMemoryMailer } from '../src/server/mail/mailer.ts';
import { startServer } from '../src/server/start.ts';
import { kindMap, setElement } from '../src/shared/canvas/doc.ts';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ITER = arg('iterations', 200);
const COMPONENTS = arg('components', 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const summary = (xs: number[]) => ({ p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), max: Math.max(...xs) });
const fmt = (x: number) => `${x.toFixed(1)} ms`;

const config = loadConfig(
  { ...process.env, NO_DEMO: '1', LOG_LEVEL: 'warn' },
  {
    dataDir: mkdtempSync(join(tmpdir(), 'funil-bench-')),
    port: 0,
    host: '127.0.0.1',
    appSecret: 'bench-secret-bench-secret-bench-secret',
    publicUrl: 'http://localhost:3000',
  },
);
const running = await startServer(config, { memoryDb: !config.databaseUrl, quiet: true, logger: false, mailer: createMemoryMailer() });
const base = running.url.replace('localhost', '127.0.0.1');
try {
  const db = running.database.db;
  const email = `bench-${Date.now()}@funil.test`;
  const { agency, owner } = await createAgencyWithOwner({ db, actor: null }, { email, password: 'bench1234', name: 'Bench', plan: 'enterprise' });
  const [client] = await db.insert(clients).values({ agencyId: agency.id, name: 'Cliente Bench' }).returning();
  const components = Array.from({ length: COMPONENTS }, (_, i) => ({
    id: `c${i}`,
    type: 'landing-page',
    position: { x: (i % 20) * 250, y: Math.floor(i / 20) * 300 },
    data: { title: `Etapa ${i}`, description: '' },
  }));
  const connections = components
    .slice(1)
    .map((c, i) => ({ id: `e${i}`, from: `c${i}`, to: c.id, style: { dashed: false, organic: true, endType: 'dot' as const } }));
  const [canvas] = await db
    .insert(canvases)
    .values({
      agencyId: agency.id,
      clientId: client.id,
      userId: owner.id,
      title: 'Bench',
      content: { components, connections, textElements: [], comments: [], drawings: [] },
    })
    .returning();

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: 'bench1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('funil_session=')) throw new Error(`login failed: ${login.status}`);

  class CookieWebSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { cookie } });
    }
  }
  const connect = () => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      url: `${base.replace('http', 'ws')}/collab`,
      name: canvas.id,
      document: doc,
      WebSocketPolyfill: CookieWebSocket,
    } as HocuspocusProviderConfiguration);
    const synced = new Promise<void>((resolve, reject) => {
      provider.on('synced', () => resolve());
      provider.on('authenticationFailed', () => reject(new Error('authentication failed')));
    });
    return { doc, provider, synced };
  };
  const A = connect();
  const B = connect();
  await Promise.all([A.synced, B.synced]);

  /** Resolves when B's component `id` has title `title`. */
  const seenByB = (id: string, title: string) =>
    new Promise<void>((resolve) => {
      const map = kindMap(B.doc, 'components');
      const check = () => {
        if ((map.get(id)?.get('data') as { title?: string } | undefined)?.title === title) {
          map.unobserveDeep(check);
          resolve();
        }
      };
      map.observeDeep(check);
      check();
    });

  const live: number[] = [];
  const rest: number[] = [];
  const restToLive: number[] = [];
  const WARMUP = 10;
  for (let i = 0; i < ITER + WARMUP; i++) {
    const target = components[i % COMPONENTS];
    const title = `Live ${i}`;
    const seen = seenByB(target.id, title);
    const t0 = performance.now();
    setElement(A.doc, 'components', { ...target, data: { ...target.data, title } });
    await seen;
    if (i >= WARMUP) live.push(performance.now() - t0);

    const restTitle = `REST ${i}`;
    const seenRest = seenByB(target.id, restTitle);
    const t1 = performance.now();
    const res = await fetch(`${base}/api/canvases/${canvas.id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ content: { components: components.map((c) => (c.id === target.id ? { ...c, data: { ...c.data, title: restTitle } } : c)) } }),
    });
    if (res.status !== 200) throw new Error(`PATCH ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    const t2 = performance.now();
    await seenRest;
    if (i >= WARMUP) {
      rest.push(t2 - t1);
      restToLive.push(performance.now() - t1);
    }
  }
  A.provider.destroy();
  B.provider.destroy();

  const L = summary(live);
  const R = summary(rest);
  const RL = summary(restToLive);
  const db_ = running.database.kind === 'pglite' ? 'PGlite (memória)' : 'PostgreSQL';
  console.log(`\nLatência da edição ao vivo (${ITER} edições, ${COMPONENTS} componentes, banco ${db_})`);
  console.table({
    'ao vivo (A -> B)': Object.fromEntries(Object.entries(L).map(([k, v]) => [k, fmt(v)])),
    'PATCH REST (ida e volta)': Object.fromEntries(Object.entries(R).map(([k, v]) => [k, fmt(v)])),
    'PATCH REST -> B ao vivo': Object.fromEntries(Object.entries(RL).map(([k, v]) => [k, fmt(v)])),
  });
  console.log(
    `razão ao vivo / REST: p50 ${(L.p50 / R.p50).toFixed(3)}, p95 ${(L.p95 / R.p95).toFixed(3)} (a edição ao vivo chega ${(R.p50 / L.p50).toFixed(0)}x mais rápido no p50)`,
  );
  console.log(`meta D19 (ao vivo < 1 s no p99): ${L.p99 < 1000 ? 'atingida' : 'NÃO atingida'} (${fmt(L.p99)})`);
} finally {
  await running.stop();
}
