// Results on the map, end to end (decision 026): a small static site on another port, each page
// with the agency's snippet, walked by three visitors with different browsers (all land, two
// reach checkout, one buys for R$ 97). The editor's Resultados mode shows 3 → 2 → 1, R$ 97,00
// and the forecast beside them; once the agency shows them to the client, the client's portal
// (on a computer and a phone) and the public link draw the same figures, read-only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { canvases } from '../../src/server/db/schema.ts';
import { trackingSites } from '../../src/server/db/tracking-schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { downloadBytes, pdfText } from '../helpers/export-files.ts';
import { newPublicLink, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test } from './fixtures.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The client's site: landing → checkout → obrigado, each page carrying the snippet; obrigado tracks the purchase. */
async function clientSite(appUrl: string, siteKey: string): Promise<{ url: string; server: Server }> {
  const snippet = `<script defer src="${appUrl}/t.js" data-site="${siteKey}"></script>`;
  const page = (title: string, body: string, head = '') =>
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>${head}${snippet}</head><body><h1>${title}</h1>${body}</body></html>`;
  const pages: Record<string, string> = {
    '/': page('Loja', '<a href="/checkout?cupom=ana@x.com&utm_source=insta">Comprar</a>'),
    '/checkout': page('Checkout', '<a href="/obrigado">Pagar</a>'),
    // Queued before the snippet loads, the way a site calls it from its own code.
    '/obrigado': page('Obrigado', '<p>Compra confirmada</p>', "<script>window.funil = { q: [['purchase', { value: 97 }]] };</script>"),
  };
  const server = createServer((req, res) => {
    const html = pages[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'não encontrado');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The client signed in to the portal through its form, in a new browser context. */
async function portalPage(browser: Browser, baseURL: string, email: string, password: string, options = {}): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, ...options });
  const page = await ctx.newPage();
  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/client-dashboard/);
  return page;
}

/** Turns Resultados on over a reader's map and checks the editor's figures on it, all inside the screen's width. */
async function expectReaderResults(page: Page, width: number) {
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await page.getByRole('button', { name: 'Resultados', exact: true }).click();
  const node = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`).getByTestId('step-results');
  await expect(node('entrada')).toHaveText('3 pessoas · previsto 600 (−99 %)');
  await expect(node('checkout')).toHaveText('2 pessoas · previsto 300 (−99 %)');
  await expect(node('obrigado')).toHaveText('1 pessoa · previsto 30 (−97 %)');
  await expect(page.getByTestId('edge-share')).toHaveText(['67 %', '50 %']);
  await expect(page.getByTestId('results-revenue')).toHaveText('Receita real R$ 97,00 · prevista R$ 2.910,00');
  // Nothing to scroll sideways for: the bar wraps within the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const bar = await page.getByTestId('results-bar').boundingBox();
  expect(bar && bar.x >= 0 && bar.x + bar.width <= width).toBe(true);
}

const step = (id: string, x: number, title: string, data: Record<string, unknown>) => ({
  id,
  type: 'landing-page',
  position: { x, y: 0 },
  data: { title, description: '', ...data },
});

test('three visitors walk the client site; the editor, then the portal and the public link show 3 → 2 → 1 and R$ 97,00 beside the forecast', async ({
  browser,
  db,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
  const access = await seedClientAccess(db, ag.agency.id, { name: 'Loja da Ana' });
  const content = {
    components: [
      step('entrada', 0, 'Página da loja', { conversionRate: 50, track: { path: '/' } }),
      step('checkout', 320, 'Checkout', { conversionRate: 10, price: 97, track: { path: '/checkout' } }),
      step('obrigado', 640, 'Obrigado', { track: { event: 'purchase' } }),
    ],
    connections: [
      { id: 'c1', from: 'entrada', to: 'checkout', style: { dashed: false, organic: true, endType: 'dot' } },
      { id: 'c2', from: 'checkout', to: 'obrigado', style: { dashed: false, organic: true, endType: 'dot' } },
    ],
    forecast: { visitors: 600, enabled: true },
  };
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: access.clientId,
    userId: ag.owner.id,
    title: 'Funil da loja',
    status: 'published',
    content: content as never,
  });
  await db.insert(trackingSites).values({ agencyId: ag.agency.id, siteKey: 'chave-da-loja-0001', allowedDomains: ['127.0.0.1'] });
  const [site] = await db.select().from(trackingSites).where(eq(trackingSites.agencyId, ag.agency.id));
  const shop = await clientSite(baseURL as string, site.siteKey);
  try {
    const walks = [['/', '/checkout', '/obrigado'], ['/', '/checkout'], ['/']];
    for (const [i, walk] of walks.entries()) {
      const ctx = await browser.newContext({ userAgent: `${CHROME} Visitante/${i + 1}` });
      const page = await ctx.newPage();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/collect'));
      await page.goto(`${shop.url}${walk[0]}`);
      await sent;
      for (const path of walk.slice(1)) {
        const next = page.waitForRequest((r) => r.url().endsWith('/api/collect'));
        await page.getByRole('link').first().click();
        await page.waitForURL(`${shop.url}${path}**`);
        await next;
      }
      await ctx.close();
    }
  } finally {
    shop.server.close();
  }

  const owner = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await owner.newPage();
  await loginUI(page, ag.email, ag.password);
  // The beacons are committed before their 202: poll the API until the last one is counted.
  const results = async () => (await page.request.get(`/api/canvases/${canvas.id}/results`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json();
  await expect.poll(async () => (await results()).steps.map((s: { visitors: number }) => s.visitors), { timeout: 20_000 }).toEqual([3, 2, 1]);
  const answer = await results();
  expect(answer.revenue).toBe(97);
  // 30 days: the monthly forecast (600 → 300 → 30, selling 300 × 10 % × R$ 97).
  expect(answer.steps.map((s: { forecast: { people: number } }) => s.forecast.people)).toEqual([600, 300, 30]);
  expect(answer.forecastRevenue).toBe(2910);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await page.getByRole('button', { name: 'Resultados', exact: true }).click();
  const node = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`).getByTestId('step-results');
  await expect(node('entrada')).toHaveText('3 pessoas · previsto 600 (−99 %)');
  await expect(node('checkout')).toHaveText('2 pessoas · previsto 300 (−99 %)');
  await expect(node('obrigado')).toHaveText('1 pessoa · previsto 30 (−97 %)');
  await expect(page.getByTestId('edge-share')).toHaveText(['67 %', '50 %']);
  await expect(page.getByTestId('results-revenue')).toHaveText('Receita real R$ 97,00 · prevista R$ 2.910,00');
  await shot(page, 'results-journey-editor');

  // Apresentar with the mode on: each slide carries its step's real figures.
  await page.getByRole('button', { name: 'Apresentar' }).click();
  const real = page.getByTestId('slide-results');
  await expect(real).toContainText('Resultados de');
  await expect(real.locator('[data-result="Pessoas"]')).toHaveText('3 pessoas');
  await expect(real.locator('[data-result="Previsto"]')).toHaveText('600 pessoas');
  await expect(real.locator('[data-result="Seguiram"]')).toHaveText('67 %');
  await shot(page, 'results-journey-presentation');
  await page.getByRole('button', { name: 'Fechar apresentação' }).click();

  // The PDF carries a Resultados page for the period on screen.
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const text = (await pdfText(await downloadBytes(await download))).join(' ');
  expect(text).toContain('Resultados');
  expect(text).toContain('Receita real R$ 97,00');
  expect(text).toContain('Página da loja');
  expect(text).toContain('67 %');

  // The client: nothing until the agency shows the results, then the published funnel's figures.
  const portal = await portalPage(browser, baseURL as string, access.email, access.password, { viewport: { width: 1440, height: 900 } });
  const shared = async () =>
    (await portal.request.get(`/api/client/canvas/${canvas.id}/results`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json();
  expect(await shared()).toEqual({ shared: false });
  // The agency's switch, in Compartilhar.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const sw = page.getByRole('switch', { name: 'Mostrar resultados ao cliente' });
  await expect(sw).not.toBeChecked();
  await sw.click();
  await expect(page.getByTestId('toast').getByText('Resultados visíveis para o cliente')).toBeVisible();
  await expect(sw).toBeChecked();
  await shot(page, 'results-journey-share');
  const seen = await shared();
  expect(seen.shared).toBe(true);
  expect(seen.steps.map((x: { visitors: number }) => x.visitors)).toEqual([3, 2, 1]);
  expect(seen.revenue).toBe(97);

  // The client opens the funnel in the portal and turns Resultados on: the editor's figures, read-only.
  await portal.goto(`/client-canvas/${canvas.id}`);
  await expectReaderResults(portal, 1440);
  await shot(portal, 'results-journey-portal');
  const phone = await portalPage(browser, baseURL as string, access.email, access.password, PHONE);
  await phone.goto(`/client-canvas/${canvas.id}`);
  await expectReaderResults(phone, 390);
  await shot(phone, 'results-journey-portal-phone');

  // The public link shows the same to whoever has it.
  const link = newPublicLink();
  await db.update(canvases).set({ publicLink: link }).where(eq(canvases.id, canvas.id));
  const guest = await (await browser.newContext({ baseURL, ...PHONE })).newPage();
  await guest.goto(`/public/${link}`);
  await guest.getByRole('dialog', { name: 'Identifique-se' }).getByRole('button', { name: 'Só quero ver' }).click();
  await expectReaderResults(guest, 390);
  await shot(guest, 'results-journey-public-phone');

  // Switched off while the page is open: the next answer says so, and the map shows none.
  await sw.click();
  await expect(sw).not.toBeChecked();
  const toggle = guest.getByRole('button', { name: 'Resultados', exact: true });
  await toggle.click();
  await toggle.click();
  await expect(guest.getByTestId('results-hidden')).toHaveText('A agência não está mostrando os resultados deste funil agora.');
  await expect(guest.getByTestId('step-results')).toHaveCount(0);
  await expect(guest.getByTestId('edge-share')).toHaveCount(0);
  await shot(guest, 'results-journey-public-hidden-phone');
  for (const p of [portal, phone, guest]) await p.context().close();
  await owner.close();
});
