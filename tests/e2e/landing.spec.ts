// The landing page at / (docs/product.md; D11, D20),
// against the production build served by the real server.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { formatPlanPrice, PLANS } from '../../src/shared/plans.ts';
import { expect, test } from './fixtures.ts';

const SECTIONS = ['hero', 'demo', 'problems', 'how-it-works', 'who-its-for', 'client-portal', 'canvas-editor', 'social-proof', 'pricing', 'faq', 'footer'];
const JS_BUDGET_BYTES = 100 * 1000;

const topNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test('every section is there, in order, with its anchor', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ids = await page.locator('main > section[id], footer[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(SECTIONS);
  await expect(page.locator('#demo')).toContainText('2:30');
  const steps = page.locator('#how-it-works ol > li');
  await expect(steps).toHaveCount(5);
  for (const [i, title] of ['Crie o funil visual', 'Colabore em tempo real', 'Publique para o cliente', 'Receba feedback contextual', 'Apresente e implemente'].entries()) {
    await expect(steps.nth(i)).toContainText(title);
  }
  await expect(page.locator('#social-proof figure')).toHaveCount(3);
  await expect(page.locator('#pricing table')).toBeVisible();
  // The hero shows a drawn funnel of catalogue components, not a placeholder.
  await expect(page.locator('#hero svg text', { hasText: 'Checkout' }).first()).toBeAttached();
  // The script ran on the prerendered page (sections below the fold wait to fade in), without errors.
  await page.waitForFunction(() => document.querySelector('[data-reveal="hidden"]') !== null);
  expect(errors).toEqual([]);
});

test('the server sends / prerendered', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('id="how-it-works"');
  expect(html).toContain(formatPlanPrice(PLANS.enterprise));
});

test('sections fade in when 10% visible, and at once with reduced motion', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const faq = page.locator('#faq');
  await expect(faq).toHaveAttribute('data-reveal', 'hidden');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-reveal', 'shown');
  await expect(faq).toHaveCSS('opacity', '1');

  const reduced = await browser.newContext({ reducedMotion: 'reduce', baseURL });
  const p2 = await reduced.newPage();
  await p2.goto('/');
  await expect(p2.locator('#faq')).toHaveAttribute('data-reveal', 'shown');
  await expect(p2.locator('[data-reveal="hidden"]')).toHaveCount(0);
  await reduced.close();
});

test('the top navigation scrolls to its sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  for (const [label, id] of [
    ['Como Funciona', 'how-it-works'],
    ['Testemunhos', 'social-proof'],
    ['Planos', 'pricing'],
    ['FAQ', 'faq'],
  ] as const) {
    await topNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    // Smooth scroll settles with the section's top just below the sticky header.
    await expect.poll(() => page.locator(`#${id}`).evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBeLessThan(80);
  }
});

test('the entry points go where the spec says', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Portal do Cliente' }).click();
  await expect(page).toHaveURL(/\/client-auth$/);
  await page.goto('/');
  await header.getByRole('link', { name: 'Login Agência' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await expect(page.getByLabel('Email')).toBeVisible(); // the full app took over after the landing
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver Portal de Exemplo' }).click();
  await expect(page).toHaveURL(/\/client-auth$/);
});

test('in-page buttons: Ver Planos, Ver Demonstração, Ver Editor em Ação', async ({ page }) => {
  await page.goto('/');
  for (const [name, id] of [
    ['Ver Planos', 'pricing'],
    ['Ver Demonstração', 'demo'],
    ['Ver Editor em Ação', 'demo'],
  ] as const) {
    const links = page.getByRole('link', { name, exact: true });
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) expect(href).toBe(`#${id}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await links.last().click();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test('the mobile menu opens and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(topNav(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu móvel' });
  await expect(menu).toBeVisible();
  for (const label of ['Como Funciona', 'Testemunhos', 'Planos', 'FAQ', 'Portal do Cliente', 'Login Agência']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Testemunhos' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#social-proof')).toBeInViewport();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: 'Login Agência' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
});

test('subscribe buttons open /subscribe?plan= in a new tab (D11)', async ({ page, context }) => {
  await page.goto('/');
  const business = page.getByRole('link', { name: `Começar Agora - R$${PLANS.business.priceCents / 100}/mês` });
  expect(await business.count()).toBeGreaterThanOrEqual(2); // hero, pricing card, closing call
  for (const href of await business.evaluateAll((els) => els.map((e) => [e.getAttribute('href'), e.getAttribute('target')].join(' ')))) {
    expect(href).toBe('/subscribe?plan=business _blank');
  }
  const enterprise = page.getByRole('link', { name: /Assinar Enterprise/ });
  await expect(enterprise).toHaveAttribute('href', '/subscribe?plan=enterprise');
  await expect(enterprise).toHaveAttribute('target', '_blank');
  // Every subscribe link, whatever its text, opens in a new tab.
  const targets = await page.locator('a[href^="/subscribe"]').evaluateAll((els) => els.map((e) => e.getAttribute('target')));
  expect(targets.length).toBeGreaterThanOrEqual(3);
  expect(new Set(targets)).toEqual(new Set(['_blank']));
  const [popup] = await Promise.all([context.waitForEvent('page'), enterprise.click()]);
  await expect(popup).toHaveURL(/\/subscribe\?plan=enterprise$/);
});

test('prices and plan features come from the plan table (D20)', async ({ page }) => {
  await page.goto('/');
  for (const plan of [PLANS.business, PLANS.enterprise]) {
    const card = page.getByTestId(`plan-${plan.id}`);
    await expect(card.getByRole('heading', { name: plan.name })).toBeVisible();
    await expect(page.getByTestId(`price-${plan.id}`)).toHaveText(formatPlanPrice(plan));
    await expect(card.getByRole('listitem')).toHaveText(plan.highlights);
    await expect(card).toContainText(plan.suggestedFor);
  }
  const table = page.locator('#pricing table');
  const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Preço por usuário/mês').locator('td')).toHaveText([formatPlanPrice(PLANS.business), formatPlanPrice(PLANS.enterprise)]);
  await expect(row('Clientes').locator('td')).toHaveText([`Até ${PLANS.business.maxClients}`, 'Ilimitados']);
  await expect(row('Funis por cliente').locator('td')).toHaveText([`Até ${PLANS.business.maxFunnelsPerClient}`, 'Ilimitados']);
  await expect(row('Templates de funis prontos').locator('td')).toHaveText([PLANS.business.features.templates ? 'Incluído' : 'Não incluído', 'Incluído']);
  await expect(row('Links públicos de revisão').locator('td')).toHaveText([PLANS.business.features.publicLinks ? 'Incluído' : 'Não incluído', 'Incluído']);
});

test('footer links and every other link have a real target', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const [label, href] of [
    ['Como Funciona', '#how-it-works'],
    ['Editor de Funis', '#canvas-editor'],
    ['Testemunhos', '#social-proof'],
    ['FAQ', '#faq'],
    ['Portal do Cliente', '/client-auth'],
    ['Login Agência', '/auth?mode=login'],
    ['Privacidade', '/privacidade'],
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  const hrefs = await page.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    if (href.startsWith('#')) expect(await page.locator(href).count(), href).toBe(1);
    else expect(href, href).toMatch(/^\/(client-auth|auth\?mode=login|privacidade|subscribe\?plan=(business|enterprise))$/);
  }
  await footer.getByRole('link', { name: 'Editor de Funis' }).click();
  await expect(page.locator('#canvas-editor')).toBeInViewport();
});

test('an in-page jump that the browser stops short still lands on its section', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Como Funciona', exact: true }).click();
  // What a layout shift does to a smooth scroll on a loaded machine: another scroll cancels it.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(page.locator('#how-it-works')).toBeInViewport();
  // A person who scrolls on their own is left alone.
  await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the landing route loads at most 100 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  expect(sizes.length).toBeGreaterThan(0);
  const total = sizes.reduce((a, b) => a + b, 0);
  expect(total, `${total} bytes de JavaScript gzip em /`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
});

test('inside the app, a link to / renders the landing with React and it works the same', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/isto-nao-existe');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Desenhe o funil');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu móvel' });
  await menu.getByRole('link', { name: 'Planos' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(page.locator('#pricing')).toHaveAttribute('data-reveal', 'shown');
});
