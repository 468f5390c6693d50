// Every screen a new agency and its client meet, checked by axe-core (WCAG 2.2 AA rules): no
// serious or critical violation, at 1440 px and at 390 px. The table of findings is printed so CI
// logs show page → count → rule ids even when the journey passes. SHOTS_DIR=<folder> saves
// a screenshot of each screen as checked.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { type AxeFinding, axeTable, seriousViolations } from './axe.ts';
import { expect, loginUI, test } from './fixtures.ts';

type Row = { page: string; findings: AxeFinding[] };

async function world(db: Parameters<typeof seedAgency>[0]) {
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const link = newPublicLink();
  const base = { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, content: sampleContent() };
  const published = await seedCanvas(db, { ...base, status: 'published', title: 'Funil de Lançamento', publicLink: link });
  const draft = await seedCanvas(db, { ...base, status: 'draft', title: 'Funil de Teste' });
  return { ag, cl, link, published, draft };
}

/** A fresh context: motion off, so axe never measures a colour in the middle of a transition. */
async function newPage(browser: Browser, baseURL: string | undefined, width: number) {
  const ctx = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  return ctx.newPage();
}

async function check(page: Page, rows: Row[], name: string, path: string, ready: (p: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  rows.push({ page: name, findings: await seriousViolations(page) });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name.replace(/[^a-z0-9]+/gi, '_')}-${page.viewportSize()?.width}.png`) });
  }
}

const heading = (name: string | RegExp) => async (p: Page) => {
  await expect(p.getByRole('heading', { name }).first()).toBeVisible();
};

for (const width of [1440, 390]) {
  test(`axe: no serious or critical violation on any screen at ${width} px`, async ({ browser, db, baseURL }) => {
    test.setTimeout(240_000); // a dozen screens, each analysed, on a shared machine
    const w = await world(db);
    const rows: Row[] = [];

    const visitor = await newPage(browser, baseURL, width);
    await check(visitor, rows, '/', '/', async (p) => expect(p.locator('main')).toBeVisible());
    await check(visitor, rows, '/auth', '/auth', async (p) => expect(p.getByLabel('Email')).toBeVisible());
    await check(visitor, rows, '/privacidade', '/privacidade', heading('Privacidade'));
    await check(visitor, rows, '/public/:link', `/public/${w.link}`, async (p) => {
      await expect(p.getByTestId('still-funnel')).toBeVisible();
      await expect(p.getByRole('dialog', { name: 'Identifique-se' }).getByLabel('Nome')).toHaveAttribute('id', 'reviewer-name'); // the real dialog, not the HTML's still copy
    });
    // And the funnel itself, once the visitor chose to just look.
    await visitor.getByRole('dialog', { name: 'Identifique-se' }).getByRole('button', { name: 'Só quero ver' }).click();
    await expect(visitor.getByTestId('reviewer-badge')).toBeVisible();
    rows.push({ page: '/public/:link (só ver)', findings: await seriousViolations(visitor) });

    const agency = await newPage(browser, baseURL, width);
    await loginUI(agency, w.ag.email, w.ag.password);
    await check(agency, rows, '/dashboard', '/dashboard', async (p) => expect(p.getByRole('main')).toBeVisible());
    await check(agency, rows, '/dashboard/clients', '/dashboard/clients', heading('Loja Azul'));
    await check(agency, rows, '/dashboard/funnels', '/dashboard/funnels', heading('Funil de Teste'));
    await check(agency, rows, '/dashboard/templates', '/dashboard/templates', async (p) => expect(p.getByRole('main')).toBeVisible());
    await check(agency, rows, '/dashboard/account', '/dashboard/account', async (p) => expect(p.getByRole('main')).toBeVisible());
    await check(agency, rows, 'editor', `/dashboard/canvas-editor?id=${w.draft.id}`, async (p) => {
      await expect(p.getByRole('heading', { name: 'Funil de Teste' })).toBeVisible();
      await expect(p.locator('[data-live="on"]')).toBeAttached(); // hidden below md, still live
      await expect(p.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
    });

    const client = await newPage(browser, baseURL, width);
    await check(client, rows, '/client-auth', '/client-auth', async (p) => expect(p.getByLabel('Senha')).toBeVisible());
    await client.getByLabel('Email').fill(w.cl.email);
    await client.getByLabel('Senha').fill(w.cl.password);
    await client.getByRole('button', { name: 'Entrar' }).click();
    await client.waitForURL(/\/client-dashboard/);
    await check(client, rows, '/client-dashboard', '/client-dashboard', heading('Status dos Funis'));
    await check(client, rows, '/client-canvas/:id', `/client-canvas/${w.published.id}`, async (p) => {
      await expect(p.getByRole('heading', { name: 'Funil de Lançamento' })).toBeVisible();
      await expect(p.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
    });

    console.log(`\naxe-core (WCAG 2.2 AA), serious + critical, ${width} px\n${axeTable(rows)}\n`);
    for (const r of rows) for (const f of r.findings) console.log(`${r.page} ${f.id}: ${f.targets.join(' | ')}`);
    expect(rows.filter((r) => r.findings.length > 0).map((r) => r.page)).toEqual([]);
  });
}
