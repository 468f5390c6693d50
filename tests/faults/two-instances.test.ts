// README "Várias instâncias", tested with real processes: two servers on one PostgreSQL and one
// Redis behind a round-robin proxy (tests/helpers/alternating-proxy.ts). A live edit made on one
// instance reaches an editor on the other (latencies printed: p99 under 100 ms is the goal, not
// asserted as wall time); a logout on one instance is refused at once on the other, despite its
// session cache; with both schedulers running every 100 ms, each reminder and digest goes out once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { notificationEvents } from '../../src/server/db/schema.ts';
import { setElement } from '../../src/shared/canvas/doc.ts';
import { todayInZone } from '../../src/shared/due-date.ts';
import { type AlternatingProxy, startAlternatingProxy } from '../helpers/alternating-proxy.ts';
import { seedAgency } from '../helpers/app.ts';
import { component, seedCanvas } from '../helpers/canvas-fixtures.ts';
import { connectProvider, eventually, type TestProvider, titleOf } from '../helpers/collab.ts';
import { seedClientAccess } from '../helpers/portal-seed.ts';
import { BUNDLED_SERVER, freshPostgres, login, type ServerProcess, servicesFor, startServerProcess, tempDataDir } from '../helpers/server-process.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const haveServices = await servicesFor('o teste de duas instâncias', { postgres: true, redisUrl: REDIS_URL });

const servers: ServerProcess[] = [];
const providers: TestProvider[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const p of providers) p.destroy();
  for (const s of servers) {
    if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await s.exited;
  }
  for (const c of cleanups.reverse()) await c();
}, 60_000);

/** To: of every .eml in the outboxes. */
function mailsTo(dirs: string[]): string[] {
  const to: string[] = [];
  for (const dir of dirs) {
    let files: string[] = [];
    try {
      files = readdirSync(join(dir, 'outbox'));
    } catch {
      continue;
    }
    for (const f of files) {
      const m = /^To: (.+)$/im.exec(readFileSync(join(dir, 'outbox', f), 'utf8'));
      if (m) to.push(m[1].trim());
    }
  }
  return to;
}
const count = (xs: string[], x: string) => xs.filter((y) => y === x).length;

describe.skipIf(!haveServices)('two instances behind a proxy, one PostgreSQL, one Redis', () => {
  it('live edits cross instances, a logout holds on both, reminders and digests go out once', async () => {
    const pgdb = await freshPostgres('funil_two_instances');
    cleanups.push(() => pgdb.drop());
    // The seed (migrations included) before the servers start.
    const database = await openDatabase({ databaseUrl: pgdb.url });
    const a = await seedAgency(database.db);
    const access = await seedClientAccess(database.db, a.agency.id);
    const live = await seedCanvas(database.db, {
      agencyId: a.agency.id,
      clientId: access.clientId,
      userId: a.owner.id,
      content: { components: [component('c1', 'Original')] },
    });
    // Due today and waiting for the client: one "today is the deadline" reminder to the access.
    await seedCanvas(database.db, {
      agencyId: a.agency.id,
      clientId: access.clientId,
      title: 'Funil com prazo',
      status: 'published',
      version: 1,
      dueDate: todayInZone(new Date()),
    });
    // Two events of one reviewer waiting for the digest: one digest to the owner.
    const reviewed = await seedCanvas(database.db, {
      agencyId: a.agency.id,
      clientId: access.clientId,
      title: 'Funil comentado',
      status: 'published',
      version: 1,
    });
    const reviewer = { reviewerName: 'Ana', reviewerEmail: access.email };
    await database.db.insert(notificationEvents).values([
      { agencyId: a.agency.id, canvasId: reviewed.id, reviewerKey: access.email, event: { ...reviewer, type: 'comment', comments: ['Primeiro'] } },
      { agencyId: a.agency.id, canvasId: reviewed.id, reviewerKey: access.email, event: { ...reviewer, type: 'approval', feedback: 'Aprovado' } },
    ]);
    await database.close();

    const env = { DATABASE_URL: pgdb.url, REDIS_URL, APP_SECRET: 'two-instances-secret-two-instances-00', JOBS_INTERVAL_MS: '100' };
    const dirs = [tempDataDir(), tempDataDir()];
    for (const dir of dirs) servers.push(await startServerProcess({ ...env, DATA_DIR: dir }, BUNDLED_SERVER));
    const [A, B] = servers;
    const proxy: AlternatingProxy = await startAlternatingProxy(servers.map((s) => ({ host: '127.0.0.1', port: s.port })));
    cleanups.push(() => proxy.close());

    // Live edits: two editors through the proxy land on different instances.
    const cookie = await login(proxy.url, a.email, a.password);
    const one = connectProvider(proxy.url, live.id, cookie);
    providers.push(one);
    expect(await one.ready).toBe('synced');
    const other = connectProvider(proxy.url, live.id, cookie);
    providers.push(other);
    expect(await other.ready).toBe('synced');
    const sockets = proxy.log.filter((l) => l.upgrade).map((l) => l.target);
    expect(new Set(sockets).size).toBe(2);

    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const [from, to] = i % 2 ? [other, one] : [one, other];
      const title = `Edição ${i}`;
      const arrived = new Promise<void>((resolve) => {
        const check = () => {
          if (titleOf(to, 'c1') !== title) return;
          to.doc.off('update', check);
          resolve();
        };
        to.doc.on('update', check);
      });
      const t0 = performance.now();
      setElement(from.doc, 'components', component('c1', title));
      await arrived;
      latencies.push(performance.now() - t0);
    }
    expect(titleOf(one, 'c1')).toBe('Edição 49');
    latencies.sort((x, y) => x - y);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
    console.log(`edição ao vivo entre instâncias (50 edições): p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (meta: p99 < 100 ms)`);

    // A logout on A is refused at once on B, which had just looked the session up (its cache).
    const me = (s: ServerProcess) => fetch(`${s.base}/api/auth/me`, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect((await me(B)).status).toBe(200);
    const out = await fetch(`${A.base}/api/auth/logout`, { method: 'POST', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect(out.status).toBe(200);
    expect((await me(B)).status).toBe(401);

    // Jobs: both schedulers run rounds every 100 ms; each mail goes out once.
    await eventually(() => {
      const to = mailsTo(dirs);
      expect(count(to, access.email)).toBeGreaterThanOrEqual(1);
      expect(count(to, a.email)).toBeGreaterThanOrEqual(1);
    }, 60_000);
    // Many more rounds on both instances: still one of each.
    const rounds = Date.now() + 3000;
    while (Date.now() < rounds) await new Promise((r) => setTimeout(r, 100));
    const to = mailsTo(dirs);
    expect(count(to, access.email)).toBe(1);
    expect(count(to, a.email)).toBe(1);
    expect(A.child.exitCode).toBeNull();
    expect(B.child.exitCode).toBeNull();
  }, 300_000);
});
