// Texto: the new text takes the keyboard at once, and no editor shortcut fires while a text
// field has focus (the letters of the text are shortcuts: C, D, M, H, X, T, F, -, 0, Backspace).
import { eq } from 'drizzle-orm';
import { canvases } from '../../src/server/db/schema.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test } from './fixtures.ts';

const TYPED = 'Cadastro extra com desconto: faça hoje - 10 vagas';

test('a click with Texto gives the new text the keyboard; typing changes no tool, panel, zoom or component', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: client.id,
    userId: ag.owner.id,
    title: 'Funil com Texto',
    content: { components: [{ id: 'c1', type: 'landing-page', position: { x: 100, y: 100 }, data: { title: 'Página de Captura', description: '' } }] },
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });
  const zoom = page.getByRole('button', { name: 'Redefinir zoom' });
  const zoomBefore = await zoom.textContent();
  // A selected component: Backspace or Delete reaching the shortcuts would delete it.
  await page.locator('.react-flow__node-component').click();

  await page.getByRole('button', { name: 'Texto', exact: true }).click();
  await page.locator('.react-flow__pane').click({ position: { x: 950, y: 200 } });
  const box = page.getByRole('textbox', { name: 'Conteúdo do texto' });
  await expect(box).toBeFocused();
  // Typed key by key, as a person types, with a typo corrected by Backspace.
  await page.keyboard.type('Cadastro extraa', { delay: 20 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(TYPED.slice('Cadastro extra'.length), { delay: 20 });
  await expect(box).toHaveValue(TYPED);

  // Nothing the letters name happened: no panel, no other tool, the same zoom, the component kept.
  await expect(page.getByPlaceholder('Buscar componentes...')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Histórico de Comentários' })).toHaveCount(0);
  const tool = (name: string) => page.getByRole('navigation', { name: 'Ferramentas' }).getByRole('button', { name, exact: true });
  for (const name of ['Componentes', 'Desenhar', 'Texto', 'Comentários', 'Mover Funil', 'Deletar Componentes']) {
    await expect(tool(name)).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(zoom).toHaveText(zoomBefore ?? '');
  await expect(page.locator('.react-flow__node-component')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/text-typing-1440.png' });

  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.react-flow__node-text')).toHaveText(TYPED);
  await expect
    .poll(async () => ((await db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].content as CanvasContent).textElements.map((t) => t.content))
    .toEqual([TYPED]);
  expect(((await db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].content as CanvasContent).components).toHaveLength(1);

  // The funnel's name is a text field too: its letters stay in it.
  await page.getByRole('button', { name: 'Renomear funil' }).click();
  const title = page.getByRole('textbox', { name: 'Nome do funil' });
  await expect(title).toBeFocused();
  await page.keyboard.type(' C D', { delay: 20 });
  await expect(title).toHaveValue('Funil com Texto C D');
  await expect(page.getByPlaceholder('Buscar componentes...')).toHaveCount(0);
  await expect(tool('Desenhar')).toHaveAttribute('aria-pressed', 'false');
});
