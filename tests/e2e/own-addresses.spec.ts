// With PUBLIC_URL unset, every address the console prints works: a sign-in at
// http://127.0.0.1:PORT is the page's own origin, and the editor's live socket connects there
// and at http://localhost:PORT under the CSP, whose connect-src is the page's own origin only.
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { sampleContent } from '../helpers/portal-seed.ts';
import { expect, loginUI, test } from './fixtures.ts';

test('signs in and edits live at 127.0.0.1 and at localhost when PUBLIC_URL is unset', async ({ browser, db, server }) => {
  test.setTimeout(120_000);
  // The worker's server is started as `npm start` without PUBLIC_URL (fixtures.ts).
  expect(server.running.app.deps.config.publicUrlGiven).toBe(false);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: client.id, userId: ag.owner.id, title: 'Funil por IP', content: sampleContent() });
  const port = new URL(server.url).port;

  for (const base of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
    const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to connect/i.test(m.text())) blocked.push(m.text());
    });
    const csp = (await page.request.get(`${base}/`)).headers()['content-security-policy'];
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com;/);

    await loginUI(page, ag.email, ag.password);
    expect(new URL(page.url()).origin).toBe(base);
    await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
    await expect(page.getByRole('heading', { name: 'Funil por IP' })).toBeVisible();
    await expect(page.locator('[data-live="on"]'), base).toBeVisible({ timeout: 20_000 });
    expect(blocked, base).toEqual([]);
    await ctx.close();
  }
});
