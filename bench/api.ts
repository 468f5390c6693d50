// The server rows, measured in one run: requests/s of each hot API call as a ratio
// to GET /healthz (same server, same run, measured just before and just after the call), p99
// and answer size, with 50 connections, on a fresh PostgreSQL database seeded with 200, 2,000
// and 20,000 funnels (bulk SQL); server RSS under load; start to healthy on a fresh PGlite;
// the CPU share of request logging; the RSS of a PGlite server under REST saves across 200
// funnels. The server is a real process started the way `npm start` starts it (`node
// scripts/start.mjs`, its pages and server bundle built before the first measured start; a
// checkout without the bundle: `node --import tsx src/server/server.ts`), logs at the default
// level into a pipe.
//
//   npm run bench -- api [--quick] [--seconds 5] [--sizes 200,2000,20000] [--server-dir DIR] [--out docs/benchmarks.md]
// --server-dir runs another checkout's server (e.g. main's code, for a before/after).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort, freshPostgres, portOpen } from '../tests/helpers/server-process.ts';
import { cpuSeconds, type LoadResult, load, rssMb } from './lib/load.ts';

const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : def;
};
const QUICK = argv.includes('--quick');
const SECONDS = Number(opt('seconds', QUICK ? '2' : '4'));
const SIZES = opt('sizes', QUICK ? '200,2000' : '200,2000,20000')
  .split(',')
  .map(Number);
const SERVER_DIR = resolve(opt('server-dir', '.'));
const OUT = opt('out', '');
const CONNECTIONS = 50;
const PASSWORD = 'bench12345';
const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The checkout builds its server bundle (scripts/server-bundle.mjs): started as `npm start` does. */
const BUNDLED = existsSync(join(SERVER_DIR, 'scripts/server-bundle.mjs'));
if (BUNDLED) {
  // Whatever is stale is built here, outside the measured starts.
  const r = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('scripts/start.mjs --prepare falhou');
}
const SERVER_ARGS = BUNDLED ? ['scripts/start.mjs'] : ['--import', 'tsx', 'src/server/server.ts'];

interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server & { healthyMs: number }> {
  const port = await freePort();
  const t0 = performance.now();
  // BENCH_SERVER_ARGS: extra node flags for the server only, e.g. --cpu-prof to see where the time goes.
  const extraArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, ...SERVER_ARGS], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', () => {}); // drained like a container's log collector would
  child.stderr?.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`server exited: ${out}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(10);
  }
  const healthyMs = performance.now() - t0;
  return {
    child,
    base,
    healthyMs,
    stop: () =>
      new Promise<void>((r) => {
        if (exited) return r();
        child.on('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

function cli(env: Record<string, string>, email: string) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', 'agency:create', '--email', email, '--password', PASSWORD, '--name', 'Bench', '--plan', 'enterprise'],
    { cwd: SERVER_DIR, env: { ...process.env, NO_DEMO: '1', ...env }, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`agency:create: ${r.stderr}`);
}

async function login(base: string, email: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!r.ok) throw new Error(`login ${r.status}`);
  return (r.headers.get('set-cookie') ?? '').split(';')[0];
}

/** A funnel of 100 steps in a row, each linked to the next: the content GET /api/canvases/{id} sends. */
export function benchContent(n = 100, tag = '') {
  const components = Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    type: 'landing-page',
    position: { x: i * 260, y: (i % 5) * 120 },
    data: { title: `Etapa ${i}${tag}`, description: 'Página de captura com formulário e oferta' },
  }));
  const connections = components.slice(1).map((c, i) => ({ id: `e${i}`, from: components[i].id, to: c.id }));
  return { components, connections, textElements: [], comments: [], drawings: [] };
}

/** size funnels (and size/10 clients) of one agency, in a few INSERT … SELECT statements. */
async function seed(url: string, email: string, size: number): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query('select u.id as user_id, u.agency_id from users u where lower(u.email) = lower($1)', [email]);
    const { user_id: userId, agency_id: agencyId } = rows[0];
    const nClients = Math.max(10, Math.floor(size / 10));
    await c.query(`insert into clients (agency_id, name, segment) select $1, 'Cliente ' || g, 'Varejo' from generate_series(1, $2) g`, [agencyId, nClients]);
    await c.query(
      `with cl as (select array_agg(id) a, count(*) n from clients where agency_id = $1)
       insert into canvases (agency_id, client_id, user_id, title, status, updated_at)
       select $1, cl.a[1 + g % cl.n], $2, 'Funil ' || g, 'draft', now() - (g || ' minutes')::interval
       from generate_series(1, $3 - 1) g, cl`,
      [agencyId, userId, size],
    );
    const big = await c.query(
      `insert into canvases (agency_id, client_id, user_id, title, status, content)
       select $1, id, $2, 'Funil grande', 'draft', $3::jsonb from clients where agency_id = $1 limit 1 returning id`,
      [agencyId, userId, JSON.stringify(benchContent())],
    );
    await c.query('vacuum analyze'); // the state autovacuum leaves a table in (visibility map set: index-only scans)
    return big.rows[0].id;
  } finally {
    await c.end();
  }
}

interface Row {
  what: string;
  size?: number;
  r: LoadResult;
  ratio: number;
}

/** Waits until the server answers /healthz quickly again (answers given up by load() may still be running there). */
async function settle(base: string) {
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    const t = performance.now();
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t < 200) return;
    await sleep(500);
  }
}

/** CPU seconds of every PostgreSQL process (the bench's database shares the 2 cores). */
function postgresCpu(): number {
  const r = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' });
  return (r.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .reduce((s, p) => s + cpuSeconds(Number(p)), 0);
}

async function measure(
  base: string,
  cookie: string,
  path: string,
  pid: number,
  rss: { max: number },
): Promise<LoadResult & { cpuServer: number; cpuDb: number }> {
  await settle(base);
  // Warm-up of this call (JIT, prepared statements on each pooled connection), as /healthz gets.
  await load({ url: base + path, connections: CONNECTIONS, seconds: 1, headers: { ...JSON_HEADERS, cookie } });
  await settle(base);
  const sampler = setInterval(() => {
    rss.max = Math.max(rss.max, rssMb(pid));
  }, 100);
  const c0 = cpuSeconds(pid);
  const d0 = postgresCpu();
  try {
    const r = await load({ url: base + path, connections: CONNECTIONS, seconds: SECONDS, headers: { ...JSON_HEADERS, cookie } });
    // CPU per answer, in µs: where the time goes (server process, PostgreSQL); the load generator takes the rest.
    return { ...r, cpuServer: ((cpuSeconds(pid) - c0) / Math.max(1, r.count)) * 1e6, cpuDb: ((postgresCpu() - d0) / Math.max(1, r.count)) * 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

async function pgSize(size: number, rows: Row[], extra: string[]) {
  const db = await freshPostgres('funil_bench_api');
  const email = `bench-${size}@funil.test`;
  const env = { DATABASE_URL: db.url, NO_DEMO: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'funil-bench-')) };
  let server = await startServer(env);
  try {
    cli(env, email);
    const t = performance.now();
    const bigId = await seed(db.url, email, size);
    console.log(`  ${size} funis semeados em ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const cookie = await login(server.base, email);
    const pid = server.child.pid as number;
    const rss = { max: rssMb(pid) };
    const rssBefore = rss.max;
    await load({ url: `${server.base}/healthz`, connections: CONNECTIONS, seconds: 1 }); // warm-up
    // /healthz is measured before the first call and again after each one: a call's ratio is to
    // the mean of the two measurements around it, so a machine whose speed drifts during the run
    // (shared, noisy) weighs on both sides of the ratio alike.
    let health = await measure(server.base, cookie, '/healthz', pid, rss);
    const healths = [health];
    const healthRow: Row = { what: 'GET /healthz', size, r: health, ratio: 1 };
    rows.push(healthRow);
    const showHealth = (h: typeof health) =>
      `  GET /healthz: ${h.rps.toFixed(0)} req/s, p99 ${h.p99.toFixed(0)} ms, CPU por resposta: servidor ${h.cpuServer.toFixed(0)} µs, PostgreSQL ${h.cpuDb.toFixed(0)} µs`;
    console.log(showHealth(health));
    // --only id,list,metrics: measure only those calls (for a profile of one call).
    const only = opt('only', '');
    const add = async (what: string, path: string) => {
      const key = what === 'GET /api/canvases/{id}' ? 'id' : what.includes('metrics') ? 'metrics' : what.includes('limit') ? 'limit' : 'list';
      if (only && !only.split(',').includes(key)) return;
      const x = await measure(server.base, cookie, path, pid, rss);
      const after = await measure(server.base, cookie, '/healthz', pid, rss);
      healths.push(after);
      const ratio = x.rps / ((health.rps + after.rps) / 2);
      rows.push({ what, size, r: x, ratio });
      console.log(
        `  ${what}: ${x.rps.toFixed(1)} req/s (${ratio.toFixed(3)} de /healthz, medido antes e depois: ${health.rps.toFixed(0)} / ${after.rps.toFixed(0)} req/s), p99 ${x.p99.toFixed(0)} ms, ${fmtBytes(x.bytes)}, erros ${JSON.stringify(x.codes)}, CPU por resposta: servidor ${x.cpuServer.toFixed(0)} µs, PostgreSQL ${x.cpuDb.toFixed(0)} µs`,
      );
      console.log(showHealth(after));
      health = after;
    };
    await add('GET /api/canvases/{id}', `/api/canvases/${bigId}`);
    await add('GET /api/canvases', '/api/canvases');
    await add('GET /api/canvases?limit=50', '/api/canvases?limit=50');
    await add('GET /api/metrics', '/api/metrics');
    // The table's /healthz row: the mean of its measurements, the worst p99 and error count.
    healthRow.r = {
      ...healths[0],
      rps: healths.reduce((t, h) => t + h.rps, 0) / healths.length,
      p99: Math.max(...healths.map((h) => h.p99)),
      errors: healths.reduce((t, h) => t + h.errors, 0),
    };
    extra.push(
      `GET /healthz (PostgreSQL, ${size} funis), antes da primeira chamada e depois de cada uma: ${healths.map((h) => h.rps.toFixed(0)).join(' / ')} req/s`,
    );
    extra.push(`RSS do servidor (PostgreSQL, ${size} funis): ${rssBefore.toFixed(0)} MB antes da carga, pico ${rss.max.toFixed(0)} MB`);
    if (size === SIZES[0] && !opt('only', '')) {
      // Logging share: server CPU per GET /healthz (the cheapest call, where a log line weighs
      // most) with request logs (info) and without (silent).
      const perReq = async (s: Server) => {
        const p = s.child.pid as number;
        await load({ url: `${s.base}/healthz`, connections: CONNECTIONS, seconds: 1 }); // warm-up (JIT)
        const c0 = cpuSeconds(p);
        const r = await load({ url: `${s.base}/healthz`, connections: CONNECTIONS, seconds: SECONDS });
        return (cpuSeconds(p) - c0) / r.count;
      };
      const withLogs = await perReq(server);
      await server.stop();
      server = await startServer({ ...env, LOG_LEVEL: 'silent' });
      const without = await perReq(server);
      extra.push(
        `CPU do servidor por GET /healthz: ${(withLogs * 1e6).toFixed(0)} µs com logs de requisição, ${(without * 1e6).toFixed(0)} µs sem: logs = ${(((withLogs - without) / withLogs) * 100).toFixed(1)} % da CPU`,
      );
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

/** Start to healthy on a fresh PGlite (the demo agency created, as `npm start` does). */
async function startToHealthy(extra: string[]) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'funil-bench-pglite-')) });
    times.push(s.healthyMs);
    await s.stop();
  }
  times.sort((a, b) => a - b);
  extra.push(
    `Início até /healthz 200 num PGlite novo (com a agência demo): ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s (mediana ${(times[1] / 1000).toFixed(2)} s)`,
  );
  return times[1];
}

/** PGlite server under REST saves and reads across 200 funnels: RSS before, peak, after. */
async function pgliteMemory(extra: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-bench-pglite-'));
  const email = 'bench-mem@funil.test';
  cli({ DATA_DIR: dataDir }, email);
  const s = await startServer({ DATA_DIR: dataDir, NO_DEMO: '1' });
  try {
    const cookie = await login(s.base, email);
    const headers = { ...JSON_HEADERS, cookie, 'content-type': 'application/json' };
    const client = (await (await fetch(`${s.base}/api/clients`, { method: 'POST', headers, body: JSON.stringify({ name: 'Cliente Bench' }) })).json()) as {
      id: string;
    };
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await fetch(`${s.base}/api/canvases`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Funil ${i}`, clientId: client.id, content: benchContent(30) }),
      });
      if (r.status !== 201) throw new Error(`POST /api/canvases: ${r.status} ${await r.text()}`);
      ids.push(((await r.json()) as { id: string }).id);
    }
    const pid = s.child.pid as number;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 100);
    const seconds = QUICK ? 10 : 20;
    const [w, r] = await Promise.all([
      load({
        url: s.base,
        connections: 25,
        seconds,
        method: 'PATCH',
        headers: { ...JSON_HEADERS, cookie },
        path: (i) => `/api/canvases/${ids[i % ids.length]}`,
        body: (i) => JSON.stringify({ content: { components: benchContent(30, ` v${i}`).components } }),
      }),
      load({ url: s.base, connections: 25, seconds, headers: { ...JSON_HEADERS, cookie }, path: (i) => `/api/canvases/${ids[(i * 7) % ids.length]}` }),
    ]);
    clearInterval(sampler);
    const loaded = rssMb(pid);
    await sleep(QUICK ? 5000 : 10000);
    const idle = rssMb(pid);
    extra.push(
      `PGlite, 200 funis, ${seconds} s de PATCH (${w.rps.toFixed(0)}/s, erros ${JSON.stringify(w.codes)}) + GET (${r.rps.toFixed(0)}/s, erros ${JSON.stringify(r.codes)}), 50 conexões: RSS ${before.toFixed(0)} MB antes, pico ${peak.toFixed(0)} MB, ${loaded.toFixed(0)} MB no fim, ${idle.toFixed(0)} MB após ${QUICK ? 5 : 10} s parado`,
    );
    return peak;
  } finally {
    await s.stop();
  }
}

const fmtBytes = (b: number) => (b >= 1e6 ? `${(b / 1e6).toFixed(2)} MB` : b >= 1e3 ? `${(b / 1e3).toFixed(1)} KB` : `${b} B`);

async function main() {
  if (!(await portOpen(5432))) {
    console.log('PostgreSQL não responde em 127.0.0.1:5432: bench api pulado.');
    return;
  }
  const rows: Row[] = [];
  const extra: string[] = [];
  const t0 = performance.now();
  for (const size of argv.includes('--pglite-only') ? [] : SIZES) {
    console.log(`PostgreSQL, ${size} funis:`);
    await pgSize(size, rows, extra);
  }
  if (!argv.includes('--skip-pglite')) {
    console.log('PGlite:');
    await startToHealthy(extra);
    await pgliteMemory(extra);
  }
  const machine = `${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB de RAM, Node ${process.version}`;
  const table = [
    '| chamada | funis | req/s | razão de /healthz | p99 | resposta | erros |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.what}\` | ${r.size} | ${r.r.rps.toFixed(1)} | ${r.ratio.toFixed(3)} | ${r.r.p99.toFixed(0)} ms | ${fmtBytes(r.r.bytes)} | ${r.r.errors} |`,
    ),
  ].join('\n');
  const text = `${table}\n\n${extra.map((e) => `- ${e}`).join('\n')}\n\nMáquina: ${machine}. ${CONNECTIONS} conexões, ${SECONDS} s por chamada; duração total ${((performance.now() - t0) / 1000).toFixed(0)} s.`;
  console.log(`\n${text}`);
  if (OUT) writeFileSync(OUT, text);
}

await main();
