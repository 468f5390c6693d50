
import { loadavg, } from 'node:os';
import type { Page } from '@playwright/test';
import { benchFunnel } from './lib/bench-funnel.ts';
import { launchBenchBrowser, startBenchServer } from './lib/browser-bench.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const SIZES = (arg('sizes') ?? '100,1000').split(',').map(Number).filter(Boolean);
const KEYS = Number(arg('keys') ?? 30);
/** A presenter's pace is seconds per slide; this lets the map's 350 ms move end between keys. */
const PAUSE_MS = 450;
const WARMUP = 3;


function stats(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
  return { n: s.length, p50: q(0.5), p95: q(0.95) };
}

// Strings, not functions: tsx's helpers do not exist inside the page.
const IDLE_FRAMES = `new Promise((resolve) => {
  const out = [];
  let last = 0;
  const tick = (t) => { if (last) out.push(t - last); last = t; if (out.length < 120) requestAnimationFrame(tick); else resolve(out); };
  requestAnimationFrame(tick);
})`;
const SETUP = `(() => {
  const heading = () => document.querySelector('[role=dialog] h2')?.textContent ?? '';
  const nodes = document.querySelector('.react-flow__nodes');
  let mutations = 0;
  new MutationObserver((list) => { mutations += list.length; }).observe(nodes, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__arm = () => {
    const before = heading();
    const m0 = mutations;
    window.__result = new Promise((resolve) => {
      window.addEventListener('keydown', () => {
        const t0 = performance.now();
        let sync = 0;
        // After React's own handler (bubble phase on window): the key's synchronous work.
        window.addEventListener('keydown', () => { sync = performance.now() - t0; }, { once: true });
        const frame = () => {
          if (heading() === before) return requestAnimationFrame(frame);
          // This frame paints the new heading; the message runs once it is painted.
          const ch = new MessageChannel();
          ch.port1.onmessage = () => resolve({ ms: performance.now() - t0, mutations: mutations - m0, sync });
          ch.port2.postMessage(0);
        };
        requestAnimationFrame(frame);
      }, { once: true, capture: true });
    });
  };
})()`;

async function measureKeys(page: Page) {
  await page.evaluate(SETUP);
  const times: number[] = [];
  const syncs: number[] = [];
  const mutations: number[] = [];
  // The first keys of a page warm the JIT and the caches: three go first, not counted.
  for (let k = -WARMUP; k < KEYS; k++) {
    await page.evaluate('window.__arm()');
    await page.keyboard.press('ArrowRight');
    const r = (await page.evaluate('window.__result')) as { ms: number; mutations: number; sync: number };
    if (k < 0) {
      await page.waitForTimeout(PAUSE_MS);
      continue;
    }
    syncs.push(r.sync);
    times.push(r.ms);
    mutations.push(r.mutations);
    await page.waitForTimeout(PAUSE_MS);
  }
  return { keys: stats(times), sync: stats(syncs), mutations: stats(mutations) };
}

async function main() {
  const { running, email } = await startBenchServer();
  const browser = await launchBenchBrowser();
  const page = await (await browser.newContext({ baseURL: running.url, viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('senha123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  const client = await (await page.request.post('/api/clients', { headers: H, data: { name: 'Cliente Bench' } })).json();
  console.log(
    `${KEYS} teclas (→) por tamanho, ${PAUSE_MS} ms entre elas; tempo = keydown até o quadro que pinta o título da etapa seguinte; carga da máquina ${loadavg()[0].toFixed(1)}`,
  );
  for (const n of SIZES) {
    const res = await page.request.post('/api/canvases', { headers: H, data: { title: `Bench ${n}`, clientId: client.id, content: benchFunnel(n, { withReview: true }) } });
    if (!res.ok()) throw new Error(`seed ${n}: ${res.status()} ${await res.text()}`);
    const { id } = await res.json();
    await page.goto(`/dashboard/canvas-editor?id=${id}`);
    await page.locator('.react-flow__node-component').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(1000);
    const idle = stats((await page.evaluate(IDLE_FRAMES)) as number[]);
    const open = Date.now();
    await page.getByRole('button', { name: 'Apresentar' }).click();
    await page.getByRole('dialog', { name: 'Apresentação' }).getByRole('heading', { level: 2 }).waitFor();
    const opened = Date.now() - open;
    await page.waitForTimeout(800);
    const { keys, sync, mutations } = await measureKeys(page);
    const r = (v: number) => `${(v / idle.p50).toFixed(1)}×`;
    console.log(
      `${String(n).padStart(5)} componentes | quadro ocioso ${idle.p50.toFixed(1)} ms | abrir ${opened} ms | tecla→título p50 ${keys.p50.toFixed(1)} ms (${r(keys.p50)} quadro) p95 ${keys.p95.toFixed(1)} ms (${r(keys.p95)} quadro) | trabalho síncrono da tecla p50 ${sync.p50.toFixed(1)} ms | mutações nos nós por tecla p50 ${mutations.p50} p95 ${mutations.p95}`,
    );
    await page.keyboard.press('Escape');
  }
  await browser.close();
  await running.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
