// Cancelling and coming back (docs/product.md: "No lock-in; after cancelling, access lasts
// until the end of the paid month."; D4, D11). Time passing is simulated by moving
// agencies.paid_until into the past.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { agencies, subscriptions, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/crypto.ts';
import { formatBillingDate } from '../../src/shared/billing-status.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const DAY = 24 * 3600 * 1000;

/** An Enterprise agency paying through the local provider, 20 days left in its period. */
async function payingAgency(db: Db) {
  const a = await seedAgency(db, { plan: 'enterprise', seats: 2 });
  const paidUntil = new Date(Date.now() + 20 * DAY);
  await db.update(agencies).set({ paidUntil, subscriptionStatus: 'active' }).where(eq(agencies.id, a.agency.id));
  await db.insert(subscriptions).values({
    agencyId: a.agency.id,
    email: a.email,
    provider: 'local',
    providerRef: `lsub_e2e${Math.random().toString(36).slice(2)}`,
    plan: 'enterprise',
    quantity: 2,
    status: 'active',
    currentPeriodEnd: paidUntil,
  });
  return { ...a, paidUntil };
}

async function endPeriod(db: Db, agencyId: string, status: 'canceling' | 'canceled' = 'canceling') {
  const paidUntil = new Date(Date.now() - 2 * DAY);
  await db.update(agencies).set({ paidUntil, subscriptionStatus: status }).where(eq(agencies.id, agencyId));
  return paidUntil;
}

async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Número do cartão').fill(card);
  await page.getByLabel('Validade').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
}

test('the owner cancels on Conta, keeps access until the end of the month, loses it after, and subscribes again', async ({ page, db }) => {
  test.setTimeout(120_000);
  const { agency, email, password, paidUntil } = await payingAgency(db);
  const until = formatBillingDate(paidUntil);
  await loginUI(page, email, password);

  // Conta: the subscription card next to Planos Disponíveis
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Conta' }).click();
  const plans = page.getByRole('region', { name: 'Planos Disponíveis' });
  const card = plans.getByTestId('subscription-card');
  await expect(card).toContainText('Plano Enterprise · 2 usuário(s)');
  await expect(card).toContainText('Ativa');
  await expect(card).toContainText(`Renova em ${until}`);
  await expect(plans.getByRole('link', { name: 'Adicionar usuários' })).toBeVisible();
  // a move down is done by support: no button that the server would refuse
  await expect(plans.getByTestId('plan-business').getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^mailto:suporte@funil\.app/);
  await expect(plans.getByTestId('plan-business').getByRole('link', { name: 'Assinar Business' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  await expect(confirm).toContainText(`o acesso continua até ${until}`);
  await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(toastEl(page).getByText('Assinatura cancelada')).toBeVisible();
  await expect(toastEl(page).getByText(`Seu acesso continua até ${until}.`)).toBeVisible();
  await expect(card).toContainText('Cancelada');
  await expect(card).toContainText(`Acesso até ${until}`);
  await expect(card.getByRole('button', { name: 'Reativar assinatura' })).toBeVisible();

  // still in force: a slim notice in the shell, everything works
  const notice = page.getByTestId('canceling-notice');
  await expect(notice).toContainText(`Assinatura cancelada: acesso até ${until}`);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(notice).toBeVisible();

  // the month ends
  const ended = formatBillingDate(await endPeriod(db, agency.id));
  await page.reload();
  const state = page.getByTestId('subscription-ended');
  await expect(state.getByRole('heading', { name: 'Sua assinatura terminou' })).toBeVisible();
  await expect(state).toContainText(`terminou em ${ended}`);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  const refused = await page.request.get('/api/clients');
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error).toBe(`Sua assinatura terminou em ${ended}. Assine um plano para voltar a usar o Funil.`);

  // subscribe again through /subscribe: a full month, card 4242
  await state.getByRole('link', { name: 'Assinar o plano Enterprise' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=enterprise$/);
  await expect(page.getByRole('heading', { name: 'Assine o Funil novamente' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Usuários' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByTestId('amount-due')).toHaveText(/R\$\s?254,00/);
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/dashboard\/account/);
  await expect(toastEl(page).getByText('Assinatura ativa novamente!')).toBeVisible();
  await expect(page.getByTestId('subscription-ended')).toHaveCount(0);
  await expect(page.getByTestId('canceling-notice')).toHaveCount(0);
  await expect(page.getByTestId('subscription-card')).toContainText('Ativa');
  await expect(page.getByTestId('subscription-card')).toContainText(/Renova em \d{2}\/\d{2}\/\d{4}/);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/clients')).status()).toBe(200);
});

test('a team member of an ended agency is told to ask the owner; its portal and public links are closed', async ({ page, db }) => {
  const { agency, owner } = await payingAgency(db);
  const memberEmail = `membro-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
  await db
    .insert(users)
    .values({ agencyId: agency.id, name: 'Gabi Gestora', email: memberEmail, passwordHash: await hashPassword('senha123'), isAgencyUser: true, role: 'admin' });
  const cl = await seedClientAccess(db, agency.id, { name: 'Cliente Fechado' });
  const link = newPublicLink();
  await seedCanvas(db, { agencyId: agency.id, clientId: cl.clientId, userId: owner.id, status: 'published', publicLink: link, content: sampleContent() });
  await endPeriod(db, agency.id, 'canceled');

  await loginUI(page, memberEmail, 'senha123');
  const state = page.getByTestId('subscription-ended');
  await expect(state.getByRole('heading', { name: 'Sua assinatura terminou' })).toBeVisible();
  await expect(state).toContainText('Peça ao dono da agência para assinar novamente.');
  await expect(state.getByRole('link', { name: /Assinar/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login/);

  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(cl.email);
  await page.getByLabel('Senha').fill(cl.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(toastEl(page).getByText('O portal desta agência está indisponível no momento.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/client-auth/);

  await page.goto(`/public/${link}`);
  await expect(page.getByText('Funil não encontrado')).toBeVisible();
});
