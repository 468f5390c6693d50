// Connections are drawn above the components: one passing behind a third component still shows,
// in the editor (what is under the line's middle is the line) and in the exported PNG (the line's
// grey shows across the middle component). SHOTS_DIR=<folder> keeps the screenshot and the PNG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { downloadBytes } from '../helpers/export-files.ts';
import { expect, loginUI, test } from './fixtures.ts';

const X = 10_000;
const Y = 7_500;
const style = { dashed: false, organic: false, endType: 'arrow' as const };
const content: Partial<CanvasContent> = {
  components: [
    { id: 'a', type: 'landing-page', position: { x: X, y: Y }, data: { title: 'Entrada', description: '' } },
    { id: 'b', type: 'landing-page', position: { x: X + 400, y: Y }, data: { title: 'No caminho', description: '' } },
    { id: 'c', type: 'landing-page', position: { x: X + 800, y: Y }, data: { title: 'Saída', description: '' } },
  ],
  connections: [{ id: 'ac', from: 'a', to: 'c', style }],
};

test('a connection passing behind a component is drawn above it, in the editor and in the PNG', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil Linhas', content });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  const middle = await page.locator('.react-flow__node[data-id="b"]').boundingBox();
  if (!middle) throw new Error('no middle component');
  const top = await page.evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return el?.closest('.react-flow__edge') ? 'edge' : el?.closest('.react-flow__node') ? 'node' : el?.tagName;
    },
    { x: middle.x + middle.width / 2, y: middle.y + middle.height / 2 },
  );
  expect(top).toBe('edge');
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'edge-above-1440.png') });
  }

  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'PNG' }).click();
  const bytes = await downloadBytes(await download);
  if (dir) writeFileSync(join(dir, 'edge-above.png'), bytes);
  // Read the PNG back in the page: the pixel at the middle component's centre is the line's grey.
  const pixel = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.drawImage(img, 0, 0);
    // The sheet spans the three components side by side: the middle one's centre is the image's centre.
    return [...g.getImageData(Math.round(img.width / 2), Math.round(img.height / 2), 1, 1).data];
  }, bytes.toString('base64'));
  // EDGE_COLOR #94a3b8 (148, 163, 184), give or take antialiasing.
  expect(Math.abs(pixel[0] - 148) + Math.abs(pixel[1] - 163) + Math.abs(pixel[2] - 184)).toBeLessThan(30);
});
