// What a visitor on a phone gets (decision 011): builds the client if needed, starts the real
// server on a temporary data folder, with an agency created by the operator command and, through
// the API, a funnel made from a template, published, with a public review link. Lighthouse, with
// its default mobile settings against Debian's Chromium, then scores the landing page, /auth and
// that funnel's public review page against a performance goal of 90; the gzipped JavaScript the
// landing route loads is measured against its 100 KB budget. Prints one run's figures per page.
//   node bench/landing.mjs [--runs N] [--json] [--only /|/auth|review]
// BENCH_LH_REPORT_DIR=DIR keeps each run's whole Lighthouse report there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
export const JS_BUDGET_BYTES = 100 * 1000; // 100 KB of gzipped JavaScript on /
/** Lighthouse's performance score each measured page must reach (mobile profile). */
export const PERFORMANCE_GOAL = 90;
const OWNER = { email: 'bench-landing@agencia.test', password: 'senha-bench-123', name: 'Bench Landing' };
const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1);
const asJson = args.includes('--json');
const log = (...m) => (asJson ? undefined : console.log(...m));

function newestMtime(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const index = join(ROOT, 'dist/client/index.html');
  const sources = Math.max(newestMtime(join(ROOT, 'src/client')), newestMtime(join(ROOT, 'src/shared')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return log('Build em dist/client está atualizado.');
  log('Gerando o build de produção (vite build)...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: asJson ? 'ignore' : 'inherit' });
  if (r.status !== 0) throw new Error('vite build falhou');
}

function freePort() {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
    s.on('error', rej);
  });
}

export async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NO_DEMO: '1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL; // embedded PGlite in the temporary folder
  // The agency whose funnel the public page shows, made as an operator makes one (npm run cli).
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli.ts',
      'agency:create',
      '--email',
      OWNER.email,
      '--password',
      OWNER.password,
      '--name',
      OWNER.name,
      '--plan',
      'enterprise',
    ],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`agency:create falhou:\n${created.stdout}${created.stderr}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000; // a busy machine can take a while to start PGlite
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`O servidor não respondeu em ${url}/healthz:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The agency's API as the editor calls it: its session cookie and the header every call sends. */
async function agencyApi(base) {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, { method, headers: { ...headers, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** A funnel made from the first template, published, with a public link: the address of its review page. */
export async function seedPublicReview(base) {
  const api = await agencyApi(base);
  const [template] = await api('GET', '/api/templates');
  const client = await api('POST', '/api/clients', { name: 'Doce Arte Confeitaria' });
  const canvas = await api('POST', '/api/canvases', { title: template.title, clientId: client.id, templateId: template.id });
  await api('PUT', `/api/canvases/${canvas.id}`, { status: 'published' });
  const { publicLink } = await api('POST', `/api/canvases/${canvas.id}/public-link`, {});
  return `/public/${publicLink}`;
}

/** Every script the page at `url` loads (static and dynamic), each body gzipped (level 9). */
export async function landingScriptBytes(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Scroll the whole page so that anything loaded on the way down is counted too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.waitForLoadState('networkidle');
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** Lighthouse asks to run again when its trace came out broken (NO_NAVSTART and the like): up to twice more. */
async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    const r = await lighthouseOnce(url);
    if (r || attempt === 3) return r ?? Promise.reject(new Error(`Lighthouse falhou três vezes em ${url}`));
    log(`  (Lighthouse pediu para rodar de novo em ${url})`);
  }
}

async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's defaults are the mobile form factor with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) return null;
    // The whole report, to see which element was the largest paint or which task blocked.
    if (process.env.BENCH_LH_REPORT_DIR) {
      const name = `${new URL(url).pathname.split('/')[1] || 'landing'}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LH_REPORT_DIR, name), result.report);
    }
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const failed = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual',
    );
    return {
      formFactor: lhr.configSettings.formFactor,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
      },
      needsWork: failed.map((a) => `${a.id}: ${a.title}`),
    };
  } finally {
    await chrome.kill();
  }
}

function printLighthouse(path, lh) {
  for (const [i, r] of lh.entries()) {
    const verdict = r.performance >= PERFORMANCE_GOAL ? 'dentro' : 'ABAIXO';
    log(`\n${path}: Lighthouse ${r.formFactor}${lh.length > 1 ? ` (execução ${i + 1}/${lh.length})` : ''}, uma execução:`);
    log(`  performance     ${r.performance} (meta ${PERFORMANCE_GOAL}: ${verdict})`);
    log(`  acessibilidade  ${r.accessibility}`);
    log(`  boas práticas   ${r.bestPractices}`);
    log(`  SEO             ${r.seo}`);
    log(
      `  FCP ${r.metrics.fcpMs} ms · LCP ${r.metrics.lcpMs} ms · TBT ${r.metrics.tbtMs} ms · CLS ${r.metrics.cls} · Speed Index ${r.metrics.speedIndexMs} ms`,
    );
    if (r.needsWork.length) log(`  auditorias abaixo de 0,9: ${r.needsWork.join('; ')}`);
    // Simulated throttling multiplies the CPU time observed here: a busy machine lowers the score.
    log(
      `  benchmarkIndex da máquina ${r.benchmarkIndex}${r.benchmarkIndex < 700 ? ' (máquina ocupada: o tempo de CPU medido, e portanto a nota de performance, sai pior que o real)' : ''}`,
    );
  }
}

async function main() {
  buildIfNeeded();
  const server = await startServer();
  try {
    log(`Servidor de produção em ${server.url} (PGlite temporário).`);
    const review = await seedPublicReview(server.url);
    const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
    const pages = ['/', '/auth', review].filter((p) => !only || (only === 'review' ? p === review : p === only));
    const scripts = await landingScriptBytes(`${server.url}/`);
    const jsGzip = scripts.reduce((n, s) => n + s.gzip, 0);
    const jsRaw = scripts.reduce((n, s) => n + s.raw, 0);
    const lighthouse = {};
    for (const path of pages) {
      lighthouse[path] = [];
      for (let i = 0; i < runs; i++) lighthouse[path].push(await lighthouseRun(`${server.url}${path}`));
    }
    const out = {
      url: `${server.url}/`,
      lighthouse,
      performanceGoal: PERFORMANCE_GOAL,
      js: {
        files: scripts.map((s) => ({ file: s.url.replace(server.url, ''), raw: s.raw, gzip: s.gzip })),
        gzipBytes: jsGzip,
        rawBytes: jsRaw,
        budgetBytes: JS_BUDGET_BYTES,
        withinBudget: jsGzip <= JS_BUDGET_BYTES,
      },
    };
    if (asJson) {
      console.log(JSON.stringify(out, null, 2));
      return;
    }
    for (const path of pages) printLighthouse(path === review ? `${path} (revisão pública)` : path, lighthouse[path]);
    log('\nJavaScript carregado por /:');
    for (const f of out.js.files) log(`  ${f.file}  ${(f.raw / 1000).toFixed(1)} KB (${(f.gzip / 1000).toFixed(1)} KB gzip)`);
    log(`  total gzip ${(jsGzip / 1000).toFixed(1)} KB de ${JS_BUDGET_BYTES / 1000} KB de orçamento: ${out.js.withinBudget ? 'dentro' : 'ACIMA'} do orçamento`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
