// After a login every principal lands on the page its link named (decision 008, "the fixes above"):
// the agency back on the exact editor address, the client on the funnel the email pointed to.
// A crafted ?next= pointing elsewhere is ignored.
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, test } from './fixtures.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

test('an agency user signed out on an editor link returns to that editor after login', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const { id: clientId } = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId, userId: ag.owner.id, title: 'Funil de Retorno', content: sampleContent() });
  const target = `/dashboard/canvas-editor?id=${canvas.id}`;

  await page.goto(target);
  await expect(page).toHaveURL(/\/auth\?mode=login&next=/);
  await page.reload(); // the target is in the address, so a reload keeps it
  await page.getByLabel('Email').fill(ag.email);
  await page.getByLabel('Senha').fill(ag.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard/canvas-editor' && u.search === `?id=${canvas.id}`);
  await expect(page.getByRole('heading', { name: 'Funil de Retorno' }).first()).toBeVisible();
});

test('another protected agency page with its query is kept too; an outside next is ignored', async ({ page, browser, db, baseURL }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  await page.goto('/dashboard/funnels?status=draft');
  await expect(page).toHaveURL(/next=%2Fdashboard%2Ffunnels%3Fstatus%3Ddraft/);
  await page.getByLabel('Email').fill(ag.email);
  await page.getByLabel('Senha').fill(ag.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard/funnels' && u.search === '?status=draft');

  const other = await browser.newContext({ baseURL });
  const p2 = await other.newPage();
  await p2.goto('/auth?mode=login&next=%2F%2Fevil.example%2Fdashboard');
  await p2.getByLabel('Email').fill(ag.email);
  await p2.getByLabel('Senha').fill(ag.password);
  await p2.getByRole('button', { name: 'Entrar' }).click();
  await p2.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  expect(new URL(p2.url()).host).toBe(new URL(page.url()).host);
  await other.close();
});

test('a client signed out on a funnel link lands on that funnel after login, not on the portal home', async ({ browser, db, baseURL }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Verde' });
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'draft',
    title: 'Funil do Email',
    content: sampleContent(),
  });

  const agencyCtx = await browser.newContext({ baseURL });
  const agency = await agencyCtx.newPage();
  await agency.goto('/auth?mode=login');
  await agency.getByLabel('Email').fill(ag.email);
  await agency.getByLabel('Senha').fill(ag.password);
  await agency.getByRole('button', { name: 'Entrar' }).click();
  await agency.waitForURL(/\/dashboard/);
  const r = await agency.request.put(`/api/canvases/${canvas.id}`, { headers: JSON_HEADERS, data: { status: 'published' } });
  expect(r.status(), await r.text()).toBe(200);
  await agencyCtx.close();

  const clientCtx = await browser.newContext({ baseURL });
  const client = await clientCtx.newPage();
  await client.goto(`/client-canvas/${canvas.id}`);
  await expect(client).toHaveURL(new RegExp(`/client-auth\\?next=%2Fclient-canvas%2F${canvas.id}$`));
  await client.getByLabel('Email').fill(cl.email);
  await client.getByLabel('Senha').fill(cl.password);
  await client.getByRole('button', { name: 'Entrar' }).click();
  await client.waitForURL((u) => u.pathname === `/client-canvas/${canvas.id}`);
  await expect(client.getByRole('heading', { name: 'Funil do Email' })).toBeVisible();
  await clientCtx.close();
});
