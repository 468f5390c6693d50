// The approval celebration lasts CANVAS.celebrationMs (3 s, docs/product.md), on the page's own clock.
import { CANVAS } from '../../src/shared/canvas/constants.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, test } from './fixtures.ts';

test('the client approves: Funil Aprovado! shows for 3 s, then nothing of it stays', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'published',
    title: 'Funil Festa',
    content: sampleContent(),
  });
  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(cl.email);
  await page.getByLabel('Senha').fill(cl.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/client-dashboard/);
  await page.goto(`/client-canvas/${canvas.id}`);
  await page.getByRole('button', { name: 'Aprovar Funil' }).click();
  // The page's clock is stopped before the approval and moved by hand: the check counts the
  // celebration's own timers, not how busy the machine is (never a wall-clock assertion).
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('dialog', { name: 'Aprovar Funil' }).getByRole('button', { name: 'Aprovar' }).click();
  const celebration = page.getByTestId('celebration');
  const said = page.getByRole('region').getByText('Funil aprovado!', { exact: true });
  await expect(celebration).toBeVisible();
  // The toast's view loads on first use: its timer starts when it shows, so the clock moves only
  // once both are on screen (on a busy machine the toast came after the clock had moved).
  await expect(said).toBeVisible();
  await page.clock.runFor(CANVAS.celebrationMs - 200);
  await expect(celebration).toBeVisible();
  // The overlay and the 'Funil aprovado!' toast are one celebration to the eye: both end at 3 s
  // (the toast used to stay 5 s).
  await page.clock.runFor(400);
  await expect(celebration).toHaveCount(0);
  await expect(said).toHaveCount(0);
});
