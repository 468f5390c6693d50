import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/crypto.ts';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

test('owner signs in, sees the whole shell, signs out', async ({ page, db }) => {
  const { email, password } = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/); // unauthenticated users are sent to /auth
  await loginUI(page, email, password);
  await expect(toastEl(page).getByText('Login realizado com sucesso!')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  for (const label of ['Painel Geral', 'Clientes', 'Funis', 'Templates', 'Conta']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(nav.getByText('Bloqueado')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Funis' }).click();
  await expect(page).toHaveURL(/\/dashboard\/funnels$/);
  await nav.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login/);
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/auth/);
});

test('a wrong password shows the error toast', async ({ page, db }) => {
  const { email } = await seedAgency(db);
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('errada123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(toastEl(page).getByText('Erro no login')).toBeVisible();
  await expect(toastEl(page).getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('client-side validation uses the spec messages', async ({ page }) => {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill('nao-e-email');
  await page.getByLabel('Senha').fill('123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
});

for (const plan of ['business', 'enterprise'] as const) {
  test(`a creator on ${plan} sees only Funis${plan === 'enterprise' ? ' and Templates' : ''}`, async ({ page, db }) => {
    const { agency } = await seedAgency(db, { plan });
    const email = `creator-${plan}-${Date.now()}@agencia.test`;
    await db
      .insert(users)
      .values({ agencyId: agency.id, name: 'Carla Creator', email, passwordHash: await hashPassword('senha123'), isAgencyUser: true, role: 'creator' });
    await loginUI(page, email, 'senha123');
    await expect(page).toHaveURL(/\/dashboard\/funnels/); // overview is not permitted: redirected
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Funis' })).toBeVisible();
    const blocked = plan === 'enterprise' ? ['Painel Geral', 'Clientes', 'Conta'] : ['Painel Geral', 'Clientes', 'Templates', 'Conta'];
    for (const label of blocked) {
      const b = nav.getByRole('button', { name: new RegExp(label) });
      await expect(b).toBeDisabled();
      await expect(b).toContainText('Bloqueado');
    }
    if (plan === 'enterprise') await expect(nav.getByRole('link', { name: 'Templates' })).toBeVisible();
    await page.goto('/dashboard/clients');
    await expect(page).toHaveURL(/\/dashboard\/funnels/);
    await expect(page.getByText('Acesso Negado')).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
    await expect(
      page.getByText(
        plan === 'enterprise' ? 'Criadores têm acesso apenas a Funis, Templates e Resultados.' : 'Criadores têm acesso apenas a Funis e Resultados.',
      ),
    ).toBeVisible();
  });
}

test('a gestor is refused the account view', async ({ page, db }) => {
  const { agency } = await seedAgency(db);
  const email = `gestor-${Date.now()}@agencia.test`;
  await db
    .insert(users)
    .values({ agencyId: agency.id, name: 'Gil Gestor', email, passwordHash: await hashPassword('senha123'), isAgencyUser: true, role: 'gestor' });
  await loginUI(page, email, 'senha123');
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await expect(page.getByText('Gestores não podem acessar configurações de conta.')).toBeVisible();
});

test('password reset from the emailed link', async ({ page, db, mailer }) => {
  const { email } = await seedAgency(db);
  await page.goto('/auth?mode=login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(toastEl(page).getByText('Email enviado!')).toBeVisible();
  const link = /http\S+token=[\w-]+/.exec(mailer.sent.filter((m) => m.to === email).at(-1)!.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
  await page.getByLabel('Confirme a nova senha').fill('novasenha1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/mode=login/);
  await loginUI(page, email, 'novasenha1');
});

test('unknown pages show the 404 page', async ({ page }) => {
  const res = await page.goto('/isto/nao/existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.goto('/dashboard/nao-existe');
  await expect(page).toHaveURL(/\/auth/);
});

test('the session survives a reload and the account is gone after removal', async ({ page, db }) => {
  const { email, password, owner } = await seedAgency(db);
  await loginUI(page, email, password);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await db.delete(users).where(eq(users.id, owner.id));
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the menu opens as a drawer and Planos leads to the account', async ({ page, db }) => {
    const { email, password } = await seedAgency(db);
    await loginUI(page, email, password);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Clientes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients/);
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Planos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account/);
  });
});
