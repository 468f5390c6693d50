// An empty funnel says how to start (drag or click a component, or begin from a template); each
// component added by a click goes right of the last one, on its middle line, never on top of
// another. SHOTS_DIR=<folder> saves screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test } from './fixtures.ts';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('an empty funnel shows how to start; clicked components line up to the right of the last', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil Novo' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });

  const hint = page.getByTestId('empty-canvas');
  await expect(hint).toContainText('Arraste um componente');
  await expect(hint.getByRole('link', { name: 'Começar de um template' })).toHaveAttribute('href', '/dashboard?tab=templates');
  await shot(page, 'empty-canvas-1440');
  await hint.getByRole('button', { name: 'Abrir Componentes' }).click();
  await expect(page.getByRole('complementary', { name: 'Componentes' })).toBeVisible();

  for (const type of ['landing-page', 'email', 'checkout-page']) await page.locator(`[data-component-card="${type}"]`).click();
  const nodes = page.locator('.react-flow__node-component');
  await expect(nodes).toHaveCount(3);
  await expect(hint).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajustar à tela' }).click();
  await page.waitForTimeout(400);
  const boxes = await nodes.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom, mid: (r.top + r.bottom) / 2 })),
  );
  boxes.sort((a, b) => a.left - b.left);
  for (let i = 1; i < boxes.length; i++) {
    // Right of the one before, with room for an arrow, on the same middle line.
    expect(boxes[i].left).toBeGreaterThan(boxes[i - 1].right + 10);
    expect(Math.abs(boxes[i].mid - boxes[i - 1].mid)).toBeLessThan(12);
  }
  await shot(page, 'clicked-row-1440');
});

test('at 390 px, where the agency only looks, the empty funnel shows no editing hint', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil Novo' });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByText('Para desenhar, abra no computador')).toBeVisible();
  await expect(page.getByTestId('empty-canvas')).toHaveCount(0);
  await shot(page, 'empty-canvas-390');
});
