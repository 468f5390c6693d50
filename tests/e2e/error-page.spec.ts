// The router's error page (decision 006), against the production build served by the real server:
// a route whose code chunk fails to load (the usual case after a deploy) shows the pt-BR page,
// never React Router's default page with the message and the stack.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const AUTH_CHUNK = '**/assets/auth-page-*.js';

/** Nothing of the error itself on screen: its message, stack frames, React Router's default page. */
async function expectNoErrorDetails(page: Page) {
  const body = page.locator('body');
  await expect(body).not.toContainText(/\bat \S+ \(|^\s*at |Error:|dynamically imported|Unexpected Application Error|\.js:\d+/m);
  await expect(page.locator('pre')).toHaveCount(0);
}

test('a lazy route whose chunk fails shows the pt-BR error page; Recarregar recovers', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  // The app is loaded (404 page), then the login page's chunk is gone, as after a deploy.
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.route(AUTH_CHUNK, (route) => route.abort());
  await page.getByRole('link', { name: 'Login Agência' }).click();

  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect(page.getByText('Esta página foi atualizada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  await expectNoErrorDetails(page);
  // The details are for whoever debugs, in the console.
  expect(consoleErrors.some((t) => t.includes('dynamically imported module'))).toBe(true);

  await page.unroute(AUTH_CHUNK);
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
});

test('opening a page whose chunk fails shows the error page; Voltar ao início opens the landing page', async ({ page }) => {
  await page.route('**/assets/client-auth-page-*.js', (route) => route.abort());
  await page.goto('/client-auth');
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expectNoErrorDetails(page);
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#hero')).toBeVisible();
});

test('a page that throws while rendering shows the error page without the message', async ({ page }) => {
  // The page's chunk is replaced by a component that throws, as a bug in it would.
  await page.route('**/assets/client-auth-page-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "export default function Broken() { throw new Error('segredo interno: coluna agencies.secret'); }" }),
  );
  await page.goto('/client-auth');
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect(page.getByText('Não foi possível exibir esta página.')).toBeVisible();
  await expect(page.getByText('Esta página foi atualizada')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('segredo');
  await expectNoErrorDetails(page);
});
