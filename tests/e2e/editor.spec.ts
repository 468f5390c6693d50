// Canvas editor journeys, as a new agency user would: against the real server,
// real database and the live socket (D19).
import type { APIRequestContext, Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };

async function seedCanvas(request: APIRequestContext, title = 'Funil de Teste', content?: unknown) {
  const c = await request.post('/api/clients', { headers: H, data: { name: 'Doce Arte Confeitaria' } });
  expect(c.status(), await c.text()).toBe(201);
  const client = await c.json();
  const f = await request.post('/api/canvases', { headers: H, data: { title, clientId: client.id, ...(content ? { content } : {}) } });
  expect(f.ok(), await f.text()).toBe(true);
  return (await f.json()) as { id: string };
}

async function getCanvas(request: APIRequestContext, id: string) {
  const r = await request.get(`/api/canvases/${id}`, { headers: H });
  expect(r.ok()).toBe(true);
  return r.json();
}

const pane = (page: Page) => page.locator('.react-flow__pane');

async function dropComponent(page: Page, type: string, x: number, y: number) {
  await page.locator(`[data-component-card="${type}"]`).dragTo(pane(page), { targetPosition: { x, y } });
}

test('agency designs a funnel: components, connection style, text, comment, drawing, rename, undo/redo, reload, publish', async ({ page, db }) => {
  const a = await seedAgency(db, { name: 'Ana Souza' });
  await loginUI(page, a.email, a.password);
  const canvas = await seedCanvas(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByRole('heading', { name: 'Funil de Teste' })).toBeVisible();
  await expect(page.locator('[data-live="on"]')).toBeVisible();

  // Components panel: search, then drag three cards onto the canvas
  await page.getByRole('button', { name: 'Componentes', exact: true }).click();
  await page.getByPlaceholder('Buscar componentes...').fill('captura');
  await expect(page.locator('[data-component-card]')).toHaveCount(1);
  await dropComponent(page, 'capture-page', 250, 250);
  await page.getByPlaceholder('Buscar componentes...').fill('');
  await dropComponent(page, 'checkout-page', 700, 450);
  await dropComponent(page, 'email', 300, 650);
  const nodes = page.locator('.react-flow__node-component');
  await expect(nodes).toHaveCount(3);
  await page.getByRole('button', { name: 'Fechar painel de componentes' }).click();

  // Connect: select, Conectar, click the other one
  await nodes.nth(0).click();
  await page.getByRole('button', { name: 'Conectar' }).click();
  await nodes.nth(1).click();
  await nodes.nth(0).click();
  await page.getByRole('button', { name: 'Conectar' }).click();
  await nodes.nth(2).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);

  // Connection toolbar: dashed, arrow
  await page.locator('.react-flow__edge-interaction').first().click({ force: true });
  await page.getByRole('button', { name: 'Tracejada' }).click();
  await expect(page.getByRole('button', { name: 'Tracejada' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Ponta: ponto' }).click();
  await expect(page.getByRole('button', { name: 'Ponta: seta' })).toBeVisible();

  // Text
  await page.getByRole('button', { name: 'Texto', exact: true }).click();
  await pane(page).click({ position: { x: 800, y: 120 } });
  await page.getByRole('textbox', { name: 'Conteúdo do texto' }).fill('Funil de captação');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.react-flow__node-text')).toContainText('Funil de captação');

  // Comment
  await page.getByRole('button', { name: 'Comentários', exact: true }).click();
  await expect(page.getByText('Clique no funil para adicionar comentário').first()).toBeVisible();
  await pane(page).click({ position: { x: 1000, y: 300 } });
  const dialog = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  await expect(dialog.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Comentário' }).fill('Revisar o preço do checkout');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('complementary', { name: 'Histórico de Comentários' })).toContainText('Revisar o preço do checkout');
  await page.getByRole('button', { name: 'Comentários', exact: true }).click();

  // Drawing
  await page.getByRole('button', { name: 'Desenhar', exact: true }).click();
  const box = (await pane(page).boundingBox())!;
  await page.mouse.move(box.x + 500, box.y + 600);
  await page.mouse.down();
  for (let i = 1; i < 25; i++) await page.mouse.move(box.x + 500 + i * 8, box.y + 600 + Math.sin(i / 3) * 25);
  await page.mouse.up();
  await page.getByRole('button', { name: 'Desenhar', exact: true }).click();
  await expect(page.locator('[data-drawing-author="agency"]')).toHaveCount(1);
  await expect(page.locator('[data-drawing-author="agency"]')).toHaveAttribute('fill', '#f97316');

  // Rename inline: Escape cancels, Enter saves
  await page.getByRole('button', { name: /Renomear funil/ }).click();
  await page.getByLabel('Nome do funil').fill('Não salvar');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Funil de Teste' })).toBeVisible();
  await page.getByRole('button', { name: /Renomear funil/ }).click();
  await page.getByLabel('Nome do funil').fill('Lançamento Confeitaria');
  await page.keyboard.press('Enter');
  await expect(toastEl(page).getByText('Nome salvo com sucesso!')).toBeVisible();

  // Undo / redo the drawing
  await page.keyboard.press('Control+z');
  await expect(page.locator('[data-drawing-author="agency"]')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.locator('[data-drawing-author="agency"]')).toHaveCount(1);

  // Salvar
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastEl(page).getByText('Funil salvo com sucesso!')).toBeVisible();
  const saved = await getCanvas(page.request, canvas.id);
  expect(saved.title).toBe('Lançamento Confeitaria');
  expect(saved.content.components).toHaveLength(3);
  expect(saved.content.connections).toHaveLength(2);
  expect(saved.content.connections.some((c: { style: { dashed: boolean; endType: string } }) => c.style.dashed && c.style.endType === 'arrow')).toBe(true);
  expect(saved.content.textElements[0]).toMatchObject({ content: 'Funil de captação', fontSize: 16, color: 'white', width: 200 });
  expect(saved.content.comments[0]).toMatchObject({ content: 'Revisar o preço do checkout', author: 'Ana Souza' });
  expect(saved.content.drawings[0]).toMatchObject({ color: '#f97316', strokeWidth: 3, author: 'agency' });

  // Reload: everything is there
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lançamento Confeitaria' })).toBeVisible();
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await expect(page.locator('.react-flow__node-text')).toContainText('Funil de captação');
  await expect(page.locator('.react-flow__node-comment')).toHaveCount(1);
  await expect(page.locator('[data-drawing-author="agency"]')).toHaveCount(1);

  // Publish
  await page.getByRole('button', { name: 'Publicar' }).click();
  const pub = page.getByRole('alertdialog', { name: 'Publicar Funil para Cliente' });
  await pub.getByRole('button', { name: 'Publicar' }).click();
  await expect(toastEl(page).getByText('Funil publicado com sucesso!')).toBeVisible();
  await expect(page.getByText('Aguardando Aprovação')).toBeVisible();
  expect((await getCanvas(page.request, canvas.id)).status).toBe('published');
});

test('delete tool, links (D16), description (D17), copy/paste keeping connections', async ({ page, db }) => {
  const a = await seedAgency(db, { name: 'Bruno Lima' });
  await loginUI(page, a.email, a.password);
  const O = { x: 10000, y: 7500 };
  const canvas = await seedCanvas(page.request, 'Funil Links', {
    components: [
      { id: 'component-1', type: 'landing-page', position: { x: O.x - 300, y: O.y - 120 }, data: { title: 'Landing', description: '' } },
      { id: 'component-2', type: 'checkout-page', position: { x: O.x + 100, y: O.y - 120 }, data: { title: 'Checkout', description: '' } },
      { id: 'component-3', type: 'email', position: { x: O.x - 250, y: O.y + 250 }, data: { title: 'E-mail', description: '' } },
    ],
    connections: [
      { id: 'connection-1', from: 'component-1', to: 'component-2', style: { dashed: false, organic: true, endType: 'dot' } },
      { id: 'connection-2', from: 'component-3', to: 'component-1', style: { dashed: false, organic: true, endType: 'dot' } },
    ],
    textElements: [],
    comments: [],
    drawings: [],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dashboard/canvas-editor/${canvas.id}`);
  const nodes = page.locator('.react-flow__node-component');
  await expect(nodes).toHaveCount(3);

  // Drag the connector dot of a component onto another one to connect them
  const src = page.locator('.react-flow__node-component[data-id="component-3"]');
  await src.hover();
  const handle = src.locator('.funil-source-handle');
  const hb = (await handle.boundingBox()) as { x: number; y: number; width: number; height: number };
  const tb = (await page.locator('.react-flow__node-component[data-id="component-2"]').boundingBox()) as {
    x: number;
    y: number;
    width: number;
    height: number;
  };
  await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await page.mouse.down();
  await page.mouse.move(tb.x + tb.width / 2, tb.y + tb.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);

  // Link: javascript: refused, https saved and shown
  await page.locator('.react-flow__node-component[data-id="component-1"]').click();
  await page.getByRole('button', { name: 'Adicionar Link' }).click();
  const linkDlg = page.getByRole('dialog', { name: 'Adicionar Link' });
  await expect(linkDlg.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await linkDlg.getByLabel('URL').fill('javascript:alert(1)');
  await linkDlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(linkDlg.getByRole('alert')).toContainText('http');
  await linkDlg.getByLabel('URL').fill('https://doce.example/oferta');
  await linkDlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('link', { name: /Abrir link/ })).toHaveAttribute('href', 'https://doce.example/oferta');

  // Description (D17)
  await page.locator('.react-flow__node-component[data-id="component-1"]').click();
  await page.getByRole('button', { name: 'Adicionar Descrição' }).click();
  const descDlg = page.getByRole('dialog', { name: 'Adicionar Descrição' });
  await descDlg.getByLabel('Descrição').fill('Oferta com bônus');
  await descDlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('.react-flow__node-component[data-id="component-1"]')).toContainText('Oferta com bônus');

  // Copy/paste two connected components: the copy keeps their connection
  await page.locator('.react-flow__node-component[data-id="component-1"]').click();
  await page.locator('.react-flow__node-component[data-id="component-2"]').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(nodes).toHaveCount(5);
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(nodes).toHaveCount(3);

  // Delete tool: component 1 goes with both its connections
  await page.getByRole('button', { name: 'Deletar Componentes' }).click();
  await page.locator('.react-flow__node-component[data-id="component-1"]').click();
  await expect(nodes).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastEl(page).getByText('Funil salvo com sucesso!')).toBeVisible();
  const saved = await getCanvas(page.request, canvas.id);
  expect(saved.content.components.map((c: { id: string }) => c.id).sort()).toEqual(['component-2', 'component-3']);
  expect(saved.content.connections).toHaveLength(0);
});

test('missing and unknown canvas ids show the spec errors', async ({ page, db }) => {
  const a = await seedAgency(db);
  await loginUI(page, a.email, a.password);
  await page.goto('/dashboard/canvas-editor');
  await expect(page.getByRole('alert')).toHaveText('Funil não encontrado');
  await page.goto('/dashboard/canvas-editor?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Funil não encontrado');
});

test('two editors see each other live, and a phone opens read-only', async ({ page, db, browser, baseURL }) => {
  const a = await seedAgency(db, { name: 'Carla Dias' });
  await loginUI(page, a.email, a.password);
  const canvas = await seedCanvas(page.request, 'Funil ao Vivo');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible();

  const other = await page.context().newPage();
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(other.locator('[data-live="on"]')).toBeVisible();

  await page.getByRole('button', { name: 'Componentes', exact: true }).click();
  await dropComponent(page, 'landing-page', 400, 300);
  await expect(other.locator('.react-flow__node-component')).toHaveCount(1, { timeout: 5000 });
  // Presence: the other tab sees who is here and where the pointer is
  await expect(other.getByRole('list', { name: /1 pessoa neste funil/ })).toBeVisible();
  await page.mouse.move(600, 500);
  await page.mouse.move(620, 520);
  await expect(other.locator('[data-remote-cursor="Carla Dias"]')).toBeVisible();
  // ...and what the other person has selected
  await page.locator('.react-flow__node-component').first().click();
  await expect(other.locator('[data-remote-selected="Carla Dias"]')).toBeVisible();

  // Phone: read-only canvas, no tools, pan/zoom still there; the status under the title and the
  // comment threads in a bottom dock (phone-review.spec answers and resolves them)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await page.context().storageState(), baseURL });
  const p = await phone.newPage();
  await p.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(p.locator('.react-flow__node-component')).toHaveCount(1);
  await expect(p.getByText('Para desenhar, abra no computador')).toBeVisible();
  await expect(p.getByRole('navigation', { name: 'Ferramentas' })).toHaveCount(0);
  await expect(p.getByRole('button', { name: 'Componentes', exact: true })).toHaveCount(0);
  await expect(p.locator('header').getByTestId('editor-status')).toHaveText('Rascunho');
  await p.getByTestId('phone-dock').getByRole('button', { name: 'Histórico de Comentários' }).click();
  // the agency comments from the dock's Comentar (phone-agency.spec adds one)
  await expect(p.getByTestId('threads-panel')).toContainText('Nenhum comentário ainda.');
  await expect(p.getByTestId('phone-dock').getByRole('button', { name: 'Comentar' })).toBeVisible();
  await p
    .getByTestId('threads-panel')
    .getByRole('button', { name: /Fechar/ })
    .click();
  await p.getByRole('button', { name: 'Aumentar zoom' }).click();
  await phone.close();
});
