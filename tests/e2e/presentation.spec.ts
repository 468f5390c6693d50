// Presentation mode: Apresentar opens a full-screen dialog that walks the steps in flow
// order with the keyboard, the map behind following the step; Escape gives focus back to the
// button. In the portal the client approves from the last slide through the page's own decision
// flow; the public page opens and walks too. SHOTS_DIR=<folder> saves screenshots of the slides.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test } from './fixtures.ts';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(500); // the map's zoom animation ends before the picture
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

const style = { dashed: false, organic: true, endType: 'dot' as const };
/** Near the canvas origin (CANVAS.originX/Y), where the editor places components. */
const X = 10_000;
const Y = 7_500;
const at = (iso: string) => `2026-03-0${iso}T12:00:00.000Z`;

/** Captura -> Checkout -> Obrigado, with a branch from Captura to Grupo VIP below Checkout. */
function funnel(): CanvasContent {
  return {
    components: [
      { id: 'thanks', type: 'thank-you-page', position: { x: X + 1000, y: Y }, data: { title: 'Obrigado', description: '' } },
      {
        id: 'checkout',
        type: 'checkout-page',
        position: { x: X + 500, y: Y },
        data: { title: 'Checkout', description: 'Pagamento em até 12x', conversionRate: 10, price: 100 },
      },
      { id: 'group', type: 'whatsapp-groups', position: { x: X + 500, y: Y + 400 }, data: { title: 'Grupo VIP', description: '', conversionRate: 50 } },
      { id: 'capture', type: 'capture-page', position: { x: X, y: Y }, data: { title: 'Captura', description: 'Captura de leads', conversionRate: 20 } },
    ],
    connections: [
      { id: 'c1', from: 'capture', to: 'checkout', style },
      { id: 'c2', from: 'capture', to: 'group', style },
      { id: 'c3', from: 'checkout', to: 'thanks', style },
    ],
    textElements: [],
    comments: [
      {
        id: 'k-done',
        position: { x: 10, y: 10 },
        componentId: 'checkout',
        content: 'Faltava o selo de segurança',
        author: 'Bia',
        authorKind: 'client',
        timestamp: at('1'),
        resolved: true,
      },
      {
        id: 'k-open',
        position: { x: 20, y: 20 },
        componentId: 'checkout',
        content: 'Trocar a cor do botão',
        author: 'Bia',
        authorKind: 'client',
        timestamp: at('2'),
      },
      {
        id: 'k-reply',
        position: { x: 20, y: 20 },
        componentId: 'checkout',
        parentId: 'k-open',
        content: 'Feito, ficou verde',
        author: 'Ana',
        authorKind: 'agency',
        timestamp: at('3'),
      },
    ],
    drawings: [],
    forecast: { visitors: 10_000, enabled: true },
  };
}

const presentation = (page: Page) => page.getByRole('dialog', { name: 'Apresentação' });
const heading = (dialog: Locator) => dialog.getByRole('heading', { level: 2 });
const counter = (dialog: Locator) => dialog.getByTestId('presentation-counter');

async function expectSlide(dialog: Locator, title: string, count: string) {
  await expect(heading(dialog)).toHaveText(title);
  await expect(counter(dialog)).toHaveText(count);
}

/** The step's node sits in the map's free part, left of the slide's card (computer). */
async function expectStepBesideCard(page: Page, id: string) {
  const card = page.getByTestId('presentation').locator('section').first();
  await expect
    .poll(async () => {
      const node = await page.locator(`.react-flow__node[data-id="${id}"]`).boundingBox();
      const box = await card.boundingBox();
      if (!node || !box) return 'missing';
      const cx = node.x + node.width / 2;
      const cy = node.y + node.height / 2;
      return Math.abs(cx - box.x / 2) < 40 && Math.abs(cy - 450) < 60 ? 'centred' : `at ${Math.round(cx)},${Math.round(cy)}`;
    })
    .toBe('centred');
}

test.describe('editor', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Apresentar walks the steps in flow order with the keyboard; Escape gives focus back', async ({ page, db }) => {
    const ag = await seedAgency(db);
    const cl = await seedClientAccess(db, ag.agency.id);
    const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, title: 'Funil Lançamento', content: funnel() });
    await loginUI(page, ag.email, ag.password);
    await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
    await expect(page.getByRole('heading', { name: 'Funil Lançamento' })).toBeVisible();
    await expect(page.locator('.react-flow__node-component')).toHaveCount(4);

    const open = page.getByRole('button', { name: 'Apresentar' });
    await open.click();
    const dialog = presentation(page);
    await expect(dialog).toBeVisible();
    await expectSlide(dialog, 'Captura', '1 / 4');
    await expect(dialog.getByTestId('presentation-type')).toHaveText('Página de Captura');
    await expect(dialog.getByText('Captura de leads')).toBeVisible();
    await expect(dialog.getByText('Nenhum comentário nesta etapa.')).toBeVisible();
    await expectStepBesideCard(page, 'capture');

    await page.keyboard.press('ArrowRight');
    await expectSlide(dialog, 'Checkout', '2 / 4');
    await expect(dialog.getByText('Pagamento em até 12x')).toBeVisible();
    const threads = dialog.getByTestId('presentation-comment');
    await expect(threads).toHaveCount(2);
    await expect(threads.first()).toContainText('Trocar a cor do botão');
    await expect(threads.first()).toContainText('Bia');
    await expect(threads.first().getByTestId('presentation-reply')).toContainText('Feito, ficou verde');
    await expect(threads.nth(1)).toContainText('Resolvido');
    await expectStepBesideCard(page, 'checkout');
    await shot(page, 'editor-slide-1440');

    await page.keyboard.press('Space');
    await expectSlide(dialog, 'Grupo VIP', '3 / 4');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(dialog, 'Checkout', '2 / 4');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectSlide(dialog, 'Obrigado', '4 / 4');
    await expectStepBesideCard(page, 'thanks');
    // The end stays the end; the agency has no decision to make here.
    await page.keyboard.press('ArrowRight');
    await expectSlide(dialog, 'Obrigado', '4 / 4');
    await expect(dialog.getByTestId('presentation-decisions')).toHaveCount(0);

    // The on-screen buttons do the same, and focus never leaves the dialog.
    await dialog.getByRole('button', { name: 'Anterior' }).click();
    await expectSlide(dialog, 'Grupo VIP', '3 / 4');
    await page.keyboard.press('Space'); // on the focused Anterior: it presses it
    await expectSlide(dialog, 'Checkout', '2 / 4');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('at 390 px the slide is a sheet at the bottom and the step shows above it', async ({ page, db }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const ag = await seedAgency(db);
    const cl = await seedClientAccess(db, ag.agency.id);
    const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, title: 'Funil Celular', content: funnel() });
    await loginUI(page, ag.email, ag.password);
    await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
    await page.getByRole('button', { name: 'Apresentar' }).click();
    const dialog = presentation(page);
    await expectSlide(dialog, 'Captura', '1 / 4');
    await page.keyboard.press('ArrowRight');
    await expectSlide(dialog, 'Checkout', '2 / 4');
    const card = page.getByTestId('presentation').locator('section').first();
    await expect
      .poll(async () => {
        const node = await page.locator('.react-flow__node[data-id="checkout"]').boundingBox();
        const box = await card.boundingBox();
        if (!node || !box) return 'missing';
        return node.y >= 0 && node.y + node.height <= box.y && node.x >= 0 && node.x + node.width <= 390
          ? 'above'
          : `at ${Math.round(node.x)},${Math.round(node.y)}`;
      })
      .toBe('above');
    await expect(dialog.getByRole('button', { name: 'Próximo' })).toBeInViewport();
    await shot(page, 'editor-slide-390');
  });

  test('slides start at the entry step, loose steps come last, and Tela cheia uses the full screen', async ({ page, db }) => {
    const ag = await seedAgency(db);
    const cl = await seedClientAccess(db, ag.agency.id);
    const content = funnel();
    // A step wired to nothing, left of the entry: it must not open the meeting.
    content.components.push({ id: 'note', type: 'thank-you-page', position: { x: X - 600, y: Y }, data: { title: 'Rascunho solto', description: '' } });
    const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, title: 'Funil Solto', content });
    await loginUI(page, ag.email, ag.password);
    await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
    await expect(page.locator('.react-flow__node-component')).toHaveCount(5);
    await page.getByRole('button', { name: 'Apresentar' }).click();
    const dialog = presentation(page);
    await expectSlide(dialog, 'Captura', '1 / 5');
    await page.keyboard.press('End');
    await expectSlide(dialog, 'Rascunho solto', '5 / 5');

    const full = dialog.getByRole('button', { name: 'Tela cheia' });
    await full.click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Sair da tela cheia' })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'editor-fullscreen-1440');
    await dialog.getByRole('button', { name: 'Sair da tela cheia' }).click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(false);
    // Leaving the presentation leaves the full screen too.
    await dialog.getByRole('button', { name: 'Tela cheia' }).click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Fechar apresentação' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(false);
  });

  test('an empty funnel says so', async ({ page, db }) => {
    const ag = await seedAgency(db);
    const cl = await seedClientAccess(db, ag.agency.id);
    const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, title: 'Funil Vazio' });
    await loginUI(page, ag.email, ag.password);
    await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
    await page.getByRole('button', { name: 'Apresentar' }).click();
    const dialog = presentation(page);
    await expect(heading(dialog)).toHaveText('Este funil ainda não tem etapas');
    await expect(counter(dialog)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

for (const [width, height, phone] of [
  [1440, 900, false],
  [390, 844, true],
] as const) {
  test(`portal at ${width} px: the client approves from the last slide and the funnel shows Aprovado`, async ({ page, db }) => {
    await page.setViewportSize({ width, height });
    const ag = await seedAgency(db);
    const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
    const canvas = await seedCanvas(db, {
      agencyId: ag.agency.id,
      clientId: cl.clientId,
      userId: ag.owner.id,
      status: 'published',
      title: 'Funil Loja',
      content: funnel(),
    });
    await page.goto('/client-auth');
    await page.getByLabel('Email').fill(cl.email);
    await page.getByLabel('Senha').fill(cl.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/client-dashboard/);
    await page.goto(`/client-canvas/${canvas.id}`);
    await expect(page.locator('.react-flow__node-component')).toHaveCount(4);

    await page.getByRole('button', { name: 'Apresentar' }).click();
    const dialog = presentation(page);
    await expectSlide(dialog, 'Captura', '1 / 4');
    await expect(dialog.getByTestId('presentation-decisions')).toHaveCount(0);
    if (phone) await shot(page, 'portal-slide-390');
    for (const key of ['ArrowRight', 'Space', 'ArrowRight']) await page.keyboard.press(key);
    await expectSlide(dialog, 'Obrigado', '4 / 4');
    const decisions = dialog.getByTestId('presentation-decisions');
    await expect(decisions.getByRole('button', { name: 'Voltar como Ajuste' })).toBeVisible();
    await shot(page, `portal-last-slide-${width}`);
    await decisions.getByRole('button', { name: 'Aprovar Funil' }).click();

    // The portal's own decision dialog, as from its top bar.
    await expect(dialog).toHaveCount(0);
    const confirm = page.getByRole('dialog', { name: 'Aprovar Funil' });
    await confirm.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByTestId('celebration')).toBeVisible();
    await expect(page.locator('header [data-status="approved"]')).toBeVisible();
  });
}

test('public page: the presentation opens and walks; its last slide offers the page’s decisions', async ({ page, db }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ag = await seedAgency(db);
  const cl = await seedClientAccess(db, ag.agency.id);
  const link = newPublicLink();
  await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'published', title: 'Funil Público', publicLink: link, content: funnel() });
  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Marta Souza');
  await ident.getByLabel('Email').fill('marta@cliente.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(ident).toHaveCount(0);

  const open = page.getByRole('button', { name: 'Apresentar' });
  await open.click();
  const dialog = presentation(page);
  await expectSlide(dialog, 'Captura', '1 / 4');
  await page.keyboard.press('ArrowRight');
  await expectSlide(dialog, 'Checkout', '2 / 4');
  await expect(dialog.getByText('Trocar a cor do botão')).toBeVisible();
  await page.keyboard.press('End');
  await expectSlide(dialog, 'Obrigado', '4 / 4');
  const decisions = dialog.getByTestId('presentation-decisions');
  await expect(decisions.getByRole('button', { name: 'Ajustes' })).toBeEnabled();
  await decisions.getByRole('button', { name: 'Ajustes' }).click();
  // The page's own Ajustes dialog takes over (feedback required, as from its top bar).
  await expect(dialog).toHaveCount(0);
  const adjust = page.getByRole('dialog', { name: 'Solicitar Ajustes' });
  await expect(adjust.getByRole('button', { name: 'Enviar Feedback' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(adjust).toHaveCount(0);
  await expect(open).toBeVisible();
});

// The forecast's figures on the slides.
test('the slides show the forecast: people reaching each step, its conversion, a selling step’s revenue', async ({ page, db }) => {
  const ag = await seedAgency(db);
  const cl = await seedClientAccess(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, title: 'Funil Previsão', content: funnel() });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await page.getByRole('button', { name: 'Apresentar' }).click();
  const dialog = presentation(page);
  await expectSlide(dialog, 'Captura', '1 / 4');
  await expect(dialog.locator('[data-figure="Pessoas que chegam"]')).toHaveText('10.000 pessoas');
  await expect(dialog.locator('[data-figure="Conversão"]')).toHaveText('20 %');
  await expect(dialog.locator('[data-figure="Receita projetada"]')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  // 20 % of 10.000 split evenly between the two branches reach the checkout; 10 % buy at R$ 100.
  await expect(dialog.locator('[data-figure="Pessoas que chegam"]')).toHaveText('1.000 pessoas');
  await expect(dialog.locator('[data-figure="Receita projetada"]')).toHaveText('R$ 10.000,00');
  await shot(page, 'editor-slide-forecast-1440');
});
