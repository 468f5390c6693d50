// Due dates (decision 008): the pt-BR picker in the editor's top bar (keyboard only), the cards'
// "Prazo" and "Atrasado", and the overview's list, at 1440 and 390 px. Screenshots go to
// SHOTS_DIR when it is set (looked at before the change was handed in).
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, format, parse } from 'date-fns';
import { eq } from 'drizzle-orm';
import { canvases } from '../../src/server/db/schema.ts';
import { formatDueDate, todayInZone } from '../../src/shared/due-date.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test } from './fixtures.ts';

const today = todayInZone(new Date());
const dayFrom = (n: number) => format(addDays(parse(today, 'yyyy-MM-dd', new Date()), n), 'yyyy-MM-dd');
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`) });
};

for (const width of [1440, 390]) {
  test(`due dates at ${width} px: picker by keyboard, cards and overview in red when overdue`, async ({ page, db }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const { email, password, agency, owner } = await seedAgency(db, { plan: 'enterprise' });
    const client = await seedClient(db, agency.id, 'Loja Aurora');
    const base = { agencyId: agency.id, clientId: client.id, userId: owner.id };
    const late = await seedCanvas(db, { ...base, title: 'Funil Black Friday', status: 'published', version: 1, dueDate: dayFrom(-3) });
    await seedCanvas(db, { ...base, title: 'Funil de Natal', status: 'published', version: 1, dueDate: dayFrom(2) });
    await seedCanvas(db, { ...base, title: 'Funil Aprovado', status: 'approved', version: 1, dueDate: dayFrom(-5) });
    const open = await seedCanvas(db, { ...base, title: 'Funil Ano Novo', status: 'draft' });
    await loginUI(page, email, password);

    // Cards: the due date on each, red "Atrasado" only on the late one that is not approved.
    await page.goto('/dashboard?tab=funnels');
    const card = (title: string) => page.getByTestId('funnel-card').filter({ hasText: title });
    await expect(card('Funil Black Friday').getByTestId('funnel-due-date')).toHaveText(`Prazo: ${formatDueDate(dayFrom(-3))}Atrasado`);
    await expect(card('Funil Black Friday').getByTestId('funnel-due-date')).toHaveAttribute('data-overdue', 'true');
    await expect(card('Funil de Natal').getByTestId('funnel-due-date')).toHaveText(`Prazo: ${formatDueDate(dayFrom(2))}`);
    await expect(card('Funil Aprovado').getByTestId('funnel-due-date')).not.toHaveAttribute('data-overdue');
    await expect(card('Funil Ano Novo').getByTestId('funnel-due-date')).toHaveCount(0);
    await card('Funil Black Friday').scrollIntoViewIfNeeded();
    await shot(page, `cards-${width}`);

    // Overview: overdue first, in red, with the count from /api/metrics; approved ones left out.
    await page.goto('/dashboard');
    const items = page.getByTestId('due-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Funil Black Friday');
    await expect(items.first()).toContainText('Atrasado');
    await expect(items.nth(1)).toContainText('Vence em 2 dias');
    await expect(page.getByTestId('overdue-count')).toHaveText('1 funil atrasado');
    await page.getByTestId('due-dates').scrollIntoViewIfNeeded();
    await shot(page, `overview-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Editor of the late funnel: the trigger is red and says so.
    await page.goto(`/dashboard/canvas-editor?id=${late.id}`);
    await expect(page.getByTestId('due-date-trigger')).toHaveAttribute('data-overdue', 'true');
    await expect(page.getByTestId('due-date-trigger')).toHaveAccessibleName(`Prazo: ${formatDueDate(dayFrom(-3))} (atrasado)`);
    await shot(page, `editor-overdue-${width}`);

    // Editor: set a due date with the keyboard only, then remove it.
    await page.goto(`/dashboard/canvas-editor?id=${open.id}`);
    const trigger = page.getByTestId('due-date-trigger');
    await expect(trigger).toHaveAccessibleName('Definir prazo');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByTestId('due-date-popover');
    await expect(popover).toBeVisible();
    await expect(popover.getByText('Nenhum prazo definido')).toBeVisible();
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await shot(page, `picker-${width}`);
    // The calendar has today focused; two days to the right, then Enter. Its code loads when the
    // popover first opens: the keys go once a day of the grid holds the focus (on a busy machine
    // they were pressed before it did, and went nowhere).
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="grid"]'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(popover).toBeHidden();
    await expect(trigger).toHaveAccessibleName(`Prazo: ${formatDueDate(dayFrom(2))}`);
    await expect.poll(async () => (await db.select().from(canvases).where(eq(canvases.id, open.id)))[0].dueDate).toBe(dayFrom(2));
    if (width > 500) await expect(trigger).toHaveText(`Prazo: ${formatDueDate(dayFrom(2))}`);

    await trigger.click();
    await expect(popover.getByText(`Prazo: ${formatDueDate(dayFrom(2))}`)).toBeVisible();
    await shot(page, `picker-set-${width}`);
    await popover.getByRole('button', { name: 'Remover prazo' }).click();
    await expect(trigger).toHaveAccessibleName('Definir prazo');
    await expect.poll(async () => (await db.select().from(canvases).where(eq(canvases.id, open.id)))[0].dueDate).toBeNull();

    // Escape closes it without a change.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });
}
