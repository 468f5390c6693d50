// POST /api/collect under faults (docs/decisions/026-traffic-without-personal-data.md): a call is
// answered 202 only once its events are committed, in one statement per batch (raw rows, counted
// marks, daily totals). kill -9 in the middle of a stream of calls loses nothing answered 202,
// on PGlite and on PostgreSQL; a PostgreSQL outage (TCP proxy cut) answers 503 in pt-BR, never
// 500 nor a hang, and stores exactly what was answered 202, but for the one batch in flight at
// the cut (PostgreSQL may commit it after the connection is gone: answered 503, stored). In
// both, no call is half-stored and the daily totals add up to the raw rows.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { eventually } from '../helpers/collab.ts';
import {
  api,
  BUNDLED_SERVER,
  createAgencyWithCli,
  freshPostgres,
  login,
  type ServerProcess,
  servicesFor,
  startServerProcess,
  tempDataDir,
} from '../helpers/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const TRIALS = Number(process.env.COLLECT_FAULT_TRIALS ?? 3);
const LOOPS = 8;
const CALL_TIMEOUT_MS = 10_000;
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 6000);
const UNAVAILABLE = { error: 'Serviço temporariamente indisponível. Tente novamente em instantes.' };
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ORIGIN = 'https://www.loja.example';
/** The per-address and per-site limits out of the way: the loops send far more than 600 calls a minute. */
const NO_LIMITS = { COLLECT_LIMIT_PER_ADDRESS: '1000000', COLLECT_LIMIT_PER_SITE: '100000000' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const live: ServerProcess[] = [];
const proxies: TcpProxy[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of live) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const p of proxies) await p.close();
  for (const c of cleanups) await c().catch(() => {});
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const s = await startServerProcess({ ...NO_LIMITS, ...env }, BUNDLED_SERVER);
  live.push(s);
  return s;
}

async function stop(s: ServerProcess): Promise<void> {
  s.child.kill('SIGTERM');
  const { code } = await s.exited;
  expect(code, s.output().slice(-3000)).toBe(0);
}

/** Signs in, allows loja.example and answers the agency's site key. */
async function siteKey(base: string, email: string, password: string): Promise<string> {
  const cookie = await login(base, email, password);
  const r = await api(base, 'PUT', '/api/agency/tracking', cookie, { allowedDomains: ['loja.example'] });
  expect(r.status, await r.clone().text()).toBe(200);
  return ((await r.json()) as { siteKey: string }).siteKey;
}

/** One call to /api/collect: its events' paths and how it ended. */
interface Call {
  paths: string[];
  /**
   * The HTTP status; 'cut': sent, and the connection failed before an answer; 'refused': the
   * server was not listening (already killed); 'timeout': no answer within CALL_TIMEOUT_MS.
   */
  status: number | 'cut' | 'refused' | 'timeout';
  body: unknown;
  sentAt: number;
}

async function send(base: string, site: string, paths: string[]): Promise<Call> {
  const events = paths.map((p) => ({ site, type: 'pageview', url: `https://www.loja.example${p}` }));
  const sentAt = Date.now();
  try {
    const r = await fetch(`${base}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'user-agent': CHROME },
      body: JSON.stringify(events.length === 1 ? events[0] : events),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await r.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: the assertion shows it
    }
    return { paths, status: r.status, body, sentAt };
  } catch (e) {
    const cause = (e as Error).cause as NodeJS.ErrnoException | undefined;
    const status = (e as Error).name === 'TimeoutError' ? 'timeout' : cause?.code === 'ECONNREFUSED' ? 'refused' : 'cut';
    return { paths, status, body: String(cause ?? e), sentAt };
  }
}

/**
 * LOOPS loops, each sending one call after the other, 1 to 3 events a call, every event with a
 * path of its own (/e/<tag>-<loop>-<n>-<i>). stopOnCut: a loop ends at its first call without an
 * answer (the server was killed); otherwise it goes on, pausing `pauseMs` after a non-202.
 */
function startLoad(base: string, site: string, tag: string, o: { stopOnCut: boolean; pauseMs: number }) {
  const calls: Call[] = [];
  let stopped = false;
  const loops = Array.from({ length: LOOPS }, async (_, loop) => {
    for (let n = 0; !stopped; n++) {
      const size = 1 + ((loop + n) % 3);
      const call = await send(
        base,
        site,
        Array.from({ length: size }, (_, i) => `/e/${tag}-${loop}-${n}-${i}`),
      );
      calls.push(call);
      if ((call.status === 'cut' || call.status === 'refused') && o.stopOnCut) return;
      if (call.status !== 202) await sleep(o.pauseMs);
    }
  });
  return {
    calls,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

interface Stored {
  /** tracking_events rows per path. */
  rows: Map<string, number>;
  events: number;
  dailyHits: number;
  dailyVisitors: number;
  seen: number;
  /** distinct (agency, day, kind, key, visitor) among the raw rows: what tracking_seen must hold. */
  distinctVisits: number;
  /** Daily rows whose hits differ from their raw rows' count (either side missing counts as 0). */
  mismatches: unknown[];
}

type Q = (text: string) => Promise<Record<string, unknown>[]>;

async function readStored(q: Q): Promise<Stored> {
  const rows = new Map<string, number>();
  for (const r of await q(`select key, count(*)::int as n from tracking_events where kind = 'page' group by key`)) rows.set(String(r.key), Number(r.n));
  const [e] = await q('select count(*)::int as n from tracking_events');
  const [d] = await q('select coalesce(sum(hits), 0)::int as hits, coalesce(sum(visitors), 0)::int as visitors from tracking_daily');
  const [s] = await q('select count(*)::int as n from tracking_seen');
  const [v] = await q('select count(*)::int as n from (select distinct agency_id, day, kind, key, visitor from tracking_events) x');
  const mismatches = await q(`
    select coalesce(d.key, e.key) as key, coalesce(d.hits, 0) as hits, coalesce(e.n, 0) as rows
    from tracking_daily d
    full join (select agency_id, day, kind, key, count(*)::int as n from tracking_events group by 1, 2, 3, 4) e
      on e.agency_id = d.agency_id and e.day = d.day and e.kind = d.kind and e.key = d.key
    where coalesce(d.hits, 0) <> coalesce(e.n, 0)`);
  return {
    rows,
    events: Number(e.n),
    dailyHits: Number(d.hits),
    dailyVisitors: Number(d.visitors),
    seen: Number(s.n),
    distinctVisits: Number(v.n),
    mismatches,
  };
}

/** Reads the database directly: PostgreSQL beside the running server, PGlite's folder once no server holds it. */
async function withDb<T>(env: Record<string, string>, read: (q: Q) => Promise<T>): Promise<T> {
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    return await read(async (text) => (await database.db.execute(sql.raw(text))).rows as Record<string, unknown>[]);
  } finally {
    await database.close();
  }
}

/** The totals agree with the raw rows, and no path is stored twice. */
function expectConsistent(s: Stored) {
  expect(s.mismatches, 'tracking_daily hits per page = its tracking_events rows').toEqual([]);
  expect(s.dailyHits, 'sum of tracking_daily.hits = tracking_events rows').toBe(s.events);
  expect(s.seen, 'tracking_seen = distinct visits among the raw rows').toBe(s.distinctVisits);
  expect(s.dailyVisitors, 'sum of tracking_daily.visitors = tracking_seen rows').toBe(s.seen);
  expect(
    [...s.rows].filter(([, n]) => n !== 1),
    'a path stored more than once',
  ).toEqual([]);
}

/** Each call's events are all stored or none of them: the paths of the calls stored in part. */
function halfStored(calls: Call[], s: Stored): string[][] {
  return calls
    .filter((c) => {
      const n = c.paths.filter((p) => s.rows.has(p)).length;
      return n > 0 && n < c.paths.length;
    })
    .map((c) => c.paths);
}

describe('kill -9 while pages send events', () => {
  async function trials(env: Record<string, string>, label: string) {
    const email = 'coleta@agencia.test';
    const password = 'coleta123';
    createAgencyWithCli(env, email, password);
    let server = await start(env);
    const site = await siteKey(server.base, email, password);
    const all: Call[] = [];
    let answeredTotal = 0;
    let cutTotal = 0;
    for (let t = 0; t < TRIALS; t++) {
      if (t > 0) server = await start(env);
      const load = startLoad(server.base, site, `k${t}`, { stopOnCut: true, pauseMs: 0 });
      await sleep(2000 + Math.random() * 1000);
      expect(
        load.calls.filter((c) => c.status !== 202).map((c) => [c.status, c.body]),
        'before the kill every call is answered 202',
      ).toEqual([]);
      server.child.kill('SIGKILL');
      await server.exited;
      await load.stop();
      const answered = load.calls.filter((c) => c.status === 202);
      const cut = load.calls.filter((c) => c.status === 'cut');
      const refused = load.calls.filter((c) => c.status === 'refused');
      expect(answered.length + cut.length + refused.length, 'every call is answered 202, cut by the kill or refused after it').toBe(load.calls.length);
      for (const c of answered) expect(c.body).toEqual({ accepted: c.paths.length });

      // Restarted on the same data: it starts, and takes events again.
      server = await start(env);
      const after = await send(server.base, site, [`/e/k${t}-after-restart`]);
      expect([after.status, after.body], server.output().slice(-3000)).toEqual([202, { accepted: 1 }]);
      // PGlite's folder is read once no process holds it (the server stops; the next trial starts it again).
      await stop(server);
      const stored = await withDb(env, readStored);

      const lost = answered.flatMap((c) => c.paths).filter((p) => !stored.rows.has(p));
      const cutStored = cut.filter((c) => c.paths.every((p) => stored.rows.has(p))).length;
      const made = new Set([...all, ...load.calls, after].flatMap((c) => c.paths));
      console.log(
        `[coleta kill -9 ${label}] tentativa ${t + 1}: ${answered.length} chamadas respondidas 202 (${answered.reduce((n, c) => n + c.paths.length, 0)} eventos), ` +
          `${cut.length} cortadas pelo kill (${cutStored} gravadas mesmo assim), ${refused.length} recusadas depois dele, ${lost.length} eventos respondidos perdidos`,
      );
      expect(answered.length, 'the loops were answered before the kill').toBeGreaterThan(50);
      expect(cut.length, 'the kill came in the middle of calls').toBeGreaterThan(0);
      expect(lost, `${lost.length} events answered 202 are not in tracking_events`).toEqual([]);
      expect(stored.rows.has(`/e/k${t}-after-restart`)).toBe(true);
      expect(halfStored(load.calls, stored), 'calls stored in part').toEqual([]);
      expect(
        [...stored.rows.keys()].filter((p) => !made.has(p)),
        'rows nobody sent',
      ).toEqual([]);
      expectConsistent(stored);
      all.push(...load.calls, after);
      answeredTotal += answered.length;
      cutTotal += cut.length;
    }
    console.log(`[coleta kill -9 ${label}] ${TRIALS} tentativas: ${answeredTotal} chamadas respondidas 202, ${cutTotal} cortadas, 0 perdidas`);
  }

  it('PGlite: every event answered 202 is stored, and the totals match the raw rows', async () => {
    await trials({ DATA_DIR: tempDataDir() }, 'PGlite');
  }, 400_000);

  it('PostgreSQL: every event answered 202 is stored, and the totals match the raw rows', async (ctx) => {
    if (!(await servicesFor('o teste kill -9 da coleta no PostgreSQL'))) return ctx.skip();
    const db = await freshPostgres('funil_faults_collect_kill');
    cleanups.push(db.drop);
    await trials({ DATA_DIR: tempDataDir(), DATABASE_URL: db.url }, 'PostgreSQL');
  }, 400_000);
});

describe('PostgreSQL outage while pages send events', () => {
  it('answers 202 or 503 in pt-BR, recovers by itself, and stores the events answered 202 and none refused after the cut', async (ctx) => {
    if (!(await servicesFor('o teste de queda do banco na coleta'))) return ctx.skip();
    const db = await freshPostgres('funil_faults_collect_outage');
    cleanups.push(db.drop);
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    proxies.push(proxy);
    const env = { DATA_DIR: tempDataDir(), DATABASE_URL: db.url.replace(':5432/', `:${proxy.port}/`) };
    createAgencyWithCli({ ...env, DATABASE_URL: db.url }, 'queda.coleta@agencia.test', 'queda123');
    const server = await start(env);
    const site = await siteKey(server.base, 'queda.coleta@agencia.test', 'queda123');

    const load = startLoad(server.base, site, 'q', { stopOnCut: false, pauseMs: 20 });
    await sleep(1500);
    const beforeCut = load.calls.length;
    proxy.cut();
    const cutAt = Date.now();
    await eventually(() => expect(load.calls.slice(beforeCut).some((c) => c.status === 503)).toBe(true), 10_000);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - cutAt)));
    const during = load.calls.length;
    proxy.restore();
    const restoredAt = Date.now();
    // The bound for the rest of the app: it takes events again within 10 s, by itself.
    await eventually(() => expect(load.calls.slice(during).some((c) => c.status === 202)).toBe(true), 10_000);
    const recoveredIn = Date.now() - restoredAt;
    await sleep(1500);
    await load.stop();
    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();

    const { calls } = load;
    const answered = calls.filter((c) => c.status === 202);
    const unavailable = calls.filter((c) => c.status === 503);
    const other = calls.filter((c) => c.status !== 202 && c.status !== 503);
    expect(
      other.map((c) => [c.status, c.body]),
      `every call answers 202 or 503 within ${CALL_TIMEOUT_MS} ms\n${server.output().slice(-3000)}`,
    ).toEqual([]);
    for (const c of answered) expect(c.body).toEqual({ accepted: c.paths.length });
    for (const c of unavailable) expect(c.body).toEqual(UNAVAILABLE);
    expect(calls.slice(0, beforeCut).filter((c) => c.status !== 202).length, '202 before the cut').toBe(0);
    expect(calls.slice(beforeCut, during).filter((c) => c.status === 503).length, '503 during the cut').toBeGreaterThan(0);
    expect(calls.slice(during).filter((c) => c.status === 202).length, '202 again after the restore').toBeGreaterThan(10);

    const stored = await withDb({ DATABASE_URL: db.url }, readStored);
    const answeredPaths = new Set(answered.flatMap((c) => c.paths));
    // In doubt: a call sent before the cut and answered 503. Its batch may have reached
    // PostgreSQL, which commits a statement it has read even when the connection is gone; the
    // server cannot tell, and answers 503. At most one batch, so at most one call per loop.
    const inDoubt = unavailable.filter((c) => c.sentAt < cutAt);
    const inDoubtPaths = new Set(inDoubt.flatMap((c) => c.paths));
    const inDoubtStored = inDoubt.filter((c) => c.paths.every((p) => stored.rows.has(p)));
    const lost = [...answeredPaths].filter((p) => !stored.rows.has(p));
    const extra = [...stored.rows.keys()].filter((p) => !answeredPaths.has(p) && !inDoubtPaths.has(p));
    console.log(
      `[queda do banco na coleta] ${calls.length} chamadas: ${answered.length} respondidas 202 (${answeredPaths.size} eventos), ` +
        `${unavailable.length} respondidas 503 (${inDoubt.length} enviadas antes do corte, ${inDoubtStored.length} delas gravadas mesmo assim); ` +
        `${lost.length} eventos respondidos 202 ausentes, ${extra.length} gravados sem 202; de volta ${recoveredIn} ms depois da volta do banco`,
    );
    expect(lost, 'events answered 202 missing from tracking_events').toEqual([]);
    expect(extra, 'events stored though their call was answered 503 after the cut').toEqual([]);
    expect(inDoubt.length, 'calls in doubt: at most the one batch in flight at the cut').toBeLessThanOrEqual(LOOPS);
    expect(halfStored(calls, stored), 'calls stored in part').toEqual([]);
    expectConsistent(stored);
    await stop(server);
  }, 180_000);
});
