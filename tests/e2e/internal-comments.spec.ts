// The agency's working notes stay with the agency (docs/decisions/022-internal-comments.md): a
// comment written in the editor is internal ("Interno") unless "Visível para o cliente" is ticked;
// the public link and the client portal show only the shared one. The history panel with the
// marker at 1440 px and on a 390 px phone. SHOTS_DIR=<folder> saves screenshots.
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test } from './fixtures.ts';

const NOTE = 'Revisar a headline antes de publicar';
const SHARED = 'Olá! Confiram a nova oferta';
const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

test('an agency comment is internal unless marked for the client; the public link and the portal show only the shared one', async ({
  browser,
  db,
  baseURL,
}) => {
  test.setTimeout(150_000);
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

  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();

  const tools = page.getByRole('navigation', { name: 'Ferramentas' });
  const add = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  const history = page.getByRole('complementary', { name: 'Histórico de Comentários' });
  await tools.getByRole('button', { name: 'Comentários', exact: true }).click();
  await expect(history).toBeVisible();

  // The working note: the box is off by default, so it stays internal.
  await page.locator('.react-flow__node[data-id="component-1"]').click({ position: { x: 20, y: 60 } });
  const box = add.getByRole('checkbox', { name: /Visível para o cliente/ });
  await expect(box).not.toBeChecked();
  await add.getByLabel('Comentário').fill(NOTE);
  await shot(page, 'composer-1440');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(add).toBeHidden();
  const note = history.getByTestId('comment-thread').filter({ hasText: NOTE });
  await expect(note.getByText('Interno')).toBeVisible();

  // The note for the client: ticked.
  await page.locator('.react-flow__node[data-id="component-2"]').click({ position: { x: 20, y: 60 } });
  await add.getByLabel('Comentário').fill(SHARED);
  await add.getByRole('checkbox', { name: /Visível para o cliente/ }).check();
  await add.getByRole('button', { name: 'Adicionar' }).click();
  const shared = history.getByTestId('comment-thread').filter({ hasText: SHARED });
  await expect(shared).toBeVisible();
  await expect(shared.getByText('Interno')).toHaveCount(0);
  await shot(page, 'history-interno-1440');

  // The public link: the shared note once it is stored, never the working one.
  await expect.poll(async () => (await page.request.get(`/api/public/canvas/${link}`)).text(), { timeout: 20_000 }).toContain(SHARED);
  const pub = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
  await pub.goto(`/public/${link}`);
  await pub.getByRole('dialog', { name: 'Identifique-se' }).getByRole('button', { name: 'Só quero ver' }).click();
  await pub.getByRole('button', { name: 'Histórico de Comentários', exact: true }).click();
  const pubHistory = pub
    .getByTestId('threads-panel')
    .or(pub.getByRole('complementary', { name: 'Histórico de Comentários' }))
    .first();
  await expect(pubHistory.getByText(SHARED)).toBeVisible();
  await expect(pub.getByText(NOTE)).toHaveCount(0);

  // The client portal's answer neither.
  const clientCtx = await browser.newContext({ baseURL });
  expect((await clientCtx.request.post('/api/client/login', { headers: JSON_HEADERS, data: { email: cl.email, password: cl.password } })).status()).toBe(200);
  const portal = await (await clientCtx.request.get(`/api/client/canvas/${canvas.id}`)).text();
  expect(portal).toContain(SHARED);
  expect(portal).not.toContain(NOTE);

  // On a phone the agency reads the threads in the dock's sheet, the marker too.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const mobile = await phone.newPage();
  await loginUI(mobile, ag.email, ag.password);
  await mobile.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await mobile.getByTestId('phone-dock').getByRole('button', { name: 'Histórico de Comentários', exact: true }).tap();
  const sheet = mobile.getByTestId('threads-panel');
  await expect(sheet.getByTestId('comment-thread').filter({ hasText: NOTE }).getByText('Interno')).toBeVisible();
  await shot(mobile, 'history-interno-390');
  await Promise.all([ctx.close(), clientCtx.close(), phone.close(), pub.close()]);
});
