// decision 011: the funnels page asks the server for one page at a time, loads more as the list
// scrolls (or with "Carregar mais" from the keyboard), and sends the search after a pause in typing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { canvases } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test } from './fixtures.ts';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

const searchRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/canvases' && u.searchParams.has('q')) urls.push(u.searchParams.get('q') ?? '');
  });
  return urls;
};

test('funnels page: 50 at first, more on scroll, search and filters on the server', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const sj = await seedClient(db, ag.agency.id, 'Clínica São José');
  const pad = await seedClient(db, ag.agency.id, 'Padaria');
  const now = Date.now();
  await db.insert(canvases).values(
    Array.from({ length: 74 }, (_, i) => ({
      agencyId: ag.agency.id,
      clientId: i % 10 === 0 ? sj.id : pad.id,
      userId: ag.owner.id,
      title: `Funil ${String(i + 1).padStart(2, '0')}`,
      updatedAt: new Date(now - (i + 1) * 60_000),
    })),
  );
  await db
    .insert(canvases)
    .values({ agencyId: ag.agency.id, clientId: pad.id, title: 'Lançamento de Verão', status: 'approved', updatedAt: new Date(now - 3600_000 * 5) });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await loginUI(page, ag.email, ag.password);
  await page.goto('/dashboard/funnels');
  const cards = page.getByTestId('funnel-card');
  await expect(page.getByTestId('funnel-total')).toHaveText('75 funis');
  await expect(cards).toHaveCount(50);
  await expect(page.getByTestId('load-more')).toContainText('Mostrando 50 de 75 funis');
  await shot(page, 'funnels-1440');

  // Scrolling to the end loads the next page, and the last page has no "Carregar mais".
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(75);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  await expect(cards.last()).toContainText('Lançamento de Verão');

  // The search waits for a pause in typing, then asks the server once, without accents or case.
  const asked = searchRequests(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByPlaceholder('Buscar funis...').pressSequentially('LANCAMENTO');
  await expect(page.getByPlaceholder('Buscar funis...')).toHaveValue('LANCAMENTO');
  await page.clock.runFor(100);
  expect(asked).toEqual([]); // nothing asked while typing
  await page.clock.resume();
  await expect(cards).toHaveCount(1);
  expect(asked).toEqual(['LANCAMENTO']); // then once, for the whole word
  await expect(page).toHaveURL(/[?&]q=LANCAMENTO/);
  await expect(cards.first()).toContainText('Lançamento de Verão');
  await expect(page.getByTestId('funnel-total')).toHaveText('1 funil encontrado');

  // The client's name is searched too; the status filter goes to the server with it.
  await page.getByPlaceholder('Buscar funis...').fill('clinica sao');
  await expect(page.getByTestId('funnel-total')).toHaveText('8 funis encontrados');
  await expect(cards).toHaveCount(8);
  await page.getByRole('combobox', { name: 'Filtrar por status' }).click();
  await page.getByRole('option', { name: 'Aprovado' }).click();
  await expect(page.getByText('Nenhum funil encontrado')).toBeVisible();
  await expect(page.getByText('Tente ajustar os filtros')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByTestId('funnel-total')).toHaveText('75 funis');
  await expect(page.getByPlaceholder('Buscar funis...')).toHaveValue('');
});

test('without an IntersectionObserver, "Carregar mais" loads the next page from the keyboard, at 390 px', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const c = await seedClient(db, ag.agency.id, 'Loja');
  await db
    .insert(canvases)
    .values(
      Array.from({ length: 53 }, (_, i) => ({ agencyId: ag.agency.id, clientId: c.id, title: `Funil ${i + 1}`, updatedAt: new Date(Date.now() - i * 1000) })),
    );
  await page.addInitScript(() => {
    // @ts-expect-error: the browsers this fallback is for
    delete window.IntersectionObserver;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginUI(page, ag.email, ag.password);
  await page.goto('/dashboard/funnels');
  const cards = page.getByTestId('funnel-card');
  await expect(cards).toHaveCount(50);
  await shot(page, 'funnels-390');
  const more = page.getByRole('button', { name: 'Carregar mais' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(53);
  await expect(more).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
