// Issue 12: Novo Acesso invites the client by email to choose a password (no password in the
// email); the link's page sets it and enters the portal; the link works once; Reenviar convite.

import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { clientAccesses } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedClient } from '../helpers/canvas-fixtures.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;

test('an invited client chooses a password through the emailed link and enters the portal', async ({ browser, page, db, mailer, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  await seedClient(db, ag.agency.id, 'Padaria Pão Quente');
  await loginUI(page, ag.email, ag.password);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes' }).click();
  await page.getByTestId('client-card').filter({ hasText: 'Padaria Pão Quente' }).getByRole('button', { name: 'Painel do Cliente' }).click();
  const panel = page.getByRole('dialog', { name: 'Painel do Cliente' });
  await panel.getByRole('button', { name: 'Criar Primeiro Acesso' }).click();
  const form = page.getByRole('dialog', { name: 'Criar Novo Acesso ao Painel' });
  await form.getByLabel('Email').fill('dono@padaria.test');
  await form.getByLabel('Senha').fill('dada-pela-agencia');
  await form.getByRole('button', { name: 'Criar Acesso' }).click();
  await expect(toastEl(page).getByText('Enviamos um convite para dono@padaria.test definir a senha.')).toBeVisible();

  const invite = mailer.sent.filter((m) => m.to === 'dono@padaria.test');
  expect(invite).toHaveLength(1);
  expect(`${invite[0].text}${invite[0].html}`).not.toContain('dada-pela-agencia');
  const link = /(http:\/\/[^\s]+\/client-set-password\?token=[\w-]+)/.exec(invite[0].text)?.[1] as string;
  expect(link.startsWith(baseURL as string)).toBe(true);
  if (SHOTS) {
    writeFileSync(`${SHOTS}/email-invitation.txt`, `Para: ${invite[0].to}\nAssunto: ${invite[0].subject}\n\n${invite[0].text}\n`);
    writeFileSync(`${SHOTS}/email-invitation.html`, invite[0].html ?? '');
  }

  // the client, in its own browser
  const clientCtx = await browser.newContext({ baseURL });
  const client = await clientCtx.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
  await client.getByLabel('Nova senha', { exact: true }).fill('curta');
  await client.getByLabel('Confirme a nova senha').fill('outra');
  await client.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(client.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await client.getByLabel('Nova senha', { exact: true }).fill('minha-senha-1');
  await client.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(client.getByText('As senhas não coincidem')).toBeVisible();
  if (SHOTS) {
    await client.setViewportSize({ width: 1440, height: 900 });
    await client.screenshot({ path: `${SHOTS}/set-password-1440.png`, fullPage: true });
    await client.setViewportSize({ width: 390, height: 844 });
    await client.screenshot({ path: `${SHOTS}/set-password-390.png`, fullPage: true });
  }
  await client.getByLabel('Confirme a nova senha').fill('minha-senha-1');
  await client.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await client.waitForURL(/\/client-dashboard/);
  await expect(toastEl(client).getByText('Bem-vindo ao Portal do Cliente.')).toBeVisible();

  // the link works once
  await client.goto(link);
  await client.getByLabel('Nova senha', { exact: true }).fill('outra-senha');
  await client.getByLabel('Confirme a nova senha').fill('outra-senha');
  await client.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(client.getByRole('alert').getByText('Link inválido ou expirado')).toBeVisible();
  if (SHOTS) {
    await client.screenshot({ path: `${SHOTS}/set-password-used-390.png`, fullPage: true });
    await client.setViewportSize({ width: 1440, height: 900 });
    await client.screenshot({ path: `${SHOTS}/set-password-used-1440.png`, fullPage: true });
  }
  // without a token the page says so at once
  await client.goto('/client-set-password');
  await expect(client.getByRole('alert').getByText('Link inválido ou expirado')).toBeVisible();

  // the agency sees the password the client chose (D8) and can send a new invitation
  const row = panel.getByTestId('access-row').filter({ hasText: 'dono@padaria.test' });
  await page.reload(); // the panel's list was read before the client chose the password
  await page.getByTestId('client-card').filter({ hasText: 'Padaria Pão Quente' }).getByRole('button', { name: 'Painel do Cliente' }).click();
  await row.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(row.getByTestId('access-password')).toHaveText('minha-senha-1');
  await row.getByRole('button', { name: 'Reenviar convite para dono@padaria.test' }).click();
  await expect(toastEl(page).getByText('Convite reenviado')).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/access-panel-resend-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/access-panel-resend-390.png` });
  }
  await expect.poll(() => mailer.sent.filter((m) => m.to === 'dono@padaria.test').length).toBe(2);
  const [acc] = await db.select().from(clientAccesses).where(eq(clientAccesses.email, 'dono@padaria.test'));
  expect(acc.passwordHash).toMatch(/^\$argon2id\$/);
  await clientCtx.close();
});
