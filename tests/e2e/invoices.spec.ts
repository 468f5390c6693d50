// An agency paying by Pix leaves its renewal unpaid past the grace (docs/decisions/027-pix-and-boleto.md):
// the shell says it is read-only, a write is refused with the server's pt-BR message, the owner
// pays the open invoice from Conta → Faturas by Pix, and everything works again at once. Time
// passing is simulated by moving agencies.paid_until into the past, then running the renewals job.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { agencies, payments } from '../../src/server/db/schema.ts';
import { runRenewals } from '../../src/server/domain/billing/renewals.ts';
import { systemCtx } from '../../src/server/jobs/index.ts';
import { formatBillingDate } from '../../src/shared/billing-status.ts';
import { ApiClient } from '../helpers/app.ts';
import { expect, loginUI, shot, test, toastEl } from './fixtures.ts';

const DAY = 86_400_000;

/** Out of the screenshots' way, once their words are checked. */
async function closeToasts(page: Page) {
  for (const close of await toastEl(page).getByRole('button', { name: 'Fechar' }).all()) await close.click();
  await expect(toastEl(page)).toHaveCount(0);
}

test('read-only after an unpaid Pix renewal: banner, a refused write, paid from Faturas, everything back', async ({ page, server, db, mailer }) => {
  test.setTimeout(180_000);
  // A new agency paying by Pix, as a person would: the payment, its confirmation, the account.
  const email = `fatura-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
  const password = 'senha123';
  const api = new ApiClient(server.running.app);
  const pix = (await api.post('/api/create-subscription', { email, plan: 'business', seats: 2, method: 'pix' })).json();
  expect((await api.post('/api/payments/local/simulate', { clientSecret: pix.clientSecret })).json().status).toBe('succeeded');
  expect((await api.post('/api/auth/register', { name: 'Dona Fatura', email, password, plan: 'business' })).statusCode).toBe(200);
  const [{ agencyId }] = await db.select({ agencyId: payments.agencyId }).from(payments).where(eq(payments.email, email));
  const paidUntil = new Date(Date.now() - 8 * DAY);
  await db
    .update(agencies)
    .set({ paidUntil })
    .where(eq(agencies.id, agencyId as string));
  const clock = { now: () => new Date() };
  await runRenewals(systemCtx(db, { mailer, publicUrl: server.url, log: server.running.app.log, clock }));
  expect(mailer.sent.some((m) => m.to === email && m.text.includes('/dashboard/account#faturas'))).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginUI(page, email, password);
  const banner = page.getByTestId('billing-lock-notice');
  const due = formatBillingDate(paidUntil);
  await expect(banner).toHaveText(
    new RegExp(
      `Sua agência está só para leitura: a fatura que venceu em ${due.replaceAll('/', '\\/')} não foi paga\\. Você pode abrir, exportar e apresentar, mas não criar nem editar\\.`,
    ),
  );
  await expect(banner.getByRole('link', { name: 'Pagar fatura' })).toBeVisible();
  await closeToasts(page);
  await shot(page, 'invoices-banner-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'invoices-banner-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Reads work; a write is refused with the server's pt-BR words, and no "subscription ended" page.
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /Novo Cliente|Criar Primeiro Cliente/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Novo Cliente' });
  await form.getByLabel('Nome').fill('Padaria Pão Quente');
  await form.getByLabel('Segmento').fill('Alimentação');
  await form.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(toastEl(page).getByText('Erro ao criar cliente')).toBeVisible();
  await expect(toastEl(page).getByText(`Sua agência está só para leitura: a fatura que venceu em ${due} não foi paga.`, { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await closeToasts(page);
  await expect(page).toHaveURL(/\/dashboard\/clients/);
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-ended')).toHaveCount(0);
  await expect(banner).toBeVisible();

  // The banner's link: Conta → Faturas, the open invoice with its due day and "Pagar".
  await banner.getByRole('link', { name: 'Pagar fatura' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account#faturas$/);
  const row = page.getByTestId('invoice-row').filter({ hasText: 'Aguardando pagamento' });
  await expect(row).toContainText(/R\$\s?114,00/);
  await expect(row.getByTestId('invoice-due')).toHaveText(`Venceu em ${due}`);
  await expect(page.locator('#faturas')).toBeInViewport();
  await row.getByRole('button', { name: /^Pagar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
  await expect(dialog.getByTestId('invoice-amount')).toHaveText(/R\$\s?114,00/);
  await expect(dialog).toContainText('Plano Business · 2 usuário(s)');
  await shot(page, 'invoices-pay-dialog-1440');
  await dialog.getByText('Pix', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(dialog.getByTestId('pix-copy-paste')).toHaveText(/^000201.*br\.gov\.bcb\.pix.*5406114\.00.*6304[0-9A-F]{4}$/);
  await shot(page, 'invoices-pay-pix-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'invoices-pay-pix-390');
  // Nothing sticks out of the dialog at 390 px: it scrolls instead.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await dialog.getByRole('button', { name: 'Simular pagamento' }).scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: 'Simular pagamento' }).click();

  await expect(toastEl(page).getByText('Fatura paga! Tudo liberado.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('invoice-row').filter({ hasText: 'Aguardando pagamento' })).toHaveCount(0);

  // Writing works again.
  await nav.getByRole('link', { name: 'Clientes' }).click();
  await page
    .getByRole('button', { name: /Novo Cliente|Criar Primeiro Cliente/ })
    .first()
    .click();
  await form.getByLabel('Nome').fill('Padaria Pão Quente');
  await form.getByLabel('Segmento').fill('Alimentação');
  await form.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(toastEl(page).getByText('Cliente criado com sucesso!')).toBeVisible();
});

test('the pay dialog at 390 px: the method choice and a boleto payer fit and scroll', async ({ page, server, db, mailer }) => {
  test.setTimeout(120_000);
  const email = `fatura-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
  const api = new ApiClient(server.running.app);
  const pix = (await api.post('/api/create-subscription', { email, plan: 'business', seats: 2, method: 'pix' })).json();
  await api.post('/api/payments/local/simulate', { clientSecret: pix.clientSecret });
  await api.post('/api/auth/register', { name: 'Dona Graça', email, password: 'senha123', plan: 'business' });
  const [{ agencyId }] = await db.select({ agencyId: payments.agencyId }).from(payments).where(eq(payments.email, email));
  // Two days overdue: still in the grace.
  const paidUntil = new Date(Date.now() - 2 * DAY);
  await db
    .update(agencies)
    .set({ paidUntil })
    .where(eq(agencies.id, agencyId as string));
  await runRenewals(systemCtx(db, { mailer, publicUrl: server.url, log: server.running.app.log, clock: { now: () => new Date() } }));

  await page.setViewportSize({ width: 390, height: 844 });
  await loginUI(page, email, 'senha123');
  const banner = page.getByTestId('billing-lock-notice');
  await expect(banner).toContainText(
    `Sua fatura venceu em ${formatBillingDate(paidUntil)}. Pague até ${formatBillingDate(new Date(paidUntil.getTime() + 7 * DAY))} para continuar editando.`,
  );
  await closeToasts(page);
  await shot(page, 'invoices-grace-banner-390');
  await banner.getByRole('link', { name: 'Pagar fatura' }).click();
  const item = page.getByTestId('invoice-item').filter({ hasText: 'Aguardando pagamento' });
  await item.getByRole('button', { name: /^Pagar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
  await dialog.getByText('Boleto', { exact: true }).click();
  await dialog.getByLabel('CPF ou CNPJ do pagador').fill('123.456.789-00');
  await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(dialog.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await shot(page, 'invoices-pay-dialog-390');
  await dialog.getByLabel('CPF ou CNPJ do pagador').fill('52998224725');
  await expect(dialog.getByLabel('CPF ou CNPJ do pagador')).toHaveValue('529.982.247-25');
  await dialog.getByLabel('Nome do pagador').fill('Dona Graça');
  await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(dialog.getByTestId('boleto-line')).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, 'invoices-pay-boleto-390');
});
