// Forecast on the map: the agency sets the example through the editor
// (10.000 visitors, capture page 20 %, checkout 10 % at R$ 100) and reads 2.000 people on the
// checkout, R$ 20.000,00 of revenue and the projected total; the client portal and the public
// page show the same figures read-only once published.
import type { Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const style = { dashed: false, organic: true, endType: 'dot' as const };
const content = {
  components: [
    { id: 'capture', type: 'capture-page', position: { x: 200, y: 200 }, data: { title: 'Página de Captura', description: '' } },
    { id: 'checkout', type: 'checkout-page', position: { x: 650, y: 200 }, data: { title: 'Checkout', description: '' } },
  ],
  connections: [{ id: 'e1', from: 'capture', to: 'checkout', style }],
  textElements: [],
  comments: [],
  drawings: [],
};

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

/** The figures under each step and the header total, as a reviewer reads them. */
async function expectFigures(page: Page) {
  await expect(node(page, 'capture').getByTestId('step-people')).toHaveText('10.000 pessoas');
  await expect(node(page, 'checkout').getByTestId('step-people')).toHaveText('2.000 pessoas');
  await expect(node(page, 'checkout').getByTestId('step-revenue')).toHaveText('R$ 20.000,00');
  await expect(node(page, 'capture').getByTestId('step-revenue')).toHaveCount(0);
  await expect(page.getByTestId('forecast-total')).toHaveText('Receita projetada: R$ 20.000,00/mês');
}

test('the agency sets the forecast in the editor; portal and public page show the same figures read-only', async ({ page, browser, baseURL, db }) => {
  test.setTimeout(180_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Previsão' });
  const link = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    title: 'Funil com Previsão',
    publicLink: link,
    content,
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByRole('heading', { name: 'Funil com Previsão' })).toBeVisible();
  await expect(page.getByTestId('step-forecast')).toHaveCount(0); // off until switched on

  // Previsão: switch it on for this funnel and set the monthly visitors
  await page.getByRole('button', { name: 'Previsão', exact: true }).click();
  await page.getByRole('switch', { name: 'Mostrar previsão no mapa' }).click();
  const visitors = page.getByLabel('Visitantes por mês');
  await visitors.fill('-5');
  await expect(page.getByRole('alert').filter({ hasText: 'Visitantes por mês não pode ser negativo' })).toBeVisible();
  await visitors.fill('10.000');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // the capture page converts 20 %
  await node(page, 'capture').click();
  const panel = page.getByTestId('step-forecast-panel');
  await expect(panel.getByText('Página de Captura')).toBeVisible();
  await panel.getByLabel('Taxa de conversão (%)').fill('20');

  // the checkout: an out-of-range rate is refused inline and never written; then 10 % at R$ 100
  await node(page, 'checkout').click();
  await expect(panel.getByText('Checkout')).toBeVisible();
  await panel.getByLabel('Preço (R$)').fill('100,00');
  // a selling step without its rate: the revenue is unknown, and the total says it is incomplete
  await expect(node(page, 'checkout').getByTestId('step-revenue')).toHaveText('—');
  await expect(page.getByTestId('forecast-incomplete')).toBeVisible();
  const rate = panel.getByLabel('Taxa de conversão (%)');
  await rate.fill('120');
  await expect(panel.getByRole('alert')).toHaveText('A taxa de conversão deve ser um número de 0 a 100');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(node(page, 'checkout').getByTestId('step-revenue')).toHaveText('—');
  await rate.fill('10');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expectFigures(page);
  await expect(page.getByTestId('forecast-incomplete')).toHaveCount(0);
  // a decimal comma is a decimal: 12,5 % makes R$ 25.000,00
  await rate.fill('12,5');
  await expect(node(page, 'checkout').getByTestId('step-revenue')).toHaveText('R$ 25.000,00');
  await rate.fill('10');
  await expectFigures(page);

  // stored on the server: a reload shows the same
  await expect(async () => {
    const r = await page.request.get(`/api/canvases/${canvas.id}`);
    const c = (await r.json()).content;
    expect(c.forecast).toEqual({ visitors: 10_000, enabled: true });
    expect(c.components.find((x: { id: string }) => x.id === 'checkout').data).toMatchObject({ conversionRate: 10, price: 100 });
  }).toPass();
  await page.reload();
  await expectFigures(page);

  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toastEl(page).getByText('Funil publicado com sucesso!')).toBeVisible();

  // the client portal: the published figures, nothing to edit
  const clientCtx = await browser.newContext({ baseURL });
  const client = await clientCtx.newPage();
  await client.setViewportSize({ width: 1440, height: 900 });
  await client.goto('/client-auth');
  await client.getByLabel('Email').fill(cl.email);
  await client.getByLabel('Senha').fill(cl.password);
  await client.getByRole('button', { name: 'Entrar' }).click();
  await client.waitForURL(/\/client-dashboard/);
  await client.goto(`/client-canvas/${canvas.id}`);
  await expect(client.getByRole('heading', { name: 'Funil com Previsão' })).toBeVisible();
  await expectFigures(client);
  await node(client, 'checkout').click();
  await expect(client.getByLabel('Taxa de conversão (%)')).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Previsão', exact: true })).toHaveCount(0);

  // the public page: the same, read-only
  const stranger = await (await browser.newContext({ baseURL })).newPage();
  await stranger.setViewportSize({ width: 1440, height: 900 });
  await stranger.goto(`/public/${link}`);
  const ident = stranger.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Visitante');
  await ident.getByLabel('Email').fill('visitante@fora.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(stranger.getByRole('heading', { name: 'Funil com Previsão' })).toBeVisible();
  await expectFigures(stranger);
  await expect(stranger.getByLabel('Taxa de conversão (%)')).toHaveCount(0);
  await expect(stranger.getByRole('button', { name: 'Previsão', exact: true })).toHaveCount(0);

  // switched off in the draft: gone from the editor, still shown to the client until published
  await page.getByRole('button', { name: 'Previsão', exact: true }).click();
  await page.getByRole('switch', { name: 'Mostrar previsão no mapa' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('forecast-total')).toHaveCount(0);
  await expect(page.getByTestId('step-forecast')).toHaveCount(0);
  await expect(page.getByTestId('unpublished-badge')).toBeVisible();
  await client.reload();
  await expectFigures(client);
});
