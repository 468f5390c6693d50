// Two agency members in the same funnel (decision 008): A renames, B's editor shows the new title
// without reloading, B clicks Salvar, and the funnel keeps A's title.
import { eq } from 'drizzle-orm';
import { canvases } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient, seedTeamMember } from '../helpers/canvas-fixtures.ts';
import { sampleContent } from '../helpers/portal-seed.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

test('a rename reaches the other open editor live and its Salvar keeps the new title', async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const member = await seedTeamMember(db, ag.agency.id, 'admin');
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Título Antigo', content: sampleContent() });
  const url = `/dashboard/canvas-editor?id=${canvas.id}`;

  const ctxA = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const ctxB = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await loginUI(a, ag.email, ag.password);
  await loginUI(b, member.email, member.password);
  await a.goto(url);
  await b.goto(url);
  for (const p of [a, b]) {
    await expect(p.getByRole('heading', { name: 'Título Antigo' })).toBeVisible();
    await expect(p.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });
  }

  await a.getByRole('button', { name: /Renomear funil/ }).click();
  await a.getByLabel('Nome do funil').fill('Título de A');
  await a.keyboard.press('Enter');
  await expect(toastEl(a).getByText('Nome salvo com sucesso!')).toBeVisible();

  await expect(b.getByRole('heading', { name: 'Título de A' })).toBeVisible();
  await b.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastEl(b).getByText('Funil salvo com sucesso!')).toBeVisible();

  const [row] = await db.select({ title: canvases.title }).from(canvases).where(eq(canvases.id, canvas.id));
  expect(row.title).toBe('Título de A');
  await a.reload();
  await expect(a.getByRole('heading', { name: 'Título de A' })).toBeVisible();
  await ctxA.close();
  await ctxB.close();
});
