// A new agency's first hour: the client sees the due date (portal list and funnel header), the
// picker refuses past days, Compartilhar and the accesses list send by WhatsApp, and the account's
// plan cards. At 1440 and 390 px; screenshots go to SHOTS_DIR when it is set.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, format, parse } from 'date-fns';
import { formatDueDay, todayInZone } from '../../src/shared/due-date.ts';
import { PLANS } from '../../src/shared/plans.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test } from './fixtures.ts';

const today = todayInZone(new Date());
const dayFrom = (n: number) => format(addDays(parse(today, 'yyyy-MM-dd', new Date()), n), 'yyyy-MM-dd');
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`) });
};
/** The text a wa.me link would open WhatsApp with. */
const waText = (href: string | null) => {
  expect(href?.startsWith('https://wa.me/?text=')).toBe(true);
  return new URL(href as string).searchParams.get('text') ?? '';
};

for (const width of [1440, 390]) {
  const viewport = { width, height: width > 500 ? 900 : 844 };

  test(`the client sees Prazo and Atrasado on the list and in the funnel's header at ${width} px`, async ({ page, db }) => {
    await page.setViewportSize(viewport);
    const ag = await seedAgency(db, { plan: 'enterprise' });
    const cl = await seedClientAccess(db, ag.agency.id, { name: 'Doce Arte' });
    const base = { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, content: sampleContent() };
    const late = await seedCanvas(db, { ...base, title: 'Funil Black Friday', status: 'published', dueDate: dayFrom(-3) });
    await seedCanvas(db, { ...base, title: 'Funil de Natal', status: 'published', dueDate: dayFrom(2) });
    await seedCanvas(db, { ...base, title: 'Funil Sem Prazo', status: 'published' });

    await page.goto('/client-auth');
    await page.getByLabel('Email').fill(cl.email);
    await page.getByLabel('Senha').fill(cl.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/client-dashboard/);

    const card = (title: string) => page.getByTestId('client-funnel-card').filter({ hasText: title });
    await expect(card('Funil Black Friday').getByTestId('portal-due-date')).toHaveText(`Prazo: ${formatDueDay(dayFrom(-3))}Atrasado`);
    await expect(card('Funil Black Friday').getByTestId('portal-due-date')).toHaveAttribute('data-overdue', 'true');
    await expect(card('Funil de Natal').getByTestId('portal-due-date')).toHaveText(`Prazo: ${formatDueDay(dayFrom(2))}`);
    await expect(card('Funil Sem Prazo').getByTestId('portal-due-date')).toHaveCount(0);
    await card('Funil Black Friday').scrollIntoViewIfNeeded();
    await shot(page, `portal-list-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(`/client-canvas/${late.id}`);
    const header = page.locator('header').filter({ hasText: 'Funil Black Friday' });
    await expect(header.getByTestId('portal-due-date')).toHaveText(`Prazo: ${formatDueDay(dayFrom(-3))}Atrasado`);
    await shot(page, `portal-header-${width}`);
    const box = await header.getByTestId('portal-due-date').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  });

  test(`the due-date picker disables past days; Compartilhar sends by WhatsApp at ${width} px`, async ({ page, db }) => {
    await page.setViewportSize(viewport);
    const ag = await seedAgency(db, { plan: 'enterprise' });
    const cl = await seedClientAccess(db, ag.agency.id, { name: 'Doce Arte' });
    const link = newPublicLink();
    const canvas = await seedCanvas(db, {
      agencyId: ag.agency.id,
      clientId: cl.clientId,
      userId: ag.owner.id,
      title: 'Funil de Páscoa',
      status: 'published',
      publicLink: link,
      content: sampleContent(),
    });
    await loginUI(page, ag.email, ag.password);
    await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);

    await page.getByTestId('due-date-trigger').click();
    const popover = page.getByTestId('due-date-popover');
    await expect(popover).toBeVisible();
    // Yesterday is in the month shown unless today is the 1st: then go one month back.
    if (dayFrom(-1).slice(0, 7) !== today.slice(0, 7)) await popover.getByRole('button', { name: /anterior/i }).click();
    await expect(popover.locator(`[data-day="${dayFrom(-1)}"] button`)).toBeDisabled();
    if (dayFrom(-1).slice(0, 7) !== today.slice(0, 7)) await popover.getByRole('button', { name: /próximo/i }).click();
    await expect(popover.locator(`[data-day="${today}"] button`)).toBeEnabled();
    await page.keyboard.press('Escape');

    // A phone's editor is for viewing and has no Compartilhar (decision 004): the dialog is opened
    // on a computer's width and then looked at on the phone's.
    if (width < 500) await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    if (width < 500) await page.setViewportSize(viewport);
    const dlg = page.getByRole('dialog', { name: 'Compartilhar' });
    const wa = dlg.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    await expect(wa).toBeVisible();
    await expect(wa).toHaveAttribute('target', '_blank');
    const text = waText(await wa.getAttribute('href'));
    const origin = new URL(page.url()).origin;
    expect(text).toContain(`${origin}/public/${link}`);
    expect(text).toContain('Olá! Segue o funil "Funil de Páscoa" para a sua revisão.');
    await shot(page, `share-dialog-${width}`);
    const box = await dlg.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  });

  test(`an access is invited by WhatsApp with a fresh link, and the plan cards at ${width} px`, async ({ page, context, db }) => {
    await page.setViewportSize(viewport);
    const ag = await seedAgency(db, { plan: 'business' });
    const cl = await seedClientAccess(db, ag.agency.id, { name: 'Padaria Pão Quente' });
    // WhatsApp itself is not reached from the test: its page is answered here.
    await context.route('https://wa.me/**', (r) => r.fulfill({ contentType: 'text/html', body: '<p>WhatsApp</p>' }));
    await loginUI(page, ag.email, ag.password);
    await page.goto('/dashboard/clients');
    await page.getByTestId('client-card').filter({ hasText: 'Padaria Pão Quente' }).getByRole('button', { name: 'Painel do Cliente' }).click();
    const panel = page.getByRole('dialog', { name: 'Painel do Cliente' });
    const row = panel.getByTestId('access-row').filter({ hasText: cl.email });
    const invite = row.getByRole('button', { name: `Convidar ${cl.email} pelo WhatsApp` });
    await invite.scrollIntoViewIfNeeded();
    await shot(page, `accesses-${width}`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), invite.click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = waText(popup.url());
    const origin = new URL(page.url()).origin;
    expect(text).toMatch(new RegExp(`${origin}/client-set-password\\?token=[A-Za-z0-9_-]{20,}`));
    expect(text).toContain(`Seu email de login: ${cl.email}`);
    expect(text).toContain('Portal do Cliente de Padaria Pão Quente');
    expect(text).not.toContain(cl.password);
    await popup.close();

    await page.goto('/dashboard/account');
    const card = page.getByTestId('plan-business');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(PLANS.business.suggestedFor)).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(PLANS.business.highlights);
    await shot(page, `account-plans-${width}`);
  });
}
