// Click to add: each click on a component card puts a new component right of the last one
// (shared/canvas/placement.ts), never on top of the previous ones.
import { eq } from 'drizzle-orm';
import { canvases } from '../../src/server/db/schema.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test } from './fixtures.ts';

test('three clicks on cards add three components side by side, none overlapping', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil Clicado' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Componentes', exact: true }).click();
  for (const type of ['landing-page', 'checkout-page', 'email']) await page.locator(`[data-component-card="${type}"]`).click();
  const nodes = page.locator('.react-flow__node-component');
  await expect(nodes).toHaveCount(3);

  const boxes = await nodes.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      expect(overlap, `components ${i} and ${j} overlap on screen`).toBe(false);
    }
  }
  // Stored positions do not overlap either (what the client and other editors get).
  await expect.poll(async () => ((await db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].content as CanvasContent).components.length).toBe(3);
  const stored = ((await db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].content as CanvasContent).components;
  const xs = new Set(stored.map((c) => `${c.position.x},${c.position.y}`));
  expect(xs.size).toBe(3);
});
