// The funnel's title stays readable in the editor's top bar once the badges show (status, due
// date, live, reviewers): at 1280 px and up at least 24 of its characters are visible; on a phone
// it has a line of its own under the controls. SHOTS_DIR=<folder> saves screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test } from './fixtures.ts';

const TITLE = 'Lançamento Black Friday da Loja Azul 2026 com upsell';

/** How many of the title's characters the heading shows (the rest is cut by its ellipsis). */
async function visibleChars(page: Page): Promise<number> {
  return page.getByRole('heading', { level: 1 }).evaluate((h) => {
    const box = h.getBoundingClientRect();
    const text = h.textContent ?? '';
    const range = document.createRange();
    const node = h.firstChild as Text;
    let n = 0;
    // The ellipsis takes about one character's room: count the characters that end inside it.
    for (let i = 1; i <= text.length; i++) {
      range.setStart(node, 0);
      range.setEnd(node, i);
      if (range.getBoundingClientRect().right <= box.right + 0.5) n = i;
      else break;
    }
    const inView = box.right <= window.innerWidth && box.left >= 0 && box.width > 0;
    return inView ? n : 0;
  });
}

async function openEditor(page: Page, db: Parameters<typeof seedAgency>[0]) {
  const ag = await seedAgency(db);
  const cl = await seedClientAccess(db, ag.agency.id);
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    title: TITLE,
    status: 'published',
    dueDate: '2026-12-20',
    content: sampleContent(),
  });
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.locator('[data-live="on"]')).toHaveCount(1, { timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

for (const width of [1280, 1440, 1536, 1800]) {
  test(`at ${width} px the top bar shows at least 24 characters of the title beside its badges`, async ({ page, db }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page, db);
    await expect.poll(() => visibleChars(page)).toBeGreaterThanOrEqual(24);
    // Nothing in the bar is pushed out of the screen for it.
    const overflow = await page
      .locator('header')
      .first()
      .evaluate((h) => h.scrollWidth - h.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `title-${width}`);
  });
}

test('on a phone the title has a line of its own: at least 24 characters, the status after it', async ({ page, db }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, db);
  await expect.poll(() => visibleChars(page)).toBeGreaterThanOrEqual(24);
  const overflow = await page
    .locator('header')
    .first()
    .evaluate((h) => h.scrollWidth - h.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'title-390');
});
