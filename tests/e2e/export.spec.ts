// Export: Exportar → PNG / PDF in the editor, the client portal and the public page;
// the files are read back (PNG signature and IHDR size, PDF signature and text with poppler's pdftotext);
// Ctrl+P prints the funnel without the editor's chrome; a failure says so in pt-BR; a funnel of
// 1,000 components exports with its progress shown. SHOTS_DIR=<folder> saves screenshots.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { canvases } from '../../src/server/db/schema.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { downloadBytes, pdfFirstPageSize, pdfText, pngSize } from '../helpers/export-files.ts';
import { newPublicLink, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test, toastEl } from './fixtures.ts';

const TITLE = 'Lançamento Black Friday';

test.use({ viewport: { width: 1440, height: 900 } });

/** Three steps with the forecast example: 10.000 visitors, 20 %, then 10 % at R$ 100. */
function threeSteps(): CanvasContent {
  const now = new Date().toISOString();
  return {
    components: [
      { id: 'c1', type: 'capture-page', position: { x: 100, y: 100 }, data: { title: 'Captura', description: 'Página de captação', conversionRate: 20 } },
      { id: 'c2', type: 'checkout-page', position: { x: 400, y: 100 }, data: { title: 'Checkout', description: '', conversionRate: 10, price: 100 } },
      { id: 'c3', type: 'thank-you-page', position: { x: 700, y: 100 }, data: { title: 'Obrigado', description: '' } },
    ],
    connections: [
      { id: 'e1', from: 'c1', to: 'c2', style: { dashed: false, organic: true, endType: 'arrow' } },
      { id: 'e2', from: 'c2', to: 'c3', style: { dashed: true, organic: false, endType: 'dot' } },
    ],
    textElements: [
      {
        id: 't1',
        type: 'paragraph',
        position: { x: 100, y: 420 },
        content: 'Oferta válida até domingo',
        fontSize: 16,
        fontWeight: 'normal',
        color: 'white',
        width: 300,
        height: 'auto',
      },
    ],
    comments: [
      {
        id: 'k1',
        position: { x: 10, y: 10 },
        componentId: 'c2',
        content: 'Trocar a cor do botão de pagamento',
        author: 'Ana Cliente',
        authorKind: 'client',
        timestamp: now,
      },
      {
        id: 'k2',
        position: { x: 10, y: 10 },
        componentId: 'c1',
        content: 'Comentário já resolvido',
        author: 'Ana Cliente',
        authorKind: 'client',
        timestamp: now,
        resolved: true,
      },
    ],
    drawings: [],
    forecast: { visitors: 10000, enabled: true },
  };
}

function keep(name: string, bytes: Buffer) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), bytes);
}

async function exportAs(page: Page, kind: 'PNG' | 'PDF') {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  const d = await download;
  return { name: d.suggestedFilename(), bytes: await downloadBytes(d) };
}

async function expectPng(page: Page, minWidth = 1600) {
  const png = await exportAs(page, 'PNG');
  expect(png.name).toBe(`${TITLE}.png`);
  const size = pngSize(png.bytes);
  expect(size.width).toBeGreaterThanOrEqual(minWidth);
  expect(size.height).toBeGreaterThan(0);
  return png;
}

async function expectPdf(page: Page, header: { agency: string; client: string; version: string }) {
  const pdf = await exportAs(page, 'PDF');
  expect(pdf.name).toBe(`${TITLE}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const size = await pdfFirstPageSize(pdf.bytes);
  expect(size.width).toBeGreaterThan(size.height); // landscape
  expect(Math.round(size.width)).toBe(842); // A4: 297 mm
  const pages = await pdfText(pdf.bytes);
  // Page 1: the header as real text, accents included
  expect(pages[0]).toContain(TITLE);
  expect(pages[0]).toContain(header.agency);
  expect(pages[0]).toContain(`Cliente: ${header.client}`);
  expect(pages[0]).toContain(header.version);
  expect(pages[0]).toContain('Status: Aguardando Aprovação');
  // Page 2: the open comments by element; the resolved one is left out
  expect(pages[1]).toContain('Comentários abertos');
  expect(pages[1]).toContain('Checkout');
  expect(pages[1]).toContain('Trocar a cor do botão de pagamento');
  expect(pages.join(' ')).not.toContain('Comentário já resolvido');
  // Page 3: the forecast table with the example
  expect(pages[2]).toContain('Previsão do funil');
  expect(pages[2]).toContain('2.000 pessoas');
  expect(pages[2]).toContain('R$ 20.000,00');
  return pdf;
}

async function seedFunnel(db: Parameters<typeof seedCanvas>[0], content = threeSteps()) {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'published', title: TITLE, content });
  return { ag, cl, canvas, agencyName: (ag.agency as { name: string | null }).name ?? '' };
}

test('the editor exports the whole funnel as PNG and PDF from the Exportar menu, by keyboard too', async ({ page, db }) => {
  test.setTimeout(150_000);
  const { ag, canvas, agencyName } = await seedFunnel(db);
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);

  await page.getByRole('button', { name: 'Exportar' }).click();
  await expect(page.getByRole('menuitem', { name: 'PNG' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
  await shot(page, 'menu-1440');
  await page.keyboard.press('Escape');

  const png = await expectPng(page);
  keep('exported.png', png.bytes);
  const pdf = await expectPdf(page, { agency: agencyName, client: 'Loja Azul', version: 'Versão 1' });
  keep('exported.pdf', pdf.bytes);

  // Keyboard only: focus the button, open with Enter, pick PNG with the arrows
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'PNG' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe(`${TITLE}.png`);
});

test('the client portal exports PNG and PDF of the published funnel', async ({ page, db }) => {
  test.setTimeout(120_000);
  const { cl, agencyName } = await seedFunnel(db);
  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(cl.email);
  await page.getByLabel('Senha').fill(cl.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/client-dashboard/);
  await page.getByRole('link', { name: 'Ver Funil' }).click();
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await expectPng(page);
  await expectPdf(page, { agency: agencyName, client: 'Loja Azul', version: 'Versão 1' });
});

test('the public page exports PNG and PDF, with the agency and client in the header', async ({ page, db }) => {
  test.setTimeout(120_000);
  const { canvas, agencyName } = await seedFunnel(db);
  const link = newPublicLink();
  await db.update(canvases).set({ publicLink: link }).where(eq(canvases.id, canvas.id));
  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Bruna Revisora');
  await ident.getByLabel('Email').fill('bruna@x.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await expectPng(page);
  await expectPdf(page, { agency: agencyName, client: 'Loja Azul', version: 'Versão 1' });
});

test('Ctrl+P on the editor prints the funnel fitted to the page, without the editor around it', async ({ page, db }) => {
  test.setTimeout(120_000);
  const { ag, canvas } = await seedFunnel(db);
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  await expect(page.locator('#funil-print')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('#funil-print');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('[data-sheet-component]')).toHaveCount(3);
  await expect(sheet.getByRole('heading', { name: TITLE })).toBeVisible();
  // The chrome is gone: top bar, tools, the live map
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Ferramentas' })).toBeHidden();
  await expect(page.locator('.react-flow')).toBeHidden();
  // Fitted: the sheet is no wider than the A4 landscape printable area
  const box = await sheet.locator('[data-funnel-sheet]').boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(1047);
  await shot(page, 'print-view');
  const pdf = await page.pdf({ landscape: true, format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await pdfText(pdf)).join(' ');
  expect(text).toContain('Captura');
  expect(text).not.toContain('Publicar');

  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#funil-print')).toHaveCount(0);
  await expect(page.locator('header')).toBeVisible();
});

test('a failed export says so in pt-BR and the menu works again', async ({ page, db }) => {
  test.setTimeout(120_000);
  const { ag, canvas } = await seedFunnel(db);
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
  // The PDF's font cannot be fetched
  await page.route('**/*.ttf', (r) => r.abort());
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  // The font is fetched only after the funnel is rasterised, which on a loaded CI machine
  // can take longer than the default 10 s wait.
  await expect(toastEl(page)).toContainText('Não foi possível exportar o funil. Tente de novo.', { timeout: 45_000 });
  await expect(page.getByTestId('export-progress')).toHaveCount(0);
  await page.unroute('**/*.ttf');
  await expectPng(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the portal offers Exportar at 390 px and shows the progress', async ({ page, db }) => {
    test.setTimeout(120_000);
    const { cl } = await seedFunnel(db);
    await page.goto('/client-auth');
    await page.getByLabel('Email').fill(cl.email);
    await page.getByLabel('Senha').fill(cl.password);
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await page.waitForURL(/\/client-dashboard/);
    await page.getByRole('link', { name: 'Ver Funil' }).tap();
    await expect(page.locator('.react-flow__node-component')).toHaveCount(3);
    const trigger = page.getByRole('button', { name: 'Exportar' });
    const box = await trigger.boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    await trigger.tap();
    await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
    await shot(page, 'menu-390');
    // Hold the font so the progress stays on screen long enough to look at it.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/*.ttf', async (r) => {
      await held;
      await r.continue();
    });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'PDF' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Gerando PDF…' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Gerando PDF' })).toBeVisible();
    await shot(page, 'progress-390');
    release();
    expect((await download).suggestedFilename()).toBe(`${TITLE}.pdf`);
    await expect(page.getByTestId('export-progress')).toHaveCount(0);
  });
});

test('a funnel of 1,000 components exports as PNG with its progress shown', async ({ page, db }) => {
  // A limit, not a timing: 1,000 components on a loaded two-core machine.
  test.setTimeout(900_000);
  const components = Array.from({ length: 1000 }, (_, i) => ({
    id: `n${i}`,
    type: i % 3 === 0 ? 'landing-page' : i % 3 === 1 ? 'facebook-ads' : 'fill-action',
    position: { x: (i % 40) * 300, y: Math.floor(i / 40) * 320 },
    data: { title: `Etapa ${i + 1}`, description: '' },
  }));
  const connections = components
    .slice(1)
    .map((c, i) => ({ id: `l${i}`, from: components[i].id, to: c.id, style: { dashed: false, organic: true, endType: 'dot' as const } }));
  const { canvas } = await seedFunnel(db, { components, connections, textElements: [], comments: [], drawings: [] });
  const link = newPublicLink();
  await db.update(canvases).set({ publicLink: link }).where(eq(canvases.id, canvas.id));
  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Bruna Revisora');
  await ident.getByLabel('Email').fill('bruna@x.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeEnabled({ timeout: 60_000 });
  const download = page.waitForEvent('download', { timeout: 840_000 });
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'PNG' }).click();
  await expect(page.getByRole('progressbar', { name: 'Gerando PNG' })).toBeVisible();
  await shot(page, 'progress-1000-1440');
  const d = await download;
  const size = pngSize(await downloadBytes(d));
  // 40 columns of 300 px: wider than the cap lets it be drawn at 2x, so it is drawn smaller.
  expect(size.width).toBeGreaterThan(4000);
  expect(size.width * size.height).toBeLessThanOrEqual(40_000_000);
  await expect(page.getByTestId('export-progress')).toHaveCount(0);
});
