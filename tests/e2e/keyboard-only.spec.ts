// Keyboard only: two components are connected without a mouse (Tab to a component, Enter selects
// it, Conectar in its toolbar, Tab to the other one, Enter connects); a side panel closed by its
// button or Escape gives the focus back to the button that opened it, never to the page body;
// Componentes names its shortcut in its tooltip.
import type { Page } from '@playwright/test';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test } from './fixtures.ts';

const X = 10_000;
const Y = 7_500;
const content: Partial<CanvasContent> = {
  components: [
    { id: 'capture', type: 'capture-page', position: { x: X, y: Y }, data: { title: 'Captura', description: '' } },
    { id: 'checkout', type: 'checkout-page', position: { x: X + 500, y: Y }, data: { title: 'Checkout', description: '' } },
  ],
};

/** Presses Tab until the element matching `selector` has the focus (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

test.use({ viewport: { width: 1440, height: 900 } });

test('two components are connected with the keyboard alone', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil Teclado', content });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.react-flow__node-component')).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);

  await tabTo(page, '.react-flow__node[data-id="capture"]');
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__node[data-id="capture"]')).toHaveClass(/selected/);
  await tabTo(page, 'button[aria-label="Conectar"]', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Clique em outro componente para conectar')).toBeVisible();
  await tabTo(page, '.react-flow__node[data-id="checkout"]');
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
});

test('a panel gives the focus back to its button when it closes; Componentes names its shortcut', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil Painéis', content });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });

  const tools = page.getByRole('navigation', { name: 'Ferramentas' });
  const components = tools.getByRole('button', { name: 'Componentes', exact: true });
  await expect(components).toHaveAttribute('aria-keyshortcuts', 'C');
  await components.focus();
  await expect(page.getByRole('tooltip')).toContainText('Componentes (C)');

  // Opened with Enter, closed with its Fechar button: back on Componentes.
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Componentes' });
  await expect(panel).toBeVisible();
  await tabTo(page, 'button[aria-label="Fechar painel de componentes"]', 60);
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  expect(await focused(page)).toBe('Componentes');

  // Opened with Enter, closed with Escape from inside it: back on Componentes too.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.getByPlaceholder('Buscar componentes...').focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(await focused(page)).toBe('Componentes');

  // Histórico de Comentários: the same.
  const history = tools.getByRole('button', { name: 'Histórico de Comentários' });
  await history.focus();
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Fechar histórico de comentários' });
  await expect(close).toBeVisible();
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(close).toHaveCount(0);
  expect(await focused(page)).toBe('Histórico de Comentários');
});
