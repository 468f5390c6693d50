// Data rights (decision 012) in Chromium: the owner downloads the agency's file and reads it, then
// closes the account and lands on the landing page signed out; /privacidade is one click
// from the landing footer.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { agencies, users } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

test('the owner downloads the agency data, then deletes the account and lands signed out', async ({ page, db, mailer }) => {
  const { email, password, agency, owner } = await seedAgency(db, { plan: 'enterprise' });
  await db.update(agencies).set({ name: 'Agência Exclusão' }).where(eq(agencies.id, agency.id));
  const client = await seedClient(db, agency.id, 'Padaria Pão Quente');
  await seedCanvas(db, { agencyId: agency.id, clientId: client.id, userId: owner.id, title: 'Funil da Padaria' });
  await loginUI(page, email, password);
  await page.goto('/dashboard/account');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar dados da agência' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^funil-agencia-exclusao-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(file.agency.id).toBe(agency.id);
  expect(file.tables.clients.map((c: { name: string }) => c.name)).toEqual(['Padaria Pão Quente']);
  expect(file.tables.funnels.map((c: { title: string }) => c.title)).toEqual(['Funil da Padaria']);
  expect(file.tables.team.map((u: { email: string }) => u.email)).toEqual([email]);
  expect(JSON.stringify(file)).not.toContain('argon2');
  await expect(page.getByTestId('export-status')).toContainText(/Arquivo baixado \(\d+(,\d)? (B|KB)\)/);

  const card = page.getByTestId('delete-account-card');
  await expect(card.getByText('Baixar dados da agência')).toBeVisible();
  await card.getByLabel(/para confirmar/).fill('Outra Agência');
  await card.getByLabel('Sua senha').fill(password);
  await card.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(card.getByText('Digite o nome da agência exatamente como aparece acima')).toBeVisible();

  await card.getByLabel(/para confirmar/).fill('Agência Exclusão');
  await card.getByLabel('Sua senha').fill('senha-errada');
  await card.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(card.getByRole('alert')).toHaveText('Senha incorreta');
  expect(await db.select().from(agencies).where(eq(agencies.id, agency.id))).toHaveLength(1);

  await card.getByLabel('Sua senha').fill(password);
  await card.getByRole('button', { name: 'Excluir conta' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.getByRole('link', { name: 'Login Agência' }).first()).toBeVisible();
  expect(await db.select().from(agencies).where(eq(agencies.id, agency.id))).toHaveLength(0);
  expect(await db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(0);
  expect(mailer.sent.filter((m) => m.to === email).map((m) => m.subject)).toContain('Sua conta no Funil foi excluída');

  // Signed out: the dashboard sends to the login, and the old password no longer opens it.
  await page.goto('/dashboard/account');
  await page.waitForURL(/\/auth/);
  await expect(page.getByRole('heading', { name: 'Login Agência' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(toastEl(page).getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('/privacidade is reachable from the landing footer, without login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
  await page.waitForURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidade' })).toBeVisible();
  for (const h of ['Que dados guardamos e por quê', 'Por quanto tempo', 'Quem mais trata os dados', 'Seus direitos e como exercê-los']) {
    await expect(page.getByRole('heading', { name: h })).toBeVisible();
  }
  await expect(page.getByText('Stripe (pagamentos):')).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacidade@funil.app' }).first()).toHaveAttribute('href', 'mailto:privacidade@funil.app');

  await page.goto('/client-auth');
  await expect(page.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
});
