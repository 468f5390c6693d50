// Novo Acesso invites the client by email to choose a password (no password in the email, and
// the agency need not type one); the dialog says what the email carries; the link's page sets it
// and enters the portal; the link works once; the agency never reads what the client chose (D8);
// Reenviar convite.

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
  // the dialog says exactly what the email carries, and that the password is optional
  await expect(form.getByTestId('invitation-note')).toHaveText(
    'Enviaremos um convite para este email com:o endereço do Portal do Cliente;o email de login;um link de uso único, válido por 7 dias, para o cliente escolher a própria senha.Nenhuma senha vai no email.',
  );
  await expect(form.getByLabel('Senha (opcional)')).toHaveValue('');
  await form.getByLabel('Email').fill('dono@padaria.test');
  if (SHOTS) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${SHOTS}/access-new-dialog-${w}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await form.getByRole('button', { name: 'Criar Acesso' }).click();
  await expect(toastEl(page).getByText('Enviamos um convite para dono@padaria.test definir a senha.')).toBeVisible();
  const row = panel.getByTestId('access-row').filter({ hasText: 'dono@padaria.test' });
  await expect(row.getByTestId('access-password-state')).toHaveText('Aguardando o cliente definir');
  if (SHOTS) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${SHOTS}/access-table-pending-${w}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const invite = mailer.sent.filter((m) => m.to === 'dono@padaria.test');
  expect(invite).toHaveLength(1);
  expect(invite[0].text).toContain(`Endereço do portal: ${baseURL}/client-auth`);
  expect(invite[0].text).toContain('Seu email de login: dono@padaria.test');
  expect(invite[0].text).toContain('válido por 7 dias, uso único');
  expect(invite[0].text).not.toMatch(/senha:/i);
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

  // the agency never reads the password the client chose (D8), and can send a new invitation
  await page.reload(); // the panel's list was read before the client chose the password
  await page.getByTestId('client-card').filter({ hasText: 'Padaria Pão Quente' }).getByRole('button', { name: 'Painel do Cliente' }).click();
  await expect(row.getByTestId('access-password-state')).toHaveText('Senha definida pelo cliente');
  await expect(row.getByRole('button', { name: 'Mostrar senha' })).toHaveCount(0);
  await expect(panel).not.toContainText('minha-senha-1');
  if (SHOTS) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${SHOTS}/access-table-client-password-${w}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
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
  expect(acc.passwordEncrypted).toBeNull();
  await clientCtx.close();
});
