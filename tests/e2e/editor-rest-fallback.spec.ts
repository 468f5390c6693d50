// The editor without its live socket (D19): it opens the funnel from REST and saves by PATCH.
// The editor's first read leaves the content out (docs/decisions/011-what-each-page-loads.md), so
// this is the path that still reads it.
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };

test('socket refused: the funnel opens from REST and Salvar writes it', async ({ page, db }) => {
  const a = await seedAgency(db, { name: 'Ana Souza' });
  await loginUI(page, a.email, a.password);
  const client = await (await page.request.post('/api/clients', { headers: H, data: { name: 'Doce Arte Confeitaria' } })).json();
  const content = {
    components: [
      { id: 'c1', type: 'capture-page', position: { x: 9800, y: 7400 }, data: { title: 'Captura', description: '' } },
      { id: 'c2', type: 'email', position: { x: 10200, y: 7400 }, data: { title: 'Email', description: '' } },
    ],
    connections: [],
    textElements: [],
    comments: [],
    drawings: [],
  };
  const f = await page.request.post('/api/canvases', { headers: H, data: { title: 'Funil sem socket', clientId: client.id, content } });
  expect(f.ok(), await f.text()).toBe(true);
  const canvas = await f.json();
  // The live socket never opens: the editor falls back to REST after its connect timeout.
  await page.routeWebSocket(/\/collab/, (ws) => ws.close());
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  const nodes = page.locator('.react-flow__node-component');
  await expect(nodes).toHaveCount(2, { timeout: 15_000 });
  await expect(page.locator('[data-live="on"]')).toHaveCount(0);

  await nodes.first().click();
  await page.keyboard.press('Delete');
  await expect(nodes).toHaveCount(1);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastEl(page).getByText('Funil salvo com sucesso!')).toBeVisible();
  const saved = await (await page.request.get(`/api/canvases/${canvas.id}`, { headers: H })).json();
  expect(saved.content.components).toHaveLength(1);
});
