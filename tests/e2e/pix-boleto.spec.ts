// Journeys of a new agency paying the Brazilian way with the local provider
// (docs/decisions/027-pix-and-boleto.md): by Pix (the QR code and the copy-and-paste code shown,
// the payment confirmed by `npm run cli -- payments:confirm`, the page going on by itself, the
// account created) and by boleto (the CPF checked, the linha digitável and the PDF shown, the
// same in the email).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { confirmTransferByEmail } from '../../src/server/domain/billing/payment-methods.ts';
import { type E2EServer, expect, test, toastEl } from './fixtures.ts';

const uniq = () => Math.random().toString(36).slice(2, 8);
const shots = process.env.SHOTS_DIR;

/** The bank's confirmation: the real CLI against the server's database, or its operation in-process on the embedded one. */
async function confirmByCli(server: E2EServer, email: string) {
  const databaseUrl = server.running.app.deps.config.databaseUrl;
  if (!databaseUrl) {
    const { db, mailer } = server;
    await confirmTransferByEmail(
      { db, actor: null, clock: { now: () => new Date() }, mailer, publicUrl: server.url, log: { error: () => {}, warn: () => {} } as never },
      email,
    );
    return;
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'payments:confirm', '--email', email], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NO_DEMO: '1', SMTP_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'funil-cli-')) },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain(`Pagamento por Pix de ${email} confirmado`);
}

async function details(page: Page, email: string, method: 'Pix' | 'Boleto') {
  await page.goto('/subscribe?plan=business');
  await expect(page.getByRole('heading', { name: 'Assine o Funil' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('spinbutton', { name: 'Usuários' }).fill('2');
  await page.getByText(method, { exact: true }).click();
}

test('a new agency pays by Pix: QR code and copy-and-paste code, confirmed by the CLI, the page goes on and the account is created', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const email = `pix-${uniq()}@agencia.test`;
  await details(page, email, 'Pix');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByTestId('amount-due')).toHaveText(/R\$\s?114,00/);
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  const code = (await page.getByTestId('pix-copy-paste').textContent()) ?? '';
  expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406114\.00.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('timer')).toHaveText(/Expira em (29|30):\d\d/);
  await expect(page.getByRole('button', { name: 'Copiar o código Pix copia e cola' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Aguardando a confirmação do pagamento' })).toBeVisible();
  if (shots) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/pix-${width}.png`, fullPage: true });
    }
  }

  await confirmByCli(server, email);
  // The page asks every few seconds and goes on by itself.
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Criar minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Validar Plano' });
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('Plano Business validado!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await page.getByLabel('Nome', { exact: true }).fill('Dona Pix');
  await page.getByLabel('Senha').fill('senha123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(toastEl(page).getByText('Conta criada com sucesso!')).toBeVisible();

  // Conta → Faturas: the Pix payment, paid, with its receipt (the table is the wide screen's).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/account');
  const invoices = page.getByRole('heading', { name: 'Faturas' }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  const row = page.getByTestId('invoice-row').first();
  await expect(row).toContainText('Pix');
  await expect(row).toContainText('Paga');
  await expect(row).toContainText(/R\$\s?114,00/);
  const receipt = await page.request.get((await row.getByRole('link', { name: /Baixar o recibo/ }).getAttribute('href')) ?? '');
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  if (shots) {
    await invoices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/faturas-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('invoice-item').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/faturas-390.png` });
  }
});

test('a new agency pays by boleto: the CPF is checked, the linha digitável and the PDF are shown and mailed, and the test button pays it', async ({
  page,
  mailer,
}) => {
  test.setTimeout(120_000);
  const email = `boleto-${uniq()}@agencia.test`;
  await details(page, email, 'Boleto');
  await page.getByLabel('CPF ou CNPJ do pagador').fill('123.456.789-00');
  await page.getByLabel('Nome do pagador').fill('Ana Boleto');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await page.getByLabel('CPF ou CNPJ do pagador').fill('52998224725');
  await expect(page.getByLabel('CPF ou CNPJ do pagador')).toHaveValue('529.982.247-25');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

  const line = page.getByTestId('boleto-line');
  await expect(line).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByText(/O acesso é liberado assim que o banco confirmar o pagamento/)).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Abrir boleto em PDF' });
  const res = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const mail = mailer.sent.find((m) => m.to === email);
  expect(mail?.text).toContain((await line.textContent()) ?? 'linha');
  if (shots) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/boleto-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 20_000 });
});
