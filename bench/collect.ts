// POST /api/collect under load: the events the snippet on the clients' pages sends
// (docs/decisions/026-traffic-without-personal-data.md), on a fresh PostgreSQL database and on a
// fresh PGlite. The server is a real process started the way `npm start` starts it
// (bench/lib/bench-server.ts), request logs at `info` into a pipe, under 32 keep-alive
// connections from the load loop in this process (bench/lib/load.ts).
//
// Two rows per database: one event per call (what the snippet sends, navigator.sendBeacon per
// page view: the goal's figure) and arrays of 10 events per call. Each row gets its own server on
// its own fresh database, with an agency made by the CLI and its site key read and its allowed
// domain set through the API (GET and PUT /api/agency/tracking). A call counts as an error unless
// it answered 202 with `accepted` > 0. After each row the server is stopped and the rows of
// tracking_events are counted: they must equal the events answered 202 (warm-up included).
//
// Visitors: the server runs with TRUST_PROXY=1 and each visitor (4 calls in a row: its pages
// in turn) comes from its own `x-forwarded-for` address and its own Chrome user agent (a number
// appended), so the daily visitor hashes and the per-address counters see many visitors.
// The server's limits are lifted for the bench: COLLECT_LIMIT_PER_ADDRESS and
// COLLECT_LIMIT_PER_SITE = 1,000,000,000 (defaults 600 calls per address and 120,000 events per
// site a minute; the site's limit alone would refuse a sustained 2,000 events/s after a minute).
//
// Goal: ≥ 2,000 events/s sustained with PostgreSQL, p99 ≤ 50 ms per call; ≥ 500/s on PGlite;
// RSS bounded under that load (peak of each half of the load printed, sampled every 100 ms).
//
//   npm run bench -- collect [--quick] [--seconds 20] [--db pg,pglite] [--server-dir DIR] [--out FILE] [--tsx]
// --tsx runs the server from its sources (`node --import tsx src/server/server.ts`) instead of the
// bundle `npm start` runs: for a checkout whose pages do not build at the moment.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freshPostgres, portOpen } from '../tests/helpers/server-process.ts';
import { cli, JSON_HEADERS, login, postgresCpu, serverArgs, settle, startServer as start } from './lib/bench-server.ts';
import { cpuSeconds, type LoadResult, load, rssMb } from './lib/load.ts';

const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : def;
};
const QUICK = argv.includes('--quick');
const SECONDS = Number(opt('seconds', QUICK ? '3' : '20'));
const WARMUP_SECONDS = QUICK ? 1 : 3;
const DBS = opt('db', 'pg,pglite').split(',');
const SERVER_DIR = resolve(opt('server-dir', '.'));
const OUT = opt('out', '');
const CONNECTIONS = 32;
const PASSWORD = 'bench-collect-1234';
const LIMITS = { COLLECT_LIMIT_PER_ADDRESS: '1000000000', COLLECT_LIMIT_PER_SITE: '1000000000' };
const SERVER_ARGS = argv.includes('--tsx') ? ['--import', 'tsx', 'src/server/server.ts'] : serverArgs(SERVER_DIR);

const DOMAIN = 'loja.example';
const ORIGIN = `https://${DOMAIN}`;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PAGES = ['/', '/oferta', '/checkout', '/obrigado'];
const CALLS_PER_VISITOR = 4;

type DbKind = 'pg' | 'pglite';
const DB_NAME: Record<DbKind, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };

interface Shape {
  what: string;
  perCall: number;
  /** The goal this row is held to (the single-event row only). */
  goal?: Record<DbKind, { eventsPerSecond: number; p99?: number }>;
}

const SHAPES: Shape[] = [
  {
    what: 'POST /api/collect, 1 evento',
    perCall: 1,
    goal: { pg: { eventsPerSecond: 2000, p99: 50 }, pglite: { eventsPerSecond: 500 } },
  },
  { what: 'POST /api/collect, 10 eventos', perCall: 10 },
];

interface Row {
  shape: Shape;
  db: DbKind;
  r: LoadResult;
  accepted: number;
  eventsPerSecond: number;
  stored: number;
  storedExpected: number;
  rssBefore: number;
  rssPeak: number;
  rssPeakHalves: [number, number];
  rssAfter: number;
  cpuServer: number;
  cpuDb: number;
}

/** The events of call `i`: the visitor's page of this call, and for a batch the rest of its visit. */
function body(site: string, perCall: number, i: number): string {
  const page = PAGES[i % PAGES.length];
  const url = (path: string) => `${ORIGIN}${path}?utm_source=bench&utm_campaign=c${i % 7}`;
  if (perCall === 1) return JSON.stringify({ site, type: 'pageview', url: url(page) });
  const events: object[] = [];
  for (let k = 0; k < perCall - 2; k++) events.push({ site, type: 'pageview', url: url(PAGES[(i + k) % PAGES.length]) });
  events.push({ site, type: 'event', url: url('/obrigado'), name: 'lead' });
  events.push({ site, type: 'event', url: url('/obrigado'), name: 'compra', value: 97.9 });
  return JSON.stringify(events);
}

/** Each visitor from its own address and its own browser. */
function visitorHeaders(i: number): Record<string, string> {
  const v = Math.floor(i / CALLS_PER_VISITOR);
  return { 'x-forwarded-for': `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`, 'user-agent': `${CHROME} ${v}` };
}

/** The agency's site key, its allowed domain set to the bench's shop. */
async function siteKey(base: string, cookie: string): Promise<string> {
  const headers = { ...JSON_HEADERS, cookie };
  const g = await fetch(`${base}/api/agency/tracking`, { headers });
  if (!g.ok) throw new Error(`GET /api/agency/tracking: ${g.status} ${await g.text()}`);
  const p = await fetch(`${base}/api/agency/tracking`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ allowedDomains: [DOMAIN] }),
  });
  if (!p.ok) throw new Error(`PUT /api/agency/tracking: ${p.status} ${await p.text()}`);
  const s = (await p.json()) as { siteKey: string; allowedDomains: string[] };
  if (!s.allowedDomains.includes(DOMAIN)) throw new Error(`PUT /api/agency/tracking: ${JSON.stringify(s)}`);
  return s.siteKey;
}

/** Rows of tracking_events, read once the server has stopped. */
async function storedRows(db: DbKind, url: string, dataDir: string): Promise<number> {
  const q = 'select count(*)::int as n from tracking_events';
  if (db === 'pg') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query<{ n: number }>(q)).rows[0].n;
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const p = new PGlite(join(dataDir, 'pglite'));
  try {
    return (await p.query<{ n: number }>(q)).rows[0].n;
  } finally {
    await p.close();
  }
}

async function measure(db: DbKind, shape: Shape): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-bench-collect-'));
  const fresh = db === 'pg' ? await freshPostgres('funil_bench_collect') : null;
  const env: Record<string, string> = { NO_DEMO: '1', TRUST_PROXY: '1', DATA_DIR: dataDir, ...LIMITS, ...(fresh ? { DATABASE_URL: fresh.url } : {}) };
  const email = 'bench-collect@funil.test';
  try {
    cli(SERVER_DIR, env, email, PASSWORD);
    const server = await start(SERVER_DIR, SERVER_ARGS, env);
    let accepted = 0;
    let warmAccepted = 0;
    let row: Omit<Row, 'stored' | 'storedExpected'>;
    try {
      const cookie = await login(server.base, email, PASSWORD);
      const site = await siteKey(server.base, cookie);
      const pid = server.child.pid as number;
      // Calls numbered from `offset`: the measured load's visitors are not the warm-up's.
      const run = (seconds: number, offset: number, count: (n: number) => void) =>
        load({
          url: `${server.base}/api/collect`,
          connections: CONNECTIONS,
          seconds,
          method: 'POST',
          contentType: 'text/plain;charset=UTF-8',
          headers: { origin: ORIGIN },
          headersFor: (i) => visitorHeaders(offset + i),
          body: (i) => body(site, shape.perCall, offset + i),
          check: (status, text) => {
            if (status !== 202) return false;
            try {
              const n = (JSON.parse(text) as { accepted?: number }).accepted ?? 0;
              if (n > 0) count(n);
              return n > 0;
            } catch {
              return false;
            }
          },
        });
      // Warm-up (JIT, prepared statements, the day's salt), then the measured load.
      const warm = await run(WARMUP_SECONDS, 0, (n) => (warmAccepted += n));
      if (warm.errors) console.log(`  aquecimento: erros ${JSON.stringify(warm.codes)}`);
      await settle(server.base);
      const rssBefore = rssMb(pid);
      const samples: { t: number; mb: number }[] = [];
      const t0 = performance.now();
      const sampler = setInterval(() => samples.push({ t: performance.now() - t0, mb: rssMb(pid) }), 100);
      const c0 = cpuSeconds(pid);
      const d0 = db === 'pg' ? postgresCpu() : 0;
      let r: LoadResult;
      try {
        r = await run(SECONDS, 1e7, (n) => (accepted += n));
      } finally {
        clearInterval(sampler);
      }
      const cpuServer = cpuSeconds(pid) - c0;
      const cpuDb = db === 'pg' ? postgresCpu() - d0 : 0;
      const half = (SECONDS * 1000) / 2;
      const peak = (list: typeof samples) => list.reduce((m, s) => Math.max(m, s.mb), 0);
      row = {
        shape,
        db,
        r,
        accepted,
        // Answered calls per second × events accepted per answered call.
        eventsPerSecond: r.count ? (r.rps * accepted) / r.count : 0,
        rssBefore,
        rssPeak: peak(samples),
        rssPeakHalves: [peak(samples.filter((s) => s.t < half)), peak(samples.filter((s) => s.t >= half))],
        rssAfter: rssMb(pid),
        // CPU per accepted event, in µs (PGlite's database runs inside the server process).
        cpuServer: (cpuServer / Math.max(1, accepted)) * 1e6,
        cpuDb: (cpuDb / Math.max(1, accepted)) * 1e6,
      };
    } finally {
      await server.stop();
    }
    const stored = await storedRows(db, fresh?.url ?? '', dataDir);
    return { ...row, stored, storedExpected: warmAccepted + accepted };
  } finally {
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function goalText(row: Row): { goal: string; met: string } {
  const g = row.shape.goal?.[row.db];
  if (!g) return { goal: '', met: '' };
  const goal = `≥ ${g.eventsPerSecond}/s${g.p99 ? `, p99 ≤ ${g.p99} ms` : ''}`;
  const met = row.eventsPerSecond >= g.eventsPerSecond && (!g.p99 || row.r.p99 <= g.p99) && row.r.errors === 0;
  return { goal, met: met ? 'sim' : 'não' };
}

async function main() {
  const rows: Row[] = [];
  const extra: string[] = [];
  const t0 = performance.now();
  for (const db of DBS as DbKind[]) {
    if (!DB_NAME[db]) throw new Error(`--db: pg ou pglite, não ${db}`);
    if (db === 'pg' && !(await portOpen(5432))) {
      console.log('PostgreSQL não responde em 127.0.0.1:5432: linhas PostgreSQL puladas.');
      continue;
    }
    for (const shape of SHAPES) {
      console.log(`${DB_NAME[db]}, ${shape.what}:`);
      const row = await measure(db, shape);
      rows.push(row);
      const r = row.r;
      const same = row.stored === row.storedExpected;
      console.log(
        `  ${r.rps.toFixed(0)} chamadas/s, ${row.eventsPerSecond.toFixed(0)} eventos/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, erros ${r.errors} ${JSON.stringify(r.codes)}`,
      );
      console.log(
        `  CPU por evento: servidor ${row.cpuServer.toFixed(0)} µs${db === 'pg' ? `, PostgreSQL ${row.cpuDb.toFixed(0)} µs` : ''}; RSS ${row.rssBefore.toFixed(0)} MB antes, pico ${row.rssPeak.toFixed(0)} MB (1ª metade ${row.rssPeakHalves[0].toFixed(0)}, 2ª metade ${row.rssPeakHalves[1].toFixed(0)}), ${row.rssAfter.toFixed(0)} MB no fim`,
      );
      console.log(`  tracking_events: gravados ${row.stored} ${same ? '=' : '≠'} aceitos ${row.storedExpected} (aquecimento incluído)`);
      extra.push(
        `${DB_NAME[db]}, ${shape.what}: gravados ${row.stored} ${same ? '=' : '≠'} aceitos ${row.storedExpected}; CPU por evento: servidor ${row.cpuServer.toFixed(0)} µs${db === 'pg' ? `, PostgreSQL ${row.cpuDb.toFixed(0)} µs` : ''}; RSS ${row.rssBefore.toFixed(0)} MB antes, pico ${row.rssPeakHalves[0].toFixed(0)} / ${row.rssPeakHalves[1].toFixed(0)} MB (1ª / 2ª metade), ${row.rssAfter.toFixed(0)} MB no fim`,
      );
    }
  }
  const machine = `${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB de RAM, Node ${process.version}`;
  const table = [
    '| chamada | banco | chamadas/s | eventos/s | p50 | p99 | erros | RSS pico | gravados = aceitos | meta | cumprida |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|---|',
    ...rows.map((row) => {
      const { goal, met } = goalText(row);
      const stored = row.stored === row.storedExpected ? `sim (${row.stored})` : `não (${row.stored} ≠ ${row.storedExpected})`;
      return `| \`${row.shape.what}\` | ${DB_NAME[row.db]} | ${row.r.rps.toFixed(0)} | ${row.eventsPerSecond.toFixed(0)} | ${row.r.p50.toFixed(1)} ms | ${row.r.p99.toFixed(1)} ms | ${row.r.errors} | ${row.rssPeak.toFixed(0)} MB | ${stored} | ${goal} | ${met} |`;
    }),
  ].join('\n');
  const text = `${table}\n\n${extra.map((e) => `- ${e}`).join('\n')}\n\nMáquina: ${machine}. ${CONNECTIONS} conexões, ${SECONDS} s por linha (após ${WARMUP_SECONDS} s de aquecimento), um servidor e um banco novos por linha; COLLECT_LIMIT_PER_ADDRESS e COLLECT_LIMIT_PER_SITE = 1.000.000.000; duração total ${((performance.now() - t0) / 1000).toFixed(0)} s.`;
  console.log(`\n${text}`);
  if (OUT) writeFileSync(OUT, text);
  if (rows.some((r) => r.stored !== r.storedExpected)) process.exitCode = 1;
}

await main();
