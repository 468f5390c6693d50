// The canvas pans without painting (decision 011, pan p95): the dot grid and the funnel sit on
// their own compositing layers, so a pan only moves them. Checked with Chromium's own layer
// tree (paint counts), not with a timing: a pan that paints either layer again fails.
import type { CDPSession, Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test } from './fixtures.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };

interface Layer {
  layerId: string;
  backendNodeId?: number;
  paintCount: number;
  drawsContent: boolean;
}

/** The layer tree as Chromium last reported it, kept up to date. */
async function watchLayers(page: Page): Promise<{ cdp: CDPSession; layers: () => Layer[] }> {
  const cdp = await page.context().newCDPSession(page);
  let layers: Layer[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: Layer[] }) => {
    if (e.layers) layers = e.layers;
  });
  await cdp.send('DOM.enable');
  await cdp.send('LayerTree.enable');
  return { cdp, layers: () => layers };
}

async function backendId(cdp: CDPSession, selector: string): Promise<number> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  return node.backendNodeId;
}

/** Every element matching `selector`, by backend node id (what Chromium's layers name). */
async function backendIds(cdp: CDPSession, selector: string): Promise<Set<number>> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const ids = new Set<number>();
  for (const nodeId of nodeIds) ids.add((await cdp.send('DOM.describeNode', { nodeId })).node.backendNodeId);
  return ids;
}

const translate = (t: string) => (t.match(/translate(?:3d)?\((-?[\d.]+)px,\s*(-?[\d.]+)px/) ?? []).slice(1, 3).map(Number);

test('a pan moves the dot grid and the funnel on their own layers without painting them again', async ({ page, db }) => {
  const a = await seedAgency(db, { name: 'Ana Souza' });
  await loginUI(page, a.email, a.password);
  const client = await (await page.request.post('/api/clients', { headers: H, data: { name: 'Doce Arte Confeitaria' } })).json();
  const components = [0, 1, 2].map((i) => ({
    id: `component-${i}`,
    type: 'landing-page',
    position: { x: 9800 + i * 300, y: 7400 },
    data: { title: `Etapa ${i + 1}`, description: '' },
  }));
  const res = await page.request.post('/api/canvases', {
    headers: H,
    data: { title: 'Funil Camadas', clientId: client.id, content: { components, connections: [], textElements: [], comments: [], drawings: [] } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = await res.json();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${id}`);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  // The funnel joins its own layer once the editor is idle after opening.
  await expect(page.locator('.funil-flow.funil-composited')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.react-flow__viewport')).toHaveCSS('will-change', 'transform');

  const { cdp, layers } = await watchLayers(page);
  // Chromium reports the layer tree when it changes, and an idle editor changes nothing: change
  // it with a mark on a layer of its own outside the canvas, added and then removed.
  await page.evaluate(
    () =>
      new Promise((done) => {
        const mark = document.createElement('div');
        mark.style.cssText = 'position:fixed;left:0;bottom:0;width:1px;height:1px;will-change:transform';
        document.body.append(mark);
        requestAnimationFrame(() => requestAnimationFrame(() => done(mark.remove())));
      }),
  );
  const grid = await backendId(cdp, '[data-testid="canvas-dot-grid"]');
  // The funnel: the viewport and what it holds. Chromium composites it as the viewport's layer,
  // or as a layer per component when it decides so; either way none may be painted by a pan.
  const funnel = await backendIds(cdp, '.react-flow__viewport, .react-flow__viewport *');
  const isFunnel = (l: Layer) => l.backendNodeId !== undefined && funnel.has(l.backendNodeId);
  await expect.poll(() => layers().some((l) => l.backendNodeId === grid) && layers().some(isFunnel), { timeout: 15_000 }).toBe(true);
  const paints = () =>
    Object.fromEntries(
      layers()
        .filter((l) => l.backendNodeId === grid || isFunnel(l))
        .map((l) => [l.layerId, l.paintCount]),
    );
  // Settled: nothing painting any more.
  let before = paints();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const now = paints();
        const same = JSON.stringify(now) === JSON.stringify(before);
        before = now;
        return same;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  const gridBefore = await page.getByTestId('canvas-dot-grid').evaluate((el) => getComputedStyle(el).transform);
  const viewBefore = translate(await page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform));
  // Pan with Mover Funil over an empty part of the canvas, in steps as a hand does.
  await page.getByRole('button', { name: 'Mover Funil' }).click();
  const box = (await page.locator('.react-flow__pane').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const start = { x: box.x + 200, y: box.y + box.height - 150 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let k = 1; k <= 10; k++) await page.mouse.move(start.x + k * 13, start.y - k * 7);
  await page.mouse.up();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  const viewAfter = translate(await page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform));
  expect(viewAfter[0] - viewBefore[0]).toBeCloseTo(130, 0);
  expect(viewAfter[1] - viewBefore[1]).toBeCloseTo(-70, 0);
  // The grid moved with the pan (by the pan modulo one cell)...
  const gridAfter = await page.getByTestId('canvas-dot-grid').evaluate((el) => getComputedStyle(el).transform);
  expect(gridAfter).not.toBe(gridBefore);
  // ...and neither it nor the funnel was painted again: the compositor moved them.
  expect(paints()).toEqual(before);
  await cdp.detach();
});
