// The editor's Resultados mode (docs/decisions/026): the agency binds three connected steps to the
// client's site through the step panel (a page, a pattern, an event), three visitors reach it,
// and the mode draws each step's real people beside its forecast, the real share on the
// connections and the period's revenue, without changing the funnel. It fits a 390 px phone.
// Screenshots go to SHOTS_DIR when set.
import type { APIRequestContext, Page } from '@playwright/test';
import { lastDays } from '../../src/client/features/editor/results/period.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, shot, test } from './fixtures.ts';

const style = { dashed: false, organic: true, endType: 'dot' as const };
const content = {
  components: [
    { id: 'home', type: 'landing-page', position: { x: 100, y: 200 }, data: { title: 'Página de Vendas', description: '', conversionRate: 100 } },
    { id: 'checkout', type: 'checkout-page', position: { x: 450, y: 200 }, data: { title: 'Checkout', description: '', conversionRate: 50, price: 97 } },
    { id: 'thanks', type: 'thank-you-page', position: { x: 800, y: 200 }, data: { title: 'Obrigado', description: '' } },
    { id: 'mail', type: 'email', position: { x: 450, y: 560 }, data: { title: 'E-mail de boas-vindas', description: '' } },
  ],
  connections: [
    { id: 'e1', from: 'home', to: 'checkout', style },
    { id: 'e2', from: 'checkout', to: 'thanks', style },
  ],
  // 3 visitors a month: over the default 30 days the forecast is 3, 3 and 2 (1,5 rounded) people.
  forecast: { visitors: 3, enabled: true },
  textElements: [],
  comments: [],
  drawings: [],
};

const H = { 'x-requested-with': 'XMLHttpRequest' };
const SHOP = 'https://loja.example';
/** A real browser's user agent per visitor: the server counts no headless browser, and a visitor is (address, user agent) per day. */
const chrome = (v: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const resultsToggle = (page: Page) => page.getByRole('button', { name: 'Resultados', exact: true });

async function collect(request: APIRequestContext, ua: string, events: object[]) {
  const r = await request.post('/api/collect', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SHOP, 'user-agent': ua },
    data: JSON.stringify(events),
  });
  expect(r.status()).toBe(202);
  expect((await r.json()).accepted).toBe(events.length);
}

/** Binds the selected step through the step panel's Resultados group, leaving the field with Enter. */
async function bind(page: Page, id: string, field: 'Página (caminho)' | 'Evento', value: string) {
  await node(page, id).click();
  const input = page.getByTestId('step-forecast-panel').getByLabel(field);
  await input.fill(value);
  await input.press('Enter');
}

test('the agency binds steps to the site and reads the real figures beside the forecast, on a computer and a phone', async ({ page, db, request }) => {
  test.setTimeout(180_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const { id: clientId } = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId, userId: ag.owner.id, title: 'Funil com Resultados', content });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByRole('heading', { name: 'Funil com Resultados' })).toBeVisible();
  await expect(node(page, 'checkout').getByTestId('step-people')).toHaveText('3 pessoas'); // the forecast's figures

  // Nothing bound yet: the mode says what to do and where the script is.
  await expect(resultsToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await resultsToggle(page).click();
  await expect(resultsToggle(page)).toHaveAttribute('aria-pressed', 'true');
  const empty = page.getByTestId('results-empty');
  await expect(empty).toContainText('Nenhuma etapa conta tráfego ainda. Abra uma etapa e preencha Página ou Evento em Resultados.');
  await expect(empty.getByRole('link', { name: 'Instalar o script' })).toHaveAttribute('href', '/dashboard/resultados');
  await expect(page.getByTestId('step-forecast')).toHaveCount(0); // the mode's lines take the forecast's place
  await expect(page.getByTestId('step-results')).toHaveText(['Sem rastreio', 'Sem rastreio', 'Sem rastreio', 'Sem rastreio']);
  await shot(page, 'results-mode-empty-1440');
  // keyboard: the toggle is a button like any other
  await resultsToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(resultsToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('results-bar')).toHaveCount(0);
  await expect(node(page, 'checkout').getByTestId('step-people')).toHaveText('3 pessoas');

  // The step panel: a path without its slash is refused inline with the shared message, never written.
  await node(page, 'home').click();
  const panel = page.getByTestId('step-forecast-panel');
  const path = panel.getByLabel('Página (caminho)');
  await expect(path).toHaveAttribute('placeholder', '/obrigado ou /produtos/*');
  await expect(panel.getByText('Conte as visitas de uma página do site do cliente, um evento enviado pelo script, ou os dois.')).toBeVisible();
  await path.fill('obrigado');
  await path.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText('O caminho da página começa com / (ex.: /obrigado ou /produtos/*).');
  await expect(path).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'results-mode-panel-error-1440');
  await path.fill('/');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await path.press('Enter');
  await bind(page, 'checkout', 'Página (caminho)', '/checkout/*');
  await bind(page, 'thanks', 'Evento', 'purchase');
  await expect(panel.getByLabel('Evento')).toHaveValue('purchase');
  // Both fields emptied remove the binding.
  const stored = async (id: string) => {
    const r = await page.request.get(`/api/canvases/${canvas.id}`);
    return (await r.json()).content.components.find((c: { id: string }) => c.id === id).data;
  };
  await bind(page, 'mail', 'Evento', 'lead');
  await expect.poll(() => stored('mail')).toMatchObject({ track: { event: 'lead' } });
  await bind(page, 'mail', 'Evento', '');
  await expect.poll(async () => 'track' in (await stored('mail'))).toBe(false);
  await expect(async () => {
    const r = await page.request.get(`/api/canvases/${canvas.id}`);
    const byId = new Map((await r.json()).content.components.map((c: { id: string; data: object }) => [c.id, c.data]));
    expect(byId.get('home')).toMatchObject({ track: { path: '/' } });
    expect(byId.get('checkout')).toMatchObject({ track: { path: '/checkout/*' } });
    expect(byId.get('thanks')).toMatchObject({ track: { event: 'purchase' } });
    expect(byId.get('mail')).not.toHaveProperty('track');
  }).toPass();
  await page.keyboard.press('Escape');

  // The agency's allowed domain, then three visitors: 3 land, 2 reach the checkout, 1 buys.
  const put = await page.request.put('/api/agency/tracking', { headers: H, data: { allowedDomains: ['loja.example'] } });
  expect(put.status()).toBe(200);
  const site = (await put.json()).siteKey as string;
  const view = (p: string) => ({ site, type: 'pageview', url: `${SHOP}${p}` });
  await collect(request, chrome(131), [view('/'), view('/checkout/x'), { site, type: 'event', url: `${SHOP}/obrigado`, name: 'purchase', value: 97 }]);
  await collect(request, chrome(130), [view('/'), view('/checkout/x')]);
  await collect(request, chrome(129), [view('/')]);

  const before = (await (await page.request.get(`/api/canvases/${canvas.id}`)).json()).content;
  await resultsToggle(page).click();
  const people = (id: string) => node(page, id).getByTestId('step-results-people');
  await expect(people('home')).toHaveText('3 pessoas');
  await expect(people('checkout')).toHaveText('2 pessoas');
  await expect(people('thanks')).toHaveText('1 pessoa');
  await expect(node(page, 'home').getByTestId('step-results')).toHaveText('3 pessoas · previsto 3 (0 %)');
  await expect(node(page, 'home').getByTestId('step-results')).toHaveAttribute('data-tone', 'good');
  await expect(node(page, 'checkout').getByTestId('step-results')).toHaveText('2 pessoas · previsto 3 (−33 %)');
  await expect(node(page, 'checkout').getByTestId('step-results')).toHaveAttribute('data-tone', 'bad');
  await expect(node(page, 'mail').getByTestId('step-results')).toHaveText('Sem rastreio');
  await expect(page.getByTestId('results-empty')).toHaveCount(0);
  // 2 of the 3 who landed reached the checkout the same day; 1 of the 2 bought
  await expect(page.getByTestId('edge-share')).toHaveText(['67 %', '50 %']);
  const revenue = page.getByTestId('results-revenue');
  await expect(revenue).toHaveText('Receita real R$ 97,00 · prevista R$ 145,50');
  await expect(page.getByRole('group', { name: 'Período' }).getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'results-mode-1440');

  // Periods: the last 7 days hold the same visits; a custom period before them holds none.
  await page.getByRole('button', { name: '7 dias' }).click();
  await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(revenue).toHaveText('Receita real R$ 97,00 · prevista R$ 33,95');
  await expect(people('home')).toHaveText('3 pessoas');
  // Personalizado starts from the period on screen; while a day is missing the bar says so.
  await page.getByRole('button', { name: 'Personalizado' }).click();
  const week = lastDays(7, new Date());
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(week.from);
  await expect(page.getByLabel('Até', { exact: true })).toHaveValue(week.to);
  await page.getByLabel('Até', { exact: true }).fill('');
  await expect(page.getByTestId('results-bar')).toContainText('Escolha as duas datas');
  await page.getByLabel('De', { exact: true }).fill('2025-01-01');
  await page.getByLabel('Até', { exact: true }).fill('2025-01-31');
  await expect(people('home')).toHaveText('0 pessoas');
  await expect(page.getByTestId('edge-share')).toHaveText(['—', '—']);
  await shot(page, 'results-mode-custom-1440');
  // A period the server refuses: its pt-BR message, and Tentar de novo once it is right.
  await page.getByLabel('De', { exact: true }).fill('2026-12-31');
  await expect(page.getByRole('alert')).toContainText('Informe um período válido');
  await page.getByLabel('De', { exact: true }).fill('2025-01-01');
  await expect(people('home')).toHaveText('0 pessoas');

  // A failed answer: the message and Tentar de novo, which asks again.
  await page.getByRole('button', { name: '30 dias' }).click();
  await expect(people('home')).toHaveText('3 pessoas');
  await page.route('**/api/canvases/*/results*', (route) => route.fulfill({ status: 500, json: { error: 'Erro interno do servidor' } }));
  await page.getByRole('button', { name: '90 dias' }).click();
  const bar = page.getByTestId('results-bar');
  await expect(bar.getByRole('alert')).toHaveText('Erro interno do servidor');
  await page.unroute('**/api/canvases/*/results*');
  await bar.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(people('home')).toHaveText('3 pessoas');
  await expect(bar.getByRole('alert')).toHaveCount(0);

  // A read-only overlay: the funnel is as it was.
  await expect(async () => {
    const after = (await (await page.request.get(`/api/canvases/${canvas.id}`)).json()).content;
    expect(after).toEqual(before);
  }).toPass();

  // A 390 px phone: no tool bar, so the toggle sits over the map; the bar wraps, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Para desenhar, abra no computador')).toBeVisible();
  await resultsToggle(page).click();
  await expect(page.getByTestId('results-revenue')).toHaveText('Receita real R$ 97,00 · prevista R$ 145,50');
  await expect(page.getByTestId('edge-share')).toHaveText(['67 %', '50 %']);
  await expect(people('thanks')).toHaveText('1 pessoa');
  await expect(page.getByTestId('results-revenue')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Personalizado' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'results-mode-390');
  await page.getByRole('button', { name: 'Personalizado' }).click();
  await expect(page.getByLabel('Até', { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'results-mode-custom-390');
});
