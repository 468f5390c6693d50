// /auth arrives as HTML with its login form drawn (the build prerenders it) and React hydrates
// it: on a slow phone the form shows, and takes typing, before the code has arrived, and what
// was typed is still there when it has.
import type { Route } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { expect, test } from './fixtures.ts';

test('the login form is in the HTML, takes typing before the code arrives, keeps it, and logs in', async ({ page, db, baseURL }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const html = await (await page.request.get(`${baseURL}/auth`)).text();
  expect(html).toContain('Login Agência');
  expect(html).toContain('data-prerendered="auth"');
  // Register and reset are not prerendered: their page draws them.
  expect(await (await page.request.get(`${baseURL}/auth?mode=register`)).text()).not.toContain('Login Agência');

  // Hold every script but the entry until the person has typed.
  const held: Route[] = [];
  let release = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (release || /\/assets\/index-[^/]+\.js$/.test(route.request().url())) return route.continue();
    held.push(route);
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  await page.goto('/auth');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByLabel('Email').fill(ag.email);
  await page.getByLabel('Senha').fill(ag.password);
  // Until React has the form, Entrar is disabled and Enter submits nothing: a native submit
  // would put the password in the address.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await page.getByLabel('Senha').press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  release = true;
  for (const r of held.splice(0)) await r.continue();
  // Hydrated: the form validates (a click on Entrar now goes through React).
  await expect(page.getByLabel('Email')).toHaveValue(ag.email);
  await expect(page.getByLabel('Senha')).toHaveValue(ag.password);
  await page.waitForFunction(() => {
    const el = document.querySelector('#email');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  });
  await expect(page.getByLabel('Email')).toHaveValue(ag.email);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  expect(errors, 'no hydration error in the console').toEqual([]);
});

test('at 390 px and 1440 px the prerendered form looks like the one React draws', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Login Agência' })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/auth-prerendered-${width}.png` });
  }
});
