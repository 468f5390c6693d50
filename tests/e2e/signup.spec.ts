// Journeys of: a new agency pays, validates its plan, creates the account and
// starts from a template; a declined card; a Business owner meets the upsell and upgrades.
import type { Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const uniq = () => Math.random().toString(36).slice(2, 8);

async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Número do cartão').fill(card);
  await page.getByLabel('Validade').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
}

test('a new agency picks Enterprise on the landing page, pays with 4242, validates the plan, signs up and starts from a template', async ({
  page: landing,
}) => {
  test.setTimeout(150_000);
  const email = `nova-${uniq()}@agencia.test`;
  // the landing's pricing opens /subscribe?plan=enterprise in a new tab (D11)
  await landing.goto('/');
  const [page] = await Promise.all([
    landing.context().waitForEvent('page'),
    landing
      .getByTestId('plan-enterprise')
      .getByRole('link', { name: /Assinar Enterprise/ })
      .click(),
  ]);
  await page.waitForLoadState();
  await expect(page).toHaveURL(/\/subscribe\?plan=enterprise$/);
  await expect(page.getByRole('heading', { name: 'Assine o Funil' })).toBeVisible();
  await expect(page.getByLabel('Resumo do plano')).toContainText('Plano Enterprise');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('spinbutton', { name: 'Usuários' }).fill('2');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByTestId('amount-due')).toHaveText(/R\$\s?254,00/);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Criar minha conta' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=register&plan=enterprise&email=/);

  // Validar Plano: email prefilled, validating, success, then the form after 2 s
  const dialog = page.getByRole('dialog', { name: 'Validar Plano' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('Plano Enterprise validado!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Plano')).toHaveValue('Enterprise');
  await page.getByLabel('Nome', { exact: true }).fill('Nova Dona');
  await page.getByLabel('Senha').fill('senha123');
  await page.getByLabel('Nome da agência (opcional)').fill('Agência Nova');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(toastEl(page).getByText('Conta criada com sucesso!')).toBeVisible();

  // a client (Clientes screen), then a template for it
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  const clientDialog = page.getByRole('dialog', { name: 'Novo Cliente' });
  await clientDialog.getByLabel('Nome').fill('Clínica Sorriso');
  await clientDialog.getByLabel('Segmento').fill('Odontologia');
  await clientDialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(toastEl(page).getByText('Cliente criado com sucesso!')).toBeVisible();
  // the Clientes screen offers a portal access right away: not now
  await page
    .getByRole('dialog', { name: /Cadastrar Acesso/ })
    .getByRole('button', { name: 'Agora não' })
    .click();
  await nav.getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  const cards = page.getByTestId('template-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);

  await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: 'Lançamento' }).click();
  await expect(cards).toHaveCount(4);
  await page.getByLabel('Buscar templates').fill('webinar');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Funil de Webinar ao Vivo');
  await expect(cards.first()).toContainText('9 componentes');
  await expect(cards.first()).toContainText('+5');
  await page.getByLabel('Buscar templates').fill('nada parecido');
  await expect(page.getByText('Nenhum template encontrado')).toBeVisible();
  await expect(page.getByText('Tente ajustar sua busca')).toBeVisible();
  await page.getByLabel('Buscar templates').fill('webinar');

  await cards.first().getByRole('button', { name: 'Visualizar' }).click();
  const preview = page.getByRole('dialog', { name: 'Funil de Webinar ao Vivo' });
  await expect(preview.getByRole('img', { name: /Pré-visualização do funil Funil de Webinar ao Vivo/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Usar Template' }).click();

  const select = page.getByRole('dialog', { name: 'Selecionar Cliente' });
  await expect(select).toBeVisible();
  await expect(select.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await select.getByRole('combobox', { name: 'Cliente' }).click();
  await expect(page.getByRole('option', { name: /Clínica Sorriso/ })).toContainText('Odontologia');
  await page.getByRole('option', { name: /Clínica Sorriso/ }).click();
  await select.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toastEl(page).getByText('Funil criado a partir do template!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/canvas-editor\?id=[0-9a-f-]{36}/);

  // the editor opens the funnel with the template's components
  await expect(page.getByText('Inscrição no Webinar').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Replay por 48 h').first()).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  const funnels = await (await page.request.get('/api/canvases')).json();
  expect(funnels).toEqual(
    expect.arrayContaining([expect.objectContaining({ id, title: 'Funil de Webinar ao Vivo - Novo Projeto', status: 'draft', clientName: 'Clínica Sorriso' })]),
  );
});

test('a declined card shows Falha no Pagamento with the provider message', async ({ page }) => {
  await page.goto('/subscribe?plan=business');
  await page.getByLabel('Email').fill(`recusado-${uniq()}@agencia.test`);
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(toastEl(page).getByText('Falha no Pagamento')).toBeVisible();
  await expect(toastEl(page).getByText('Seu cartão foi recusado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toHaveCount(0);
  // a card typo is shown on the field, not as a payment failure
  await payWithCard(page, '4242 4242 4242 4241');
  await expect(page.getByText('Número do cartão inválido.')).toBeVisible();
});

test('Validar Plano cannot be closed while validating; a network failure has its own message', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/check-payment-status', async (route) => {
    await held;
    await route.abort('failed');
  });
  await page.goto('/auth?mode=register');
  const dialog = page.getByRole('dialog', { name: 'Validar Plano' });
  await dialog.getByLabel('Email').fill(`rede-${uniq()}@agencia.test`);
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('Validando pagamento...')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog.getByText('Erro ao validar pagamento. Tente novamente.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
});

test('registration without a payment: the Validar Plano error, retry and close', async ({ page }) => {
  await page.goto('/auth?mode=register');
  const dialog = page.getByRole('dialog', { name: 'Validar Plano' });
  await dialog.getByLabel('Email').fill(`sem-pagamento-${uniq()}@agencia.test`);
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('Pagamento não encontrado. Complete sua compra antes de continuar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Validar Plano' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escolha um plano' })).toHaveAttribute('href', '/subscribe?plan=enterprise');
});

test('using a template with no clients sends to Clientes with the spec error', async ({ page, db }) => {
  const { email, password } = await seedAgency(db, { plan: 'enterprise' });
  await loginUI(page, email, password);
  await page.goto('/dashboard/templates');
  await page.getByTestId('template-card').first().getByRole('button', { name: 'Usar Template' }).click();
  await expect(toastEl(page).getByText('Nenhum cliente encontrado')).toBeVisible();
  await expect(toastEl(page).getByText('Crie um cliente primeiro para usar este template.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
});

test('a Business owner sees the Enterprise upsell and upgrades from it', async ({ page, db }) => {
  const { email, password } = await seedAgency(db, { plan: 'business', seats: 1 });
  await loginUI(page, email, password);
  await page.goto('/dashboard/templates');
  await expect(page.getByRole('heading', { name: 'Templates Exclusivos do Enterprise' })).toBeVisible();
  await expect(page.getByTestId('template-card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Fazer upgrade para Enterprise' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=enterprise/);
  await expect(page.getByRole('heading', { name: 'Alterar plano e usuários' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard\/account/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ plan: 'enterprise', userLimit: 1 });
  await page.goto('/dashboard/templates');
  await expect(page.getByTestId('template-card').first()).toBeVisible();

  // cancelling keeps access until the end of the paid period (docs/product.md)
  await page.goto('/subscribe?plan=enterprise');
  const sub = page.getByTestId('subscription-card');
  await expect(sub).toContainText('Plano Enterprise · 1 usuário(s)');
  await expect(sub).toContainText('Ativa');
  await expect(sub).toContainText(/Renova em \d{2}\/\d{2}\/\d{4}/);
  await sub.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.getByRole('alertdialog', { name: 'Cancelar assinatura?' }).getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(toastEl(page).getByText('Assinatura cancelada')).toBeVisible();
  await expect(sub).toContainText('Cancelada');
  await expect(sub).toContainText(/Acesso até \d{2}\/\d{2}\/\d{4}/);
  expect((await (await page.request.get('/api/auth/me')).json()).plan).toBe('enterprise');
});
