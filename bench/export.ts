
import type { Page } from '@playwright/test';
import { benchFunnel } from './lib/bench-funnel.ts';
import { launchBenchBrowser, startBenchServer } from './lib/browser-bench.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const sizes = SIZES.length ? SIZES : [100, 1000];


/** One export through the menu; the in-page measures of the last run. */
async function exportOnce(page: Page, kind: 'PNG' | 'PDF') {
  await page.evaluate('performance.clearMeasures()');
  const download = page.waitForEvent('download', { timeout: 600_000 });
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  const d = await download;
  await d.path();
  const m = (await page.evaluate(`(() => {
    const last = (n) => { const e = performance.getEntriesByName(n, 'measure'); return e.length ? e[e.length - 1].duration : NaN; };
    return { exported: last('funil:export-${kind.toLowerCase()}'), render: last('funil:sheet-render') };
  })()`)) as { exported: number; render: number };
  return m;
}

async function main() {
  const { running, email } = await startBenchServer('Agência Bench');
  const browser = await launchBenchBrowser();
  const ctx = await browser.newContext({ baseURL: running.url, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await ctx.newPage();
  page.on('crash', () => console.error('  the page crashed'));
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`  console: ${m.text()}`);
  });
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('senha123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  const client = await (await page.request.post('/api/clients', { headers: H, data: { name: 'Cliente Bench' } })).json();
  const x = (v: number, b: number) => `${(v / b).toFixed(1)}×`;
  let warm = false;
  for (const n of sizes) {
    const res = await page.request.post('/api/canvases', { headers: H, data: { title: `Exportação ${n}`, clientId: client.id, content: benchFunnel(n, { withReview: true }) } });
    if (!res.ok()) throw new Error(`seed ${n}: ${res.status()} ${await res.text()}`);
    const { id } = await res.json();
    const t0 = Date.now();
    await page.goto(`/dashboard/canvas-editor?id=${id}`);
    await page.locator('.react-flow__node-component').first().waitFor({ timeout: 120_000 });
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const editorRender = Date.now() - t0;
    await page.waitForTimeout(1000);
    if (!warm) {
      // The first export fetches the export code and the PDF's font: not what is measured.
      await exportOnce(page, 'PNG');
      await exportOnce(page, 'PDF');
      warm = true;
    }
    const png = await exportOnce(page, 'PNG');
    const pdf = await exportOnce(page, 'PDF');
    const render = Math.min(png.render, pdf.render);
    console.log(
      `${String(n).padStart(5)} componentes | 1 renderização da folha ${render.toFixed(0).padStart(5)} ms | ` +
        `PNG ${png.exported.toFixed(0).padStart(6)} ms = ${x(png.exported, render)} | PDF ${pdf.exported.toFixed(0).padStart(6)} ms = ${x(pdf.exported, render)} | ` +
        `1ª renderização do editor ${editorRender} ms (PNG ${x(png.exported, editorRender)}, PDF ${x(pdf.exported, editorRender)})`,
    );
  }
  await browser.close();
  await running.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
