// Resultados > Instalar (decision 026): the owner copies the snippet and sets the allowed domains;
// a gestor and a creator read them; the page fits a phone. Screenshots go to SHOTS_DIR when set.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { trackingSites } from '../../src/server/db/tracking-schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedTeamMember } from '../helpers/canvas-fixtures.ts';
import { seriousViolations } from './axe.ts';
import { expect, loginUI, shot, test, toastEl } from './fixtures.ts';

const NO_DOMAINS = 'Sem domínios, nenhum evento é contado. Adicione o domínio do site do cliente.';
const READ_ONLY = 'Só o dono e os admins podem mudar os domínios.';

/** The whole page in one picture: the viewport grows to the page's height first. */
async function shotWhole(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  const { width } = page.viewportSize() ?? { width: 1440 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await shot(page, name);
}

async function openFromSidebar(page: Page) {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(/\/dashboard\/resultados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
}

test('the owner copies the snippet and saves the allowed domains', async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'business', name: 'Ana Dona' });
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await ctx.newPage();
  await loginUI(page, ag.email, ag.password);
  await openFromSidebar(page);
  await expect(page.getByText('Coloque o script nas páginas do cliente e veja, no mapa de cada funil')).toBeVisible();

  const snippet = page.getByTestId('tracking-snippet');
  await expect(snippet).toContainText('/t.js');
  await expect(snippet).toContainText('data-site=');
  await page.getByRole('button', { name: 'Copiar script' }).click();
  await expect(toastEl(page).getByText('Script copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());

  await page.getByRole('button', { name: 'Copiar código de compra' }).click();
  await expect(toastEl(page).getByText('Código copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("funil.track('purchase', { value: 97 })");
  await expect(page.getByRole('button', { name: 'Copiar código de cadastro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade');

  // No domain yet: nothing would be counted, and the page says so.
  await expect(page.getByText(NO_DOMAINS)).toBeVisible();
  const field = page.getByLabel('Adicionar domínio', { exact: true });
  await field.fill('https://www.Loja.com.br/x');
  await field.press('Enter');
  const list = page.getByRole('list', { name: 'Domínios permitidos' });
  await expect(list.getByRole('listitem')).toHaveText(['www.loja.com.br']);
  await expect(field).toHaveValue('');
  await expect(page.getByText(NO_DOMAINS)).toHaveCount(0);
  await expect(page.getByText('Alterações não salvas.')).toBeVisible();

  // Refused before any call, with the server's words; the list is unchanged.
  await field.fill('nao é domínio');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Informe um domínio válido, como cliente.com.br. Recebido: "nao é domínio".');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('cliente2.com.br');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveText(['www.loja.com.br', 'cliente2.com.br']);
  await page.getByRole('button', { name: 'Remover cliente2.com.br' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['www.loja.com.br']);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toastEl(page).getByText('Domínios salvos')).toBeVisible();
  await expect(page.getByText('Alterações não salvas.')).toHaveCount(0);
  await expect
    .poll(async () => (await db.select().from(trackingSites).where(eq(trackingSites.agencyId, ag.agency.id)))[0]?.allowedDomains)
    .toEqual(['www.loja.com.br']);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Domínios permitidos' }).getByRole('listitem')).toHaveText(['www.loja.com.br']);

  // While the PUT is on its way Salvar is busy; a 400 from the server shows under the field.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/agency/tracking', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await held;
    await route.fulfill({ status: 400, json: { error: 'Informe no máximo 20 domínios.' } });
  });
  const save = page.getByRole('button', { name: 'Salvar' });
  await save.click();
  await expect(save).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Informe no máximo 20 domínios.');
  await expect(save).toBeEnabled();
  await page.unroute('**/api/agency/tracking');

  expect(await seriousViolations(page)).toEqual([]);
  await shotWhole(page, 'results-install-1440');
  await ctx.close();
});

test('a gestor and a creator read the domains without changing them', async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'business' });
  await db.insert(trackingSites).values({ agencyId: ag.agency.id, siteKey: 'chave-e2e-gestor', allowedDomains: ['loja.com.br', 'blog.loja.com.br'] });
  for (const role of ['gestor', 'creator'] as const) {
    const member = await seedTeamMember(db, ag.agency.id, role);
    const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    await loginUI(page, member.email, member.password);
    await openFromSidebar(page);
    await expect(page.getByTestId('tracking-snippet')).toContainText('data-site="chave-e2e-gestor"');
    await expect(page.getByRole('list', { name: 'Domínios permitidos' }).getByRole('listitem')).toHaveText(['loja.com.br', 'blog.loja.com.br']);
    await expect(page.getByText(READ_ONLY)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
    await expect(page.getByLabel('Adicionar domínio', { exact: true })).toHaveCount(0);
    // The snippet is no secret: every member may copy it.
    await expect(page.getByRole('button', { name: 'Copiar script' })).toBeVisible();
    if (role === 'gestor') await shotWhole(page, 'results-install-gestor-1440');
    await ctx.close();
  }
});

test('on a phone the page fits the width, and a failed load offers to try again', async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'business' });
  // A long domain, so the chips' wrapping is checked too.
  const long = 'loja-de-roupas-e-acessorios-femininos-da-maria.exemplo-muito-comprido.com.br';
  await db.insert(trackingSites).values({ agencyId: ag.agency.id, siteKey: 'chave-e2e-telefone-0123456789', allowedDomains: [long, 'loja.com.br'] });
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await ctx.newPage();
  await loginUI(page, ag.email, ag.password);

  await page.route('**/api/agency/tracking', (route) => route.fulfill({ status: 500, json: { error: 'Erro interno do servidor.' } }));
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await openFromSidebar(page);
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar o script de resultados.');
  await page.unroute('**/api/agency/tracking');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('tracking-snippet')).toContainText('data-site="chave-e2e-telefone-0123456789"');
  await expect(page.getByRole('list', { name: 'Domínios permitidos' }).getByRole('listitem')).toHaveText([long, 'loja.com.br']);

  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await shotWhole(page, 'results-install-390');
  await ctx.close();
});

test('the owner switches the weekly results mail on, for clients too, and a gestor only reads it', async ({ page, db }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'business', name: 'Ana Dona' });
  await loginUI(page, ag.email, ag.password);
  await openFromSidebar(page);
  const card = page.getByTestId('weekly-mail');
  const owner = card.getByRole('switch', { name: 'Enviar para o dono da agência' });
  const clients = card.getByRole('switch', { name: /Enviar também aos clientes/ });
  await expect(owner).not.toBeChecked();
  await expect(clients).toBeDisabled();
  await owner.click();
  await expect(toastEl(page).getByText('Resumo semanal ligado')).toBeVisible();
  await expect(clients).toBeEnabled();
  await clients.click();
  await expect(clients).toBeChecked();
  const stored = async () => (await db.select().from(trackingSites).where(eq(trackingSites.agencyId, ag.agency.id)))[0];
  await expect.poll(async () => [(await stored()).weeklyMail, (await stored()).weeklyMailClients]).toEqual([true, true]);
  await page.reload();
  await expect(page.getByTestId('weekly-mail').getByRole('switch', { name: /Enviar também aos clientes/ })).toBeChecked();
  await shotWhole(page, 'results-weekly');

  const gestor = await seedTeamMember(db, ag.agency.id, 'gestor');
  await page.context().clearCookies();
  await loginUI(page, gestor.email, gestor.password);
  await openFromSidebar(page);
  await expect(page.getByTestId('weekly-mail').getByRole('switch', { name: 'Enviar para o dono da agência' })).toBeDisabled();
  await expect(page.getByText('Só o dono e os admins podem mudar o resumo semanal.')).toBeVisible();
});
