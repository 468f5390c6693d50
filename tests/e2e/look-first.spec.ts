// A visitor of a public link may just look ("Só quero ver"), comment when they want to (then they
// say who they are), and verify later: the comment made before verifying becomes verified, and
// the agency's Revisores lists them as having opened the funnel. 1440 px, and the dialog at 390 px.
// SHOTS_DIR=<folder> saves screenshots.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { comments } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test, toastEl } from './fixtures.ts';

async function world(db: Parameters<typeof seedAgency>[0]) {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const link = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'published',
    title: 'Funil de Lançamento',
    publicLink: link,
    content: sampleContent(),
  });
  return { ag, link, canvas };
}

test('look first, comment, verify: the comment becomes verified and Revisores shows the visit', async ({ browser, db, mailer, baseURL }) => {
  test.setTimeout(150_000);
  const { ag, link, canvas } = await world(db);
  const email = 'marta.look@cliente.test';
  const page = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  // Under the dialog, the funnel drawn still; the editor's drawing once they choose to look.
  // (the modal dialog hides the page from assistive technology, so it is found by its label)
  await expect(page.getByTestId('still-funnel').getByLabel(/^Pré-visualização do funil Funil de Lançamento/)).toBeVisible();
  await expect(ident.getByRole('button', { name: 'Só quero ver' })).toBeVisible();
  await shot(page, 'identify-1440');
  await ident.getByRole('button', { name: 'Só quero ver' }).click();
  await expect(ident).toBeHidden();
  await expect(page.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
  await expect(page.getByTestId('reviewer-badge')).toContainText('Só visualizando');
  await shot(page, 'just-looking-1440');

  // Commenting asks who they are, then the comment goes on.
  await page.getByRole('navigation', { name: 'Ferramentas' }).getByRole('button', { name: 'Comentários', exact: true }).click();
  await expect(page.getByTestId('threads-panel')).toBeVisible();
  await page.locator('.react-flow__node[data-id="component-2"]').click({ position: { x: 20, y: 60 } });
  const add = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  await add.getByLabel('Comentário').fill('O botão podia ser verde');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await ident.getByLabel('Nome').fill('Marta Souza');
  await ident.getByLabel('Email').fill(email);
  await ident.getByRole('button', { name: 'Continuar' }).click();
  const thread = page.getByTestId('comment-thread').filter({ hasText: 'O botão podia ser verde' });
  await expect(thread.getByText('(não verificado)')).toBeVisible();
  await expect.poll(async () => (await db.select().from(comments).where(eq(comments.canvasId, canvas.id))).map((c) => c.verified)).toEqual([false]);

  // Verifying on the same browser verifies the comment too.
  await page.getByTestId('reviewer-badge').getByRole('button', { name: 'Verificar meu email' }).click();
  const dlg = page.getByRole('dialog', { name: 'Verificar meu email' });
  await dlg.getByRole('button', { name: 'Enviar código' }).click();
  await expect.poll(() => mailer.sent.filter((m) => m.to === email).length).toBe(1);
  const code = mailer.sent.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  await dlg.getByLabel('Código').fill(code);
  await dlg.getByRole('button', { name: 'Verificar' }).click();
  await expect(toastEl(page).getByText('Email verificado!')).toBeVisible();
  await expect(thread.getByText('Marta Souza')).toBeVisible();
  await expect(thread.getByText('(não verificado)')).toHaveCount(0);
  expect((await db.select().from(comments).where(eq(comments.canvasId, canvas.id))).map((c) => c.verified)).toEqual([true]);
  await shot(page, 'comment-verified-1440');

  // The agency's Revisores: Marta, seen.
  const agency = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
  await loginUI(agency, ag.email, ag.password);
  await agency.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await agency.getByRole('button', { name: 'Revisores' }).click();
  const panel = agency.getByRole('dialog', { name: 'Revisores' });
  const marta = panel.getByTestId('reviewer').filter({ hasText: 'Marta Souza' });
  await expect(marta).toContainText('Visto por último em');
  await expect(marta).not.toContainText('Ainda não abriu o funil');
  await shot(agency, 'revisores-1440');
  await Promise.all([page.close(), agency.close()]);
});

test('on a 390 px phone "Só quero ver" closes Identifique-se', async ({ browser, db, baseURL }) => {
  const { link } = await world(db);
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await expect(ident.getByRole('button', { name: 'Só quero ver' })).toBeInViewport();
  await shot(page, 'identify-390');
  await ident.getByRole('button', { name: 'Só quero ver' }).tap();
  await expect(ident).toBeHidden();
  await expect(page.getByTestId('reviewer-badge')).toContainText('Só visualizando');
  await shot(page, 'just-looking-390');
  await ctx.close();
});

test('on a slow phone "Identifique-se" shows from the HTML; what is typed before the code arrives stays, and a known reviewer is not asked', async ({
  browser,
  db,
  baseURL,
}) => {
  const { link } = await world(db);
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  expect(await (await page.request.get(`/public/${link}`)).text()).toContain('id="identify-still"');
  // The page's JavaScript is held back, as on a slow connection, until the person has typed.
  const release = await holdScripts(page);
  await page.goto(`/public/${link}`, { waitUntil: 'commit' });
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Marta Souza');
  await ident.getByLabel('Email').fill('marta.slow@cliente');
  // Enter before the code arrives submits nothing (a native submit would put them in the address).
  await ident.getByLabel('Email').press('Enter');
  expect(new URL(page.url()).search).toBe('');
  await shot(page, 'identify-still-390');
  release();
  // The real dialog takes the still one's place with the text and the focus where they were.
  await expect(ident.getByLabel('Email')).toHaveAttribute('id', 'reviewer-email');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(ident.getByLabel('Nome')).toHaveValue('Marta Souza');
  await expect(ident.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('.test');
  await expect(ident.getByLabel('Email')).toHaveValue('marta.slow@cliente.test');
  await ident.getByRole('button', { name: 'Continuar' }).tap();
  await expect(ident).toBeHidden();
  await expect(page.getByTestId('reviewer-badge')).toContainText('Marta Souza');

  // Back on the link with this browser: nobody is asked, even before the code arrives.
  const again = await ctx.newPage();
  const releaseAgain = await holdScripts(again);
  await again.goto(`/public/${link}`, { waitUntil: 'commit' });
  await expect(again.getByText('Carregando...')).toBeVisible();
  await expect(again.getByRole('dialog', { name: 'Identifique-se' })).toBeHidden();
  releaseAgain();
  await expect(again.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
  await expect(again.getByRole('dialog', { name: 'Identifique-se' })).toHaveCount(0);
  await ctx.close();
});

/** Holds the page's JavaScript until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
