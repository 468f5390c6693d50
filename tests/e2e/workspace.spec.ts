// Agency workspace journeys: clients + accesses, funnels, filters, deletion,
// account and team, a creator's view, overview, plan limits. Real server, real Chromium.
import { and, eq } from 'drizzle-orm';
import { agencies, approvals, canvases, clientAccesses, clients, comments, users } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

test('clients: create, register access, open the panel, add an access, reveal and toggle it, delete with confirmation', async ({ page, db }) => {
  const { email, password, agency } = await seedAgency(db, { plan: 'enterprise' });
  await loginUI(page, email, password);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();

  await page.getByRole('button', { name: 'Criar Primeiro Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Cliente' });
  await dialog.getByLabel('Nome').fill('A');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Padaria Pão Quente');
  await dialog.getByLabel('Segmento').fill('Alimentação');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(toastEl(page).getByText('Cliente criado com sucesso!')).toBeVisible();
  await expect(toastEl(page).getByText('O cliente foi adicionado à sua lista.')).toBeVisible();

  // Cadastrar Acesso - {name} follows the creation
  const cred = page.getByRole('dialog', { name: 'Cadastrar Acesso - Padaria Pão Quente' });
  await expect(cred.getByTestId('invitation-note')).toContainText('Nenhuma senha vai no email.');
  await cred.getByLabel('Email').fill('dono@padaria.test');
  await cred.getByLabel('Senha (opcional)').fill('pao12345');
  if (process.env.SHOTS_DIR) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/access-credentials-dialog-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await cred.getByRole('button', { name: 'Cadastrar Acesso' }).click();
  await expect(toastEl(page).getByText('Credenciais cadastradas com sucesso!')).toBeVisible();
  await expect(toastEl(page).getByText('Enviamos um convite para dono@padaria.test definir a senha.')).toBeVisible();

  const card = page.getByTestId('client-card').filter({ hasText: 'Padaria Pão Quente' });
  await expect(card.getByText('PQ', { exact: true })).toBeVisible();
  await expect(card.getByText('0 funis ativos')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Ver Funis' })).toHaveAttribute('href', /\/dashboard\/funnels\?client=[0-9a-f-]{36}$/);

  await card.getByRole('button', { name: 'Painel do Cliente' }).click();
  const panel = page.getByRole('dialog', { name: 'Painel do Cliente' });
  for (const col of ['Email', 'Senha', 'Status', 'Criado em', 'Ações']) await expect(panel.getByRole('columnheader', { name: col })).toBeVisible();
  await expect(panel.getByTestId('access-row')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Novo Acesso' }).click();
  const form = page.getByRole('dialog', { name: 'Criar Novo Acesso ao Painel' });
  await form.getByLabel('Email').fill('nao-email');
  await form.getByLabel('Senha').fill('123');
  await form.getByRole('button', { name: 'Criar Acesso' }).click();
  await expect(form.getByText('Email inválido')).toBeVisible();
  await expect(form.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await form.getByLabel('Email').fill('gerente@padaria.test');
  await form.getByLabel('Senha').fill('gerente1');
  await form.getByRole('button', { name: 'Criar Acesso' }).click();
  await expect(toastEl(page).getByText('Acesso criado com sucesso!')).toBeVisible();
  const row = panel.getByTestId('access-row').filter({ hasText: 'gerente@padaria.test' });
  await expect(row.getByTestId('access-password')).toHaveText('••••••••');
  await row.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(row.getByTestId('access-password')).toHaveText('gerente1');

  // toggle off: saved, and the switch shows it
  await row.getByRole('switch').click();
  await expect(toastEl(page).getByText('Acesso atualizado com sucesso!')).toBeVisible();
  await expect(row.getByText('Inativo')).toBeVisible();
  const [acc] = await db
    .select()
    .from(clientAccesses)
    .where(and(eq(clientAccesses.agencyId, agency.id), eq(clientAccesses.email, 'gerente@padaria.test')));
  expect(acc.isActive).toBe(false);

  // edit with a blank password keeps it
  await row.getByRole('button', { name: 'Editar acesso de gerente@padaria.test' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Acesso ao Painel' });
  await expect(edit.getByLabel('Nova senha (deixe em branco para manter a atual)')).toHaveValue('');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(toastEl(page).getByText('Acesso atualizado com sucesso!')).toBeVisible();

  // remove an access (asks first, and what becomes of its comments and decisions: decision 012)
  await row.getByRole('button', { name: 'Remover acesso de gerente@padaria.test' }).click();
  const removal = page.getByRole('dialog', { name: 'Remover acesso?' });
  await removal.getByRole('radio', { name: /Excluir comentários e decisões/ }).check();
  await removal.getByRole('button', { name: 'Excluir tudo e remover' }).click();
  await expect(toastEl(page).getByText('Acesso removido com sucesso!')).toBeVisible();
  await expect(panel.getByTestId('access-row')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Fechar' }).click();

  // D15: deleting asks, says what goes with it; cancel keeps it
  await card.getByRole('button', { name: 'Excluir cliente Padaria Pão Quente' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('acessos dele ao Portal do Cliente também serão excluídos');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Excluir cliente Padaria Pão Quente' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir cliente' }).click();
  await expect(toastEl(page).getByText('Cliente removido com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();
  expect(await db.select().from(clients).where(eq(clients.agencyId, agency.id))).toHaveLength(0);
});

test('funnels: create one and land on the editor; filter, search and delete with confirmation', async ({ page, db }) => {
  const { email, password, agency, owner } = await seedAgency(db, { plan: 'enterprise', name: 'Olga Dona' });
  const [sol] = await db.insert(clients).values({ agencyId: agency.id, name: 'Loja Sol' }).returning();
  const [lua] = await db.insert(clients).values({ agencyId: agency.id, name: 'Loja Lua' }).returning();
  await db.insert(canvases).values([
    { agencyId: agency.id, clientId: sol.id, userId: owner.id, title: 'Funil de Captura', status: 'approved', description: 'Ebook grátis' },
    { agencyId: agency.id, clientId: sol.id, userId: null, title: 'Funil de Vendas', status: 'needs_adjustments' },
    { agencyId: agency.id, clientId: lua.id, userId: owner.id, title: 'Webinar Lua', status: 'published', description: 'Lançamento de curso' },
    { agencyId: agency.id, clientId: lua.id, title: 'Rascunho Lua', status: 'estranho' },
  ]);
  await loginUI(page, email, password);
  await page.goto('/dashboard/funnels');
  await expect(page.getByRole('heading', { name: 'Funis' })).toBeVisible();
  await expect(page.getByTestId('funnel-card')).toHaveCount(4);
  const captura = page.getByTestId('funnel-card').filter({ hasText: 'Funil de Captura' });
  await expect(captura.getByText('Aprovado')).toBeVisible();
  await expect(captura.getByText('Criado por Olga Dona')).toBeVisible();
  await expect(captura.getByText('Ebook grátis')).toBeVisible();
  await expect(captura.getByRole('link', { name: 'Abrir Editor' })).toHaveAttribute('href', /\/dashboard\/canvas-editor\?id=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('funnel-card').filter({ hasText: 'Funil de Vendas' }).getByText('Usuário desconhecido')).toBeVisible();
  const unknown = page.getByTestId('funnel-card').filter({ hasText: 'Rascunho Lua' });
  await expect(unknown).toHaveAttribute('data-status', 'draft'); // unknown shown as draft
  await expect(unknown.getByText('Rascunho', { exact: true })).toBeVisible();

  // search (D14) by description and by client
  await page.getByPlaceholder('Buscar funis...').fill('lancamento');
  await expect(page.getByTestId('funnel-card')).toHaveCount(1);
  await expect(page).toHaveURL(/q=lancamento/);
  await page.getByPlaceholder('Buscar funis...').fill('loja sol');
  await expect(page.getByTestId('funnel-card')).toHaveCount(2);
  await page.getByPlaceholder('Buscar funis...').fill('');

  // status filter with every status (D13), kept in the URL
  await page.getByRole('combobox', { name: 'Filtrar por status' }).click();
  for (const label of ['Todos os status', 'Rascunho', 'Aguardando Aprovação', 'Solicitação de Ajuste', 'Aprovado'])
    await expect(page.getByRole('option', { name: label })).toBeVisible();
  await page.getByRole('option', { name: 'Solicitação de Ajuste' }).click();
  await expect(page).toHaveURL(/status=needs_adjustments/);
  await expect(page.getByTestId('funnel-card')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Filtrar por cliente' }).click();
  await page.getByRole('option', { name: 'Loja Lua' }).click();
  await expect(page).toHaveURL(new RegExp(`client=${lua.id}`));
  await expect(page.getByText('Nenhum funil encontrado')).toBeVisible();
  await expect(page.getByText('Tente ajustar os filtros')).toBeVisible();
  await page.goBack(); // the back button restores the previous filters
  await expect(page).not.toHaveURL(/client=/);
  await expect(page.getByTestId('funnel-card')).toHaveCount(1);
  await page.goto(`/dashboard/funnels?client=${lua.id}`);
  await expect(page.getByTestId('funnel-card')).toHaveCount(2);
  await page.goto('/dashboard/funnels');

  // delete with confirmation (D15)
  const vendas = page.getByTestId('funnel-card').filter({ hasText: 'Funil de Vendas' });
  await vendas.getByRole('button', { name: 'Excluir funil Funil de Vendas' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(vendas).toBeVisible();
  await vendas.getByRole('button', { name: 'Excluir funil Funil de Vendas' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir funil' }).click();
  await expect(toastEl(page).getByText('Funil removido com sucesso!')).toBeVisible();
  await expect(page.getByTestId('funnel-card')).toHaveCount(3);

  // Novo Funil with validation, then the editor route
  await page.getByRole('button', { name: 'Novo Funil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Funil' });
  await dialog.getByRole('button', { name: 'Criar Funil' }).click();
  await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(dialog.getByText('Selecione um cliente', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Nome do funil').fill('Funil Black Friday');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Loja Sol' }).click();
  await dialog.getByRole('button', { name: 'Criar Funil' }).click();
  await expect(toastEl(page).getByText('Funil criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/canvas-editor\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const [row] = await db.select().from(canvases).where(eq(canvases.id, id));
  expect(row).toMatchObject({ title: 'Funil Black Friday', status: 'draft', clientId: sol.id, userId: owner.id });
});

test('account: edit agency info with the spec validation, add and remove a team user, the creator sees only what a creator may', async ({ page, db }) => {
  const { email, password, agency } = await seedAgency(db, { plan: 'business', seats: 3, name: 'Dora Dona' });
  await db.insert(clients).values({ agencyId: agency.id, name: 'Cliente Único' });
  await loginUI(page, email, password);
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Planos Disponíveis' })).toBeVisible();
  await expect(page.getByTestId('plan-enterprise').getByRole('link', { name: 'Fazer upgrade para Enterprise' })).toHaveAttribute(
    'href',
    '/subscribe?plan=enterprise',
  );
  await expect(page.getByRole('link', { name: 'suporte@funil.app' })).toHaveAttribute('href', 'mailto:suporte@funil.app');

  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const form = page.getByRole('form', { name: 'Editar dados da agência' });
  await form.getByLabel('Nome da Agência').fill('A');
  await form.getByRole('button', { name: 'Salvar' }).click();
  for (const msg of [
    'Nome da agência deve ter pelo menos 2 caracteres',
    'Tipo de negócio é obrigatório',
    'Nome do CEO é obrigatório',
    'CNPJ deve ter pelo menos 11 caracteres',
    'Região/Estado é obrigatório',
  ]) {
    await expect(form.getByText(msg)).toBeVisible();
  }
  await form.getByLabel('Nome da Agência').fill('Agência Aurora');
  await form.getByLabel('Tipo de Negócio').fill('Marketing digital');
  await form.getByLabel('Nome do CEO').fill('Dora Souza');
  await form.getByLabel('CNPJ').fill('12.345.678/0001-90');
  await form.getByLabel('Região/Estado').fill('São Paulo - SP');
  await form.getByLabel('Faturamento Mensal').pressSequentially('1500000');
  await expect(form.getByLabel('Faturamento Mensal')).toHaveValue(/R\$\s15\.000,00/);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(toastEl(page).getByText('Dados da agência atualizados com sucesso!')).toBeVisible();
  await expect(page.getByTestId('agency-info')).toContainText('Agência Aurora');
  await expect(page.getByTestId('agency-info')).toContainText('15.000,00');
  const [a] = await db.select().from(agencies).where(eq(agencies.id, agency.id));
  expect(a).toMatchObject({ name: 'Agência Aurora', monthlyRevenue: '1500000', cnpj: '12.345.678/0001-90' });

  // own name, persisted
  await page.getByRole('button', { name: 'Editar nome' }).click();
  await page.getByLabel('Seu nome').fill('Dora Maria');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(toastEl(page).getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('my-name')).toHaveText('Dora Maria');

  // team: add, remove, add again
  await page.getByRole('button', { name: 'Gerenciar' }).click();
  const team = page.getByRole('dialog', { name: 'Gerenciamento da Equipe' });
  await expect(team.getByTestId('team-user')).toHaveCount(1);
  const addUser = async (name: string, mail: string, roleText: string) => {
    await team.getByLabel('Email').fill(mail);
    await team.getByLabel('Senha').fill('senha123');
    await team.getByLabel('Nome').fill(name);
    await team.getByRole('combobox', { name: 'Função' }).click();
    await page.getByRole('option', { name: roleText }).click();
    await team.getByRole('button', { name: 'Adicionar Usuário' }).click();
    await expect(toastEl(page).getByText('Usuário criado com sucesso!')).toBeVisible();
  };
  await team.getByRole('combobox', { name: 'Função' }).click();
  for (const label of ['Admin - Acesso total (padrão)', 'Gestor - Tudo exceto configurações', 'Criador - Funis apenas'])
    await expect(page.getByRole('option', { name: label })).toBeVisible();
  await page.keyboard.press('Escape');
  await addUser('Gabi Gestora', 'gabi@aurora.test', 'Gestor - Tudo exceto configurações');
  await expect(team.getByTestId('team-user')).toHaveCount(2);
  await team.getByRole('button', { name: 'Remover Gabi Gestora' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Tem certeza que deseja remover este usuário?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(toastEl(page).getByText('Usuário removido com sucesso!')).toBeVisible();
  await expect(team.getByTestId('team-user')).toHaveCount(1);
  expect(await db.select().from(users).where(eq(users.email, 'gabi@aurora.test'))).toHaveLength(0);
  await addUser('Caio Creator', 'caio@aurora.test', 'Criador - Funis apenas');
  await addUser('Ana Admin', 'ana@aurora.test', 'Admin - Acesso total (padrão)');
  await expect(team.getByTestId('seat-limit')).toHaveText('Limite de usuários atingido. Você pode ter 2 usuários adicionais.');
  await team.getByRole('button', { name: 'Fechar' }).click();

  // the creator: funnels only; no metrics, no clients, no account
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }).click();
  await loginUI(page, 'caio@aurora.test', 'senha123');
  await expect(page).toHaveURL(/\/dashboard\/funnels/);
  await expect(page.getByText('Nenhum funil encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Novo Funil' }).first().click();
  const nf = page.getByRole('dialog', { name: 'Novo Funil' });
  await nf.getByLabel('Nome do funil').fill('Funil do Caio');
  await nf.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Cliente Único' }).click();
  await nf.getByRole('button', { name: 'Criar Funil' }).click();
  await expect(page).toHaveURL(/\/dashboard\/canvas-editor\?id=/);
  await page.goto('/dashboard/clients');
  await expect(page).toHaveURL(/\/dashboard\/funnels/);
  await expect(page.getByText('Acesso Negado')).toBeVisible();
  await expect(page.getByTestId('funnel-card').filter({ hasText: 'Funil do Caio' }).getByText('Criado por Caio Creator')).toBeVisible();
  const metrics = await page.request.get('/api/metrics');
  expect(metrics.status()).toBe(403);
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/dashboard\/funnels/);
});

test('overview: metrics, activity with badges and client notes, empty state and inline error with retry', async ({ page, db }) => {
  const { email, password, agency } = await seedAgency(db, { plan: 'enterprise' });
  await loginUI(page, email, password);
  // skeletons while loading: 4 metric cards and 3 activity rows; 6 client cards
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/api\/(metrics|recent-comments|clients)$/, async (route) => {
    await gate;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('metric-skeleton')).toHaveCount(4);
  await expect(page.getByTestId('activity-skeleton')).toHaveCount(3);
  await page.goto('/dashboard/clients');
  await expect(page.getByTestId('client-skeleton')).toHaveCount(6);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/dashboard/overview');
  await expect(page.getByText('Nenhuma atividade recente')).toBeVisible();
  await expect(page.getByText('Comentários dos clientes aparecerão aqui')).toBeVisible();

  const [c] = await db.insert(clients).values({ agencyId: agency.id, name: 'Loja Sol' }).returning();
  const [f] = await db.insert(canvases).values({ agencyId: agency.id, clientId: c.id, title: 'Funil Verão', status: 'needs_adjustments' }).returning();
  await db.insert(canvases).values({ agencyId: agency.id, clientId: c.id, title: 'Funil Inverno', status: 'approved' });
  const ago = (m: number) => new Date(Date.now() - m * 60_000);
  await db.insert(approvals).values([
    {
      agencyId: agency.id,
      canvasId: f.id,
      status: 'adjustment_requested',
      feedback: 'Trocar o título do topo',
      reviewerKind: 'client',
      reviewerName: 'Carla',
      createdAt: ago(5),
    },
    { agencyId: agency.id, canvasId: f.id, status: 'approved', reviewerKind: 'client', reviewerName: 'Carla', createdAt: ago(60) },
  ]);
  await db
    .insert(comments)
    .values({ agencyId: agency.id, canvasId: f.id, authorKind: 'client', authorName: 'Carla', content: 'Adorei as cores', createdAt: ago(30) });

  await page.reload();
  await expect(page.getByTestId('metric-totalClients')).toContainText('1');
  await expect(page.getByTestId('metric-approvedFunnels')).toContainText('1');
  await expect(page.getByTestId('metric-adjustmentFunnels')).toContainText('1');
  await expect(page.getByTestId('metric-awaitingApprovalFunnels')).toContainText('0');
  const items = page.getByTestId('activity-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAttribute('data-type', 'adjustment_request');
  await expect(items.nth(0).getByText('Ajuste Solicitado')).toBeVisible();
  await expect(items.nth(0).getByText('Observações do Cliente:')).toBeVisible();
  await expect(items.nth(0).getByText('Trocar o título do topo')).toBeVisible();
  await expect(items.nth(1).getByText('Adorei as cores')).toBeVisible();
  await expect(items.nth(2).getByText('Aprovado')).toBeVisible();
  await expect(items.nth(0).locator('time')).toHaveText(/^\d{1,2} de [a-zç]{3}\.?, \d{2}:\d{2}$/);

  // D18: a failed call shows an inline error with Tentar novamente
  let fail = true;
  await page.route('**/api/metrics', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Erro interno do servidor. Tente novamente."}' }) : route.continue(),
  );
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as métricas' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('metric-totalClients')).toContainText('1');
});
