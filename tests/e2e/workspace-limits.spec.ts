// Agency workspace journeys, continued (workspace.spec.ts): plan limits on clients and funnels,
// what team members see (no passwords, no plans; an admin only changes roles), upgrade return.
import { eq } from 'drizzle-orm';
import { canvases, clientAccesses, clients, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/crypto.ts';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

test('business plan: the 4th client is refused and the screen offers the upgrade', async ({ page, db }) => {
  const { email, password, agency } = await seedAgency(db, { plan: 'business' });
  await db.insert(clients).values([1, 2, 3].map((i) => ({ agencyId: agency.id, name: `Cliente ${i}` })));
  await loginUI(page, email, password);
  await page.goto('/dashboard/clients');
  await expect(page.getByTestId('client-card')).toHaveCount(3);
  const notice = page.getByTestId('plan-limit');
  await expect(notice).toContainText('Limite de 3 clientes do plano Business atingido');
  await expect(notice.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/dashboard/account#planos');
  await expect(page.getByRole('button', { name: 'Novo Cliente' })).toBeDisabled();
  await notice.getByRole('link', { name: 'Fazer upgrade' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account#planos$/);
  await expect(page.getByRole('heading', { name: 'Planos Disponíveis' })).toBeInViewport();
  await expect(page.getByTestId('plan-enterprise').getByRole('link', { name: 'Fazer upgrade para Enterprise' })).toHaveAttribute(
    'href',
    '/subscribe?plan=enterprise',
  );
});

test('a team member can toggle accesses but never sees passwords nor plans (gestor)', async ({ page, db }) => {
  const { agency } = await seedAgency(db, { plan: 'enterprise' });
  const [c] = await db.insert(clients).values({ agencyId: agency.id, name: 'Loja Gestão' }).returning();
  const [owner] = await db.select().from(users).where(eq(users.agencyId, agency.id));
  expect(owner).toBeTruthy();
  await db
    .insert(users)
    .values({ agencyId: agency.id, name: 'Gil Gestor', email: 'gil@x.test', passwordHash: await hashPassword('senha123'), isAgencyUser: true, role: 'gestor' });
  await loginUI(page, 'gil@x.test', 'senha123');
  await page.goto('/dashboard/clients');
  await page.getByTestId('client-card').filter({ hasText: 'Loja Gestão' }).getByRole('button', { name: 'Painel do Cliente' }).click();
  const panel = page.getByRole('dialog', { name: 'Painel do Cliente' });
  await panel.getByRole('button', { name: 'Criar Primeiro Acesso' }).click();
  const form = page.getByRole('dialog', { name: 'Criar Novo Acesso ao Painel' });
  await form.getByLabel('Email').fill('x@loja.test');
  await form.getByLabel('Senha').fill('loja1234');
  await form.getByRole('button', { name: 'Criar Acesso' }).click();
  await expect(toastEl(page).getByText('Acesso criado com sucesso!')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mostrar senha' })).toHaveCount(0);
  await expect(panel.getByLabel('Senha oculta')).toBeVisible();
  expect((await db.select().from(clientAccesses).where(eq(clientAccesses.clientId, c.id))).length).toBe(1);
});

test('business plan: the 6th funnel of a client is refused in the Novo Funil dialog with the upgrade offer', async ({ page, db }) => {
  const { email, password, agency } = await seedAgency(db, { plan: 'business' });
  const [c] = await db.insert(clients).values({ agencyId: agency.id, name: 'Loja Cheia' }).returning();
  await db.insert(canvases).values([1, 2, 3, 4, 5].map((i) => ({ agencyId: agency.id, clientId: c.id, title: `Funil ${i}` })));
  await loginUI(page, email, password);
  await page.goto(`/dashboard/funnels?client=${c.id}`);
  await expect(page.getByTestId('funnel-card')).toHaveCount(5);
  await page.getByRole('button', { name: 'Novo Funil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Funil' });
  await expect(dialog.getByRole('combobox')).toContainText('Loja Cheia'); // the filtered client is preselected
  await dialog.getByLabel('Nome do funil').fill('Funil Seis');
  await dialog.getByRole('button', { name: 'Criar Funil' }).click();
  await expect(toastEl(page).getByText('Erro ao criar funil')).toBeVisible();
  await expect(dialog.getByTestId('plan-limit')).toContainText('Limite de 5 funis por cliente do plano Business atingido');
  await expect(dialog.getByRole('link', { name: 'Fazer upgrade' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/funnels/);
  expect(await db.select().from(canvases).where(eq(canvases.clientId, c.id))).toHaveLength(5);
});

test('account: upgrade return toasts and cleans the URL; team members see no plans, an admin only changes roles', async ({ page, db }) => {
  const { email, password, agency } = await seedAgency(db, { plan: 'enterprise' });
  await loginUI(page, email, password);
  await page.goto('/dashboard/account?upgrade=success');
  await expect(toastEl(page).getByText('Upgrade realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await page.goto('/dashboard/account?upgrade=cancelled');
  await expect(toastEl(page).getByText('Upgrade cancelado')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account$/);

  await db
    .insert(users)
    .values({ agencyId: agency.id, name: 'Ari Admin', email: 'ari@x.test', passwordHash: await hashPassword('senha123'), isAgencyUser: true, role: 'admin' });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }).click();
  await loginUI(page, 'ari@x.test', 'senha123');
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planos Disponíveis' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible(); // admin edits agency info
  await page.getByRole('button', { name: 'Gerenciar' }).click(); // decision 008: roles only, no adding nor removing (D3)
  await expect(page.getByRole('dialog', { name: 'Gerenciamento da Equipe' }).getByRole('combobox', { name: 'Papel de Ari Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Adicionar Usuário|Remover/ })).toHaveCount(0);
});
