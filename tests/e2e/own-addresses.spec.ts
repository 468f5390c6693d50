// With PUBLIC_URL unset, every address the console prints works: a sign-in at
// http://127.0.0.1:PORT is the page's own origin, and the editor's live socket connects there
// and at http://localhost:PORT under the CSP, whose connect-src is the page's own origin only.
// A page at a name (what DNS rebinding would give an attacker) is refused and told the address.
import { chromium } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { sampleContent } from '../helpers/portal-seed.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

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

test('a page at a name that resolves to this machine is refused and told which address to open', async ({ db, server }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const port = new URL(server.url).port;
  // The name resolves to 127.0.0.1 in this browser only, as a rebinding attacker's would.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP funil-rebind.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage({ baseURL: `http://funil-rebind.test:${port}`, locale: 'pt-BR' });
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill(ag.email);
    await page.getByLabel('Senha').fill(ag.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(toastEl(page).getByText(`Requisição recusada por segurança. Abra o Funil em http://localhost:${port}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  } finally {
    await browser.close();
  }
});
