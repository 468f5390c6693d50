import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Template } from '../src/shared/schemas/templates.ts';
import { buildIfNeeded } from './bundle.ts';
import { benchFunnel } from './lib/bench-funnel.ts';
import { launchBenchBrowser, startBenchServer } from './lib/browser-bench.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
// A 10-component funnel first, measured the same way in the same run: the machines are shared
// and noisy, so each size is also printed as a ratio to it (what the canvas size itself costs).
const BASELINE = 10;
// First render is also printed as a ratio to an empty canvas opened the same way (page, session,
// REST read, live socket, editor shell): what remains is what the components themselves cost.
const sizes = [0, BASELINE, ...(SIZES.length ? SIZES : [100, 1000, 2000])];
/** Opens per size; the first render printed is their median (each open's figure follows it). */
const OPENS = Number(process.env.BENCH_OPENS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }[];
}
/** BENCH_PROFILE=1: the functions with the most samples while panning. */
function printProfile(p: CpuProfile) {
  const by = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const hits = n.hitCount ?? 0;
    total += hits;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    by.set(key, (by.get(key) ?? 0) + hits);
  }
  const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [k, v] of top) console.log(`    ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  // Inclusive time (a function and what it calls), counted once per stack.
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const incl = new Map<string, number>();
  const keyOf = (n: CpuProfile['nodes'][number]) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  const walk = (id: number, open: Set<string>): number => {
    const n = byId.get(id);
    if (!n) return 0;
    const k = keyOf(n);
    const fresh = !open.has(k);
    if (fresh) open.add(k);
    let sum = n.hitCount ?? 0;
    for (const c of n.children ?? []) sum += walk(c, open);
    if (fresh) {
      open.delete(k);
      incl.set(k, (incl.get(k) ?? 0) + sum);
    }
    return sum;
  };
  walk(p.nodes[0].id, new Set());
  console.log('    inclusivo:');
  for (const [k, v] of [...incl.entries()]
    .filter(([k]) => !k.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40))
    console.log(`    ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
}

function stats(intervals: number[]) {
  const s = [...intervals].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
  return { frames: s.length, median: q(0.5), p95: q(0.95) };
}

/** Collects requestAnimationFrame intervals in the page while `drive` runs. */
async function measure(page: Page, drive: () => Promise<void>) {
  // A string, not a function: tsx's helpers do not exist inside the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__run = true;
    let last = performance.now();
    const tick = (t) => { window.__frames.push(t - last); last = t; if (window.__run) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await drive();
  const frames = (await page.evaluate('(() => { window.__run = false; return window.__frames.slice(1); })()')) as number[];
  return stats(frames);
}

async function main() {
  buildIfNeeded();
  const { running, email } = await startBenchServer();
  const browser = await launchBenchBrowser();
  const ctx = await browser.newContext({ baseURL: running.url, viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('senha123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  const client = await (await page.request.post('/api/clients', { headers: H, data: { name: 'Cliente Bench' } })).json();
  const rows: string[] = [];
  let base: { pan: number; drag: number } | null = null;
  let emptyRender = Number.NaN;
  const ratio = (v: number, b: number) => `${(v / b).toFixed(2)}×`;
  {
    // Warm-up: the first editor opened in the run also downloads and compiles the editor's
    // JavaScript; no measured size should pay for that.
    const res = await page.request.post('/api/canvases', { headers: H, data: { title: 'Aquecimento', clientId: client.id, content: benchFunnel(0) } });
    await page.goto(`/dashboard/canvas-editor?id=${(await res.json()).id}`);
    await page.locator('.react-flow__pane').first().waitFor({ timeout: 60000 });
  }
  /**
   * Seeds a funnel of n components and opens it once: the first render in ms, from the
   * navigation to the first component (or the empty pane) on screen. `last`: the open the
   * options below (profile, trace, phases) look at, and the one left open for the pan.
   */
  const openOnce = async (n: number, seed: Record<string, unknown>, last: boolean) => {
    const res = await page.request.post('/api/canvases', { headers: H, data: { clientId: client.id, ...seed } });
    if (!res.ok()) throw new Error(`seed ${n}: ${res.status()} ${await res.text()}`);
    const { id } = await res.json();
    const renderCdp = last && process.env.BENCH_PROFILE === 'render' ? await page.context().newCDPSession(page) : null;
    if (renderCdp) {
      await renderCdp.send('Profiler.enable');
      await renderCdp.send('Profiler.start');
    }
    // BENCH_TRACE=dir: a Chrome performance trace of each first render (open in chrome://tracing or DevTools).
    const trace = last && process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: join(trace, `render-${seed.templateId ? 'modelo' : n}.json`), screenshots: false });
    const t0 = Date.now();
    await page.goto(`/dashboard/canvas-editor?id=${id}`);
    if (last && process.env.BENCH_PHASES) {
      await page
        .getByText('Conectando ao funil...')
        .waitFor({ timeout: 60000 })
        .catch(() => {});
      console.log('  fetched', Date.now() - t0);
      await page.getByText('Conectando ao funil...').waitFor({ state: 'detached', timeout: 60000 });
      console.log('  doc ready', Date.now() - t0);
    }
    await page
      .locator(n ? '.react-flow__node-component' : '.react-flow__pane')
      .first()
      .waitFor({ timeout: 60000 });
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const ms = Date.now() - t0;
    if (trace) await browser.stopTracing();
    if (renderCdp) {
      const { profile } = await renderCdp.send('Profiler.stop');
      if (n) printProfile(profile as CpuProfile);
      // With BENCH_TRACE too, the profile is kept beside the trace (DevTools opens .cpuprofile files).
      if (n && trace) writeFileSync(join(trace, `render-${seed.templateId ? 'modelo' : n}.cpuprofile`), JSON.stringify(profile));
    }
    return ms;
  };
  /**
   * One row: OPENS funnels seeded by `seed(k)`, each never opened before (the server builds its
   * live document), as the first open after an import or a template copy is; the median of them,
   * as one open on a shared machine can land on a busy moment. Then pan and drag on the last.
   */
  const row = async (n: number, label: string, seed: (k: number) => Record<string, unknown>) => {
    const opens: number[] = [];
    for (let k = 0; k < OPENS; k++) opens.push(await openOnce(n, seed(k), k === OPENS - 1));
    const firstRender = median(opens);
    const samples = `[${opens.join(', ')}]`;
    if (n === 0) {
      emptyRender = firstRender;
      const line = `    0 componentes (canvas vazio)         | 1ª renderização ${String(firstRender).padStart(5)} ms ${samples} (referência da 1ª renderização)`;
      console.log(line);
      rows.push(line);
      return;
    }
    if (process.env.BENCH_DOM)
      console.log(
        '  DOM',
        await page.evaluate(
          `JSON.stringify({ all: document.querySelectorAll('*').length, nodes: document.querySelectorAll('.react-flow__node').length, edges: document.querySelectorAll('.react-flow__edge').length, minimap: document.querySelectorAll('.react-flow__minimap-node').length })`,
        ),
      );
    await page.waitForTimeout(500);
    // Pan (drag the pane) and zoom (wheel) for 5 s, at the zoom a person uses to work (100%),
    // with Mover Funil: with no tool, a drag that starts on a component moves the component
    // instead (a document write), and at 1,000 components one often sits under the pane's centre.
    await page.getByRole('button', { name: 'Redefinir zoom' }).click();
    await page.getByRole('button', { name: 'Mover Funil' }).click();
    await page.waitForTimeout(300);
    const box = (await page.locator('.react-flow__pane').boundingBox())!;
    const cdp = process.env.BENCH_PROFILE && process.env.BENCH_PROFILE !== 'render' ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const pan = await measure(page, async () => {
      const end = Date.now() + 5000;
      let i = 0;
      while (Date.now() < end) {
        const cx = box.x + box.width / 2;
        const cy = box.y + box.height / 2;
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        for (let k = 1; k <= 20 && Date.now() < end; k++) await page.mouse.move(cx + Math.sin((i + k) / 5) * 200, cy + Math.cos((i + k) / 7) * 150);
        await page.mouse.up();
        if (!process.env.BENCH_NO_WHEEL) await page.mouse.wheel(0, i % 2 ? 100 : -100);
        i += 20;
      }
    });
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile as CpuProfile);
    // Drag one component for 5 s (Mover Funil off again: clicking the chosen tool drops it).
    await page.getByRole('button', { name: 'Mover Funil' }).click();
    await page.getByRole('button', { name: 'Redefinir zoom' }).click();
    await page.waitForTimeout(300);
    const node = page.locator('.react-flow__node-component').first();
    const nb = (await node.boundingBox())!;
    const drag = await measure(page, async () => {
      const sx = nb.x + nb.width / 2;
      const sy = nb.y + Math.min(20, nb.height / 2);
      await page.mouse.move(sx, sy);
      await page.mouse.down();
      const end = Date.now() + 5000;
      let k = 0;
      while (Date.now() < end) {
        k++;
        await page.mouse.move(sx + Math.sin(k / 10) * 150, sy + Math.cos(k / 13) * 100);
      }
      await page.mouse.up();
    });
    base ??= { pan: pan.p95, drag: drag.p95 };
    const vsBase = n === BASELINE && !label ? '(referência)' : `p95 vs ${BASELINE}: pan ${ratio(pan.p95, base.pan)}, arrastar ${ratio(drag.p95, base.drag)}`;
    const line = `${label || `${String(n).padStart(5)} componentes + ${String(n).padStart(5)} conexões`} | 1ª renderização ${String(firstRender).padStart(5)} ms ${samples} (${ratio(firstRender, emptyRender)} o vazio) | pan/zoom mediana ${pan.median.toFixed(1)} ms p95 ${pan.p95.toFixed(1)} ms (${pan.frames} quadros) | arrastar mediana ${drag.median.toFixed(1)} ms p95 ${drag.p95.toFixed(1)} ms (${drag.frames} quadros) | ${vsBase}`;
    console.log(line);
    rows.push(line);
  };
  for (const n of sizes) await row(n, '', (k) => ({ title: `Bench ${n} (${k + 1})`, content: benchFunnel(n) }));
  // A funnel made from the largest template, the way a person makes one (POST /api/canvases
  // with templateId): its steps carry descriptions, prices and the forecast, which the
  // generated rows do not.
  const templates = (await (await page.request.get('/api/templates', { headers: H })).json()) as Template[];
  const largest = templates.reduce((a, b) => (b.componentCount > a.componentCount ? b : a));
  const conns = largest.content.connections.length;
  await row(largest.componentCount, `modelo "${largest.title}": ${largest.componentCount} componentes + ${conns} conexões`, (k) => ({
    title: `${largest.title} (${k + 1})`,
    templateId: largest.id,
  }));
  console.log('\nResumo:');
  for (const r of rows) console.log(r);
  await browser.close();
  await running.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
