// Agency editor: Compartilhar (public link, D5/D6) and Histórico (published versions, D9).
import type { APIRequestContext } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const H = { 'X-Requested-With': 'XMLHttpRequest' };

const comp = (id: string, title: string, x: number) => ({ id, type: 'landing-page', position: { x, y: 200 }, data: { title, description: '' } });

async function seedCanvas(request: APIRequestContext, title: string) {
  const c = await request.post('/api/clients', { headers: H, data: { name: 'Doce Arte Confeitaria' } });
  expect(c.status(), await c.text()).toBe(201);
  const client = await c.json();
  const f = await request.post('/api/canvases', {
    headers: H,
    data: { title, clientId: client.id, content: { components: [comp('component-1', 'Landing Original', 200)] } },
  });
  expect(f.ok(), await f.text()).toBe(true);
  return (await f.json()) as { id: string };
}

test('enterprise owner creates, copies and revokes the public link', async ({ page, context, db }) => {
  const a = await seedAgency(db, { plan: 'enterprise' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginUI(page, a.email, a.password);
  const canvas = await seedCanvas(page.request, 'Funil Compartilhado');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByRole('heading', { name: 'Funil Compartilhado' })).toBeVisible();

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const dlg = page.getByRole('dialog', { name: 'Compartilhar' });
  // draft: the link only shows published or approved funnels (D6)
  await expect(dlg.getByText('O link público só mostra funis publicados ou aprovados', { exact: false })).toBeVisible();
  await dlg.getByRole('button', { name: 'Gerar link público' }).click();
  const input = dlg.getByLabel('Link público');
  await expect(input).toHaveValue(/\/public\/.+/);
  const url = await input.inputValue();
  expect(url.startsWith(new URL(page.url()).origin)).toBe(true);
  await dlg.getByRole('button', { name: 'Copiar link' }).click();
  await expect(toastEl(page).getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dlg.getByRole('button', { name: 'Fechar' }).click();
  await expect(dlg).toBeHidden();

  // publish so the public page shows it (D6)
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toastEl(page).getByText('Funil publicado com sucesso!')).toBeVisible();

  const pub = await context.newPage();
  await pub.goto(url);
  const ident = pub.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Bruna Revisora');
  await ident.getByLabel('Email').fill('bruna@x.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(pub.getByRole('heading', { name: 'Funil Compartilhado' })).toBeVisible();

  await page.bringToFront();
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(dlg.getByLabel('Link público')).toHaveValue(url);
  await dlg.getByRole('button', { name: 'Revogar link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar link' }).click();
  await expect(toastEl(page).getByText('Link revogado')).toBeVisible();
  await expect(dlg.getByRole('button', { name: 'Gerar link público' })).toBeVisible();

  await pub.reload();
  await expect(pub.getByText('Funil não encontrado')).toBeVisible();
});

test('business owner sees the upsell instead of a link', async ({ page, db }) => {
  const a = await seedAgency(db, { plan: 'business' });
  await loginUI(page, a.email, a.password);
  const canvas = await seedCanvas(page.request, 'Funil Business');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const dlg = page.getByRole('dialog', { name: 'Compartilhar' });
  await expect(dlg.getByText('Links públicos de revisão estão disponíveis apenas no plano Enterprise', { exact: false })).toBeVisible();
  await expect(dlg.getByRole('button', { name: 'Gerar link público' })).toHaveCount(0);
  await expect(dlg.getByRole('link', { name: 'Conhecer o plano Enterprise' })).toHaveAttribute('href', '/subscribe?plan=enterprise');
  // and the server refuses too (D5)
  const r = await page.request.post(`/api/canvases/${canvas.id}/public-link`, { headers: H });
  expect(r.status()).toBe(403);
});

test('Histórico lists published versions and restores one', async ({ page, db }) => {
  const a = await seedAgency(db, { plan: 'enterprise', name: 'Ana Souza' });
  await loginUI(page, a.email, a.password);
  const canvas = await seedCanvas(page.request, 'Funil Versionado');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible();

  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const dlg = page.getByRole('dialog', { name: 'Histórico de versões' });
  await expect(dlg.getByText('Nenhuma versão publicada ainda. Publique o funil para criar a primeira versão.')).toBeVisible();
  await dlg.getByRole('button', { name: 'Fechar' }).click();
  await expect(dlg).toBeHidden();

  // version 1: the original; version 2: two other components
  let r = await page.request.put(`/api/canvases/${canvas.id}`, { headers: H, data: { status: 'published' } });
  expect(r.ok(), await r.text()).toBe(true);
  r = await page.request.put(`/api/canvases/${canvas.id}`, {
    headers: H,
    data: { status: 'published', content: { components: [comp('component-1', 'Landing Nova', 200), comp('component-2', 'Checkout Novo', 600)] } },
  });
  expect(r.ok(), await r.text()).toBe(true);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(2);

  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const items = dlg.locator('[data-version]');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Versão 2');
  await expect(items.nth(1)).toContainText('Versão 1');
  await expect(items.nth(0)).toContainText('Ana Souza');
  await items.nth(1).click();
  const preview = dlg.getByTestId('version-preview');
  await expect(preview.getByRole('img', { name: /Pré-visualização do funil .*: 1 componente$/ })).toBeVisible();
  await expect(preview.getByText('Landing Original')).toBeVisible();
  await expect(preview.getByText('1 componente', { exact: false })).toBeVisible();
  await preview.getByRole('button', { name: 'Restaurar esta versão' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('O histórico de versões é mantido');
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await expect(toastEl(page).getByText('Versão restaurada')).toBeVisible();

  // the open editor follows the live document
  await expect(page.locator('.react-flow__node-component')).toHaveCount(1);
  await expect(page.locator('.react-flow__node-component')).toContainText('Landing Original');
  const got = await (await page.request.get(`/api/canvases/${canvas.id}`, { headers: H })).json();
  expect(got.content.components.map((c: { data: { title: string } }) => c.data.title)).toEqual(['Landing Original']);
});

test('agency resolves and reopens a comment from the comment history', async ({ page, db }) => {
  const a = await seedAgency(db, { plan: 'business' });
  await loginUI(page, a.email, a.password);
  const c = await page.request.post('/api/clients', { headers: H, data: { name: 'Cliente Comentários' } });
  const client = await c.json();
  const f = await page.request.post('/api/canvases', {
    headers: H,
    data: {
      title: 'Funil Comentado',
      clientId: client.id,
      content: {
        components: [comp('component-1', 'Landing', 200)],
        comments: [
          {
            id: 'comment-1',
            position: { x: 400, y: 400 },
            content: 'Trocar a cor do botão',
            author: 'Carla Cliente',
            authorKind: 'client',
            timestamp: new Date().toISOString(),
          },
        ],
      },
    },
  });
  expect(f.ok(), await f.text()).toBe(true);
  const canvas = await f.json();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible();
  await page.getByRole('button', { name: 'Histórico de Comentários' }).click();
  const panel = page.getByRole('complementary', { name: 'Histórico de Comentários' });
  const item = panel.locator('[data-comment-id="comment-1"]');
  await expect(item).toHaveAttribute('data-resolved', 'false');
  await item.getByRole('button', { name: 'Marcar como resolvido' }).click();
  await expect(item).toHaveAttribute('data-resolved', 'true');
  await expect(item.getByText('Resolvido', { exact: true })).toBeVisible();
  const resolvedOf = async () => {
    const got = await (await page.request.get(`/api/canvases/${canvas.id}`, { headers: H })).json();
    return got.content.comments.find((x: { id: string }) => x.id === 'comment-1')?.resolved ?? false;
  };
  await expect.poll(resolvedOf).toBe(true);
  await item.getByRole('button', { name: 'Reabrir' }).click();
  await expect(item).toHaveAttribute('data-resolved', 'false');
  await expect.poll(resolvedOf).toBe(false);
});
