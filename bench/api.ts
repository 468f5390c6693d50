// The server rows, measured in one run: requests/s of each hot API call as a ratio to GET
// /healthz (same server, same run, measured just before and just after the call), p99 and answer
// size, with 32 connections, on a fresh PostgreSQL database holding an agency made through the
// API (bench/lib/real-agency.ts: funnels from the templates with comments, reviewers, versions
// and due dates; 200, 2,000 and 20,000 funnels); server RSS under load; start to healthy on a
// fresh PGlite; the CPU share of request logging; the RSS of a PGlite server under REST saves
// across 200 funnels. The server is a real process started the way `npm start` starts it
// (bench/lib/bench-server.ts), logs at `info` into a pipe.
//
//   npm run bench -- api [--quick] [--seconds 5] [--sizes 200,2000,20000] [--only list,q] [--rebuild] [--server-dir DIR] [--out FILE]
// --server-dir runs another checkout's server (e.g. main's code, for a before/after) on the
// same built data; --rebuild builds the agencies through the API again.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { portOpen } from '../tests/helpers/server-process.ts';
import { cli, fmtBytes, JSON_HEADERS, login, postgresCpu, type Server, serverArgs, settle, sleep, startServer as start } from './lib/bench-server.ts';
import { cpuSeconds, type LoadResult, load, rssMb } from './lib/load.ts';
import { buildRealAgency, REAL_PASSWORD, type RealAgency, realDatabase } from './lib/real-agency.ts';

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
const ONLY = opt('only', '');
const CONNECTIONS = 32;
const PASSWORD = REAL_PASSWORD;
const SERVER_ARGS = serverArgs(SERVER_DIR);
const startServer = (env: Record<string, string>) => start(SERVER_DIR, SERVER_ARGS, env);

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

interface Row {
  what: string;
  size?: number;
  r: LoadResult;
  ratio: number;
}

/** One call of the table: how it is sent (the cookie of the agency, of a client, or none). */
interface Target {
  what: string;
  key: string;
  path: string;
  cookie: string;
  /** A public reviewer's read: each request from its own address, as many reviewers would. */
  rotateAddress?: boolean;
}

async function measure(base: string, t: Target, pid: number, rss: { max: number }): Promise<LoadResult & { cpuServer: number; cpuDb: number }> {
  const headers = { ...JSON_HEADERS, ...(t.cookie ? { cookie: t.cookie } : {}) };
  const headersFor = t.rotateAddress ? (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }) : undefined;
  await settle(base);
  // Warm-up of this call (JIT, prepared statements on each pooled connection), as /healthz gets.
  await load({ url: base + t.path, connections: CONNECTIONS, seconds: 1, headers, headersFor });
  await settle(base);
  const sampler = setInterval(() => {
    rss.max = Math.max(rss.max, rssMb(pid));
  }, 100);
  const c0 = cpuSeconds(pid);
  const d0 = postgresCpu();
  try {
    const r = await load({ url: base + t.path, connections: CONNECTIONS, seconds: SECONDS, headers, headersFor });
    // CPU per answer, in µs: where the time goes (server process, PostgreSQL); the load generator takes the rest.
    return { ...r, cpuServer: ((cpuSeconds(pid) - c0) / Math.max(1, r.count)) * 1e6, cpuDb: ((postgresCpu() - d0) / Math.max(1, r.count)) * 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

/** The agency of `size` funnels, made through the API once and then cloned (bench/lib/real-agency.ts). */
function realData(size: number) {
  const email = `bench-${size}@funil.test`;
  return realDatabase(SERVER_DIR, size, argv.includes('--rebuild'), async (url) => {
    const env = { DATABASE_URL: url, NO_DEMO: '1', TRUST_PROXY: '1', JOBS_INTERVAL_MS: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'funil-bench-')) };
    cli(SERVER_DIR, env, email, PASSWORD);
    const s = await startServer({ ...env, LOG_LEVEL: 'warn' });
    try {
      console.log(`  construindo ${size} funis pela API…`);
      const agency = await buildRealAgency(s.base, email, size, console.log);
      const st = agency.stats;
      console.log(
        `  ${st.funnels} funis, ${st.comments} comentários, ${st.reviewers} revisores, ${st.versions} versões, ${st.dueDates} prazos: ${st.calls} chamadas em ${st.seconds.toFixed(0)} s`,
      );
      return agency;
    } finally {
      await s.stop();
    }
  });
}

/** The calls of the table: the agency's list and its filters, a funnel, the overview, the portal and the public page. */
async function targets(base: string, agency: RealAgency, cookie: string): Promise<Target[]> {
  const portal = agency.clientLogins[0];
  const r = await fetch(`${base}/api/client/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email: portal.email, password: PASSWORD }),
  });
  if (!r.ok) throw new Error(`client login ${r.status}`);
  const clientCookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
  const funnel = agency.funnelIds[0];
  return [
    { what: 'GET /api/canvases/{id}', key: 'id', path: `/api/canvases/${funnel}`, cookie },
    { what: 'GET /api/canvases', key: 'list', path: '/api/canvases', cookie },
    { what: 'GET /api/canvases?q=', key: 'q', path: `/api/canvases?q=${encodeURIComponent('Cliente 7')}`, cookie },
    { what: 'GET /api/canvases?status=approved', key: 'status', path: '/api/canvases?status=approved', cookie },
    { what: 'GET /api/canvases?clientId=', key: 'client', path: `/api/canvases?clientId=${agency.clientIds[3]}`, cookie },
    { what: 'GET /api/metrics', key: 'metrics', path: '/api/metrics', cookie },
    { what: 'GET /api/client/canvases', key: 'portal', path: '/api/client/canvases', cookie: clientCookie },
    { what: 'GET /api/client/canvas/{id}', key: 'portal-id', path: `/api/client/canvas/${portal.funnelId}`, cookie: clientCookie },
    { what: 'GET /api/public/canvas/{link}', key: 'public', path: `/api/public/canvas/${agency.publicLinks[0]}`, cookie: '', rotateAddress: true },
  ];
}

async function pgSize(size: number, rows: Row[], extra: string[]) {
  const t = performance.now();
  const db = await realData(size);
  console.log(`  banco pronto em ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const env = { DATABASE_URL: db.url, NO_DEMO: '1', TRUST_PROXY: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'funil-bench-')) };
  let server = await startServer(env);
  try {
    const cookie = await login(server.base, db.agency.email, PASSWORD);
    const pid = server.child.pid as number;
    const rss = { max: rssMb(pid) };
    const rssBefore = rss.max;
    const healthTarget: Target = { what: 'GET /healthz', key: 'healthz', path: '/healthz', cookie: '' };
    await load({ url: `${server.base}/healthz`, connections: CONNECTIONS, seconds: 1 }); // warm-up
    // /healthz is measured before the first call and again after each one: a call's ratio is to
    // the mean of the two measurements around it, so a machine whose speed drifts during the run
    // (shared, noisy) weighs on both sides of the ratio alike.
    let health = await measure(server.base, healthTarget, pid, rss);
    const healths = [health];
    const healthRow: Row = { what: 'GET /healthz', size, r: health, ratio: 1 };
    rows.push(healthRow);
    const showHealth = (h: typeof health) =>
      `  GET /healthz: ${h.rps.toFixed(0)} req/s, p99 ${h.p99.toFixed(0)} ms, CPU por resposta: servidor ${h.cpuServer.toFixed(0)} µs, PostgreSQL ${h.cpuDb.toFixed(0)} µs`;
    console.log(showHealth(health));
    for (const target of await targets(server.base, db.agency, cookie)) {
      if (ONLY && !ONLY.split(',').includes(target.key)) continue;
      const x = await measure(server.base, target, pid, rss);
      const after = await measure(server.base, healthTarget, pid, rss);
      healths.push(after);
      const ratio = x.rps / ((health.rps + after.rps) / 2);
      rows.push({ what: target.what, size, r: x, ratio });
      console.log(
        `  ${target.what}: ${x.rps.toFixed(1)} req/s (${ratio.toFixed(3)} de /healthz, medido antes e depois: ${health.rps.toFixed(0)} / ${after.rps.toFixed(0)} req/s), p99 ${x.p99.toFixed(0)} ms, ${fmtBytes(x.bytes)}, erros ${JSON.stringify(x.codes)}, CPU por resposta: servidor ${x.cpuServer.toFixed(0)} µs, PostgreSQL ${x.cpuDb.toFixed(0)} µs`,
      );
      console.log(showHealth(after));
      health = after;
    }
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
    if (size === SIZES[0] && !ONLY) {
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
  cli(SERVER_DIR, { DATA_DIR: dataDir }, email, PASSWORD);
  const s = await startServer({ DATA_DIR: dataDir, NO_DEMO: '1' });
  try {
    const cookie = await login(s.base, email, PASSWORD);
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
