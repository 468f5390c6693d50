// The agency on a phone: the canvas stays read-only (drawing needs a computer, and the page says
// so), but a phone is not a dead end: "Mais ações" publishes, shares and opens the history, and
// Comentar pins a comment on a component.
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { sampleContent } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test } from './fixtures.ts';

test('on a 390 px phone the agency publishes, shares and reads the history from Mais ações, and comments', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const { id: clientId } = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId, userId: ag.owner.id, title: 'Funil no Celular', content: sampleContent() });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByText('Para desenhar, abra no computador')).toBeVisible();
  await expect(page.locator('header').getByTestId('editor-status')).toHaveText('Rascunho');
  await shot(page, 'phone-agency-390');

  const more = page.getByRole('button', { name: 'Mais ações' });
  await more.click();
  const sheet = page.getByRole('dialog', { name: 'Mais ações' });
  await expect(sheet).toBeVisible();
  await shot(page, 'phone-agency-more-390');
  await sheet.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('alertdialog', { name: 'Publicar Funil para Cliente' }).getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Funil publicado com sucesso!' })).toBeVisible();
  await expect(page.locator('header').getByTestId('editor-status')).not.toHaveText('Rascunho');

  await more.click();
  await page.getByRole('dialog', { name: 'Mais ações' }).getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByRole('dialog', { name: 'Compartilhar' })).toBeVisible();
  await page.keyboard.press('Escape');

  await more.click();
  await page.getByRole('dialog', { name: 'Mais ações' }).getByRole('button', { name: 'Histórico' }).click();
  await expect(page.getByRole('dialog', { name: 'Histórico de versões' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Histórico de versões' })).toContainText('1');
  await page.keyboard.press('Escape');

  // Comentar, a tap on a component, the comment (internal unless marked): it is in the threads.
  const dock = page.getByTestId('phone-dock');
  await dock.getByRole('button', { name: 'Comentar' }).click();
  await expect(dock.getByRole('button', { name: 'Comentar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Toque em um componente para comentar')).toBeVisible();
  await page.locator('.react-flow__node-component').first().click();
  const add = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  await expect(add).toBeVisible();
  await add.getByRole('textbox').fill('Trocar a foto da página de vendas');
  await expect(add.getByRole('checkbox', { name: /Visível para o cliente/ })).not.toBeChecked();
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(add).toBeHidden();
  await shot(page, 'phone-agency-commented-390');
  await dock.getByRole('button', { name: 'Histórico de Comentários' }).click();
  await expect(page.getByTestId('threads-panel')).toContainText('Trocar a foto da página de vendas');
});
