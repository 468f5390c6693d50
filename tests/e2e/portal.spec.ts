// Client portal and public review journeys: two browser contexts, agency and client.

import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { approvals, canvases, clientAccesses, comments } from '../../src/server/db/schema.ts';
import { flushNotificationDigests } from '../../src/server/domain/notifications/digest.ts';
import { systemCtx } from '../../src/server/jobs/index.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/**
 * The agency hears from one reviewer at most once per 10 minutes (decision 008); what was held back
 * goes when the scheduler runs the digest after the window. This runs it as if that much time
 * had passed, each call later than the one before.
 */
let minutesLater = 0;
async function runDigestsLater(db: Db, mailer: Mailer, publicUrl: string) {
  minutesLater += 11;
  const clock = { now: () => new Date(Date.now() + minutesLater * 60_000) };
  await flushNotificationDigests(systemCtx(db, { mailer, publicUrl, clock, log: { warn: () => {}, error: (o) => console.error(o) } }));
}

async function clientLoginUI(page: Page, email: string, password: string) {
  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/client-dashboard/);
}

test('agency publishes, client comments, asks for adjustments, sees the changes and approves', async ({ browser, db, mailer, baseURL }) => {
  test.setTimeout(180_000); // a long journey in two browsers on a shared, busy machine
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'draft',
    title: 'Funil de Lançamento',
    content: sampleContent(),
  });
  await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'draft', title: 'Rascunho Secreto', content: sampleContent() });

  const agencyCtx = await browser.newContext({ baseURL });
  const agency = await agencyCtx.newPage();
  await loginUI(agency, ag.email, ag.password);
  // The agency publishes through the editor's call (D9: version 1 is the published snapshot).
  const publish = async (content?: ReturnType<typeof sampleContent>) => {
    const r = await agency.request.put(`/api/canvases/${canvas.id}`, { headers: JSON_HEADERS, data: { status: 'published', ...(content ? { content } : {}) } });
    expect(r.status(), await r.text()).toBe(200);
  };
  await publish();

  const clientCtx = await browser.newContext({ baseURL });
  const client = await clientCtx.newPage();
  await client.goto('/client-dashboard');
  await expect(client).toHaveURL(/\/client-auth/); // not signed in
  await clientLoginUI(client, cl.email, cl.password);
  await expect(toastEl(client).getByText('Bem-vindo!')).toBeVisible();
  await expect(client.getByTestId('client-name')).toHaveText('Loja Azul');
  await expect(client.getByRole('heading', { name: 'Status dos Funis' })).toBeVisible();
  await expect(client.getByTestId('counter-totalParaAprovacao')).toHaveText('1');
  await expect(client.getByText('Funil de Lançamento')).toBeVisible();
  await expect(client.getByText('Rascunho Secreto')).toHaveCount(0); // drafts are never shown

  await client.getByRole('link', { name: 'Ver Funil' }).click();
  await expect(client).toHaveURL(new RegExp(`/client-canvas/${canvas.id}$`));
  await expect(client.getByRole('heading', { name: 'Funil de Lançamento' })).toBeVisible();
  // decision 008: the published version, never the live draft: the portal does not join the live socket
  await expect(client.locator('[data-live]')).toHaveAttribute('data-live', 'off');
  // client tools only (docs/product.md)
  const tools = client.getByRole('navigation', { name: 'Ferramentas' });
  await expect(tools.getByRole('button', { name: 'Comentários', exact: true })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Desenhar' })).toBeEnabled();
  await expect(tools.getByRole('button', { name: 'Mover Funil' })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Componentes' })).toHaveCount(0);

  // a comment pinned to the Checkout component (the editor in client mode)
  await tools.getByRole('button', { name: 'Comentários', exact: true }).click();
  // The tool opens the history panel over the right of the canvas: click the component once
  // the panel is there, on its left part, which the panel cannot cover.
  await expect(client.getByTestId('threads-panel')).toBeVisible();
  await client.locator('.react-flow__node[data-id="component-2"]').click({ position: { x: 20, y: 60 } });
  const dialog = client.getByRole('dialog', { name: 'Adicionar Comentário' });
  await expect(dialog.getByText('Fixado em: Checkout')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  await dialog.getByLabel('Comentário').fill('Trocar a cor do botão de compra');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  // one panel, Histórico de Comentários, opened by the Comentários tool: threads, open and resolved
  const panel = client.getByTestId('threads-panel');
  await expect(panel.getByText('Trocar a cor do botão de compra')).toBeVisible();
  await expect.poll(async () => (await db.select().from(comments).where(eq(comments.canvasId, canvas.id))).length).toBe(1);

  // adjustment request: feedback required
  await client.getByRole('button', { name: 'Voltar como Ajuste' }).click();
  const adjust = client.getByRole('dialog', { name: 'Voltar como Ajuste' });
  await expect(adjust.getByRole('button', { name: 'Enviar Solicitação' })).toBeDisabled();
  await adjust.getByLabel('Ajustes necessários').fill('O checkout precisa de um upsell');
  await adjust.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(toastEl(client).getByText('Solicitação de ajuste enviada!')).toBeVisible();
  await expect(client.locator('header [data-status="needs_adjustments"]')).toBeVisible();
  const [adj] = await db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
  expect(adj).toMatchObject({ status: 'adjustment_requested', version: 1, reviewerName: 'Loja Azul', feedback: 'O checkout precisa de um upsell' });
  await runDigestsLater(db, mailer, baseURL as string); // the comment was mailed a moment ago
  expect(
    mailer.sent.some(
      (m) => m.to === ag.email && m.subject === 'Ajuste solicitado: Funil de Lançamento' && m.text.includes(`/dashboard/canvas-editor?id=${canvas.id}`),
    ),
  ).toBe(true);
  expect(mailer.sent.some((m) => m.to === ag.email && m.subject === 'Novo comentário em Funil de Lançamento')).toBe(true);

  // the agency sees the comment and the request in its activity list and the funnel list (D10)
  await agency.goto('/dashboard/overview');
  const activity = agency.getByRole('list', { name: 'Atividade Recente' });
  await expect(activity.locator('[data-type="adjustment_request"]')).toContainText('O checkout precisa de um upsell');
  await expect(activity.locator('[data-type="adjustment_request"]')).toContainText('Ajuste Solicitado');
  await expect(activity.locator('[data-type="comment"]')).toContainText('Trocar a cor do botão de compra');

  // it resolves the comment and republishes with an upsell (version 2)
  const commentId = (await db.select().from(comments).where(eq(comments.canvasId, canvas.id)))[0].elementId;
  const resolved = await agency.request.patch(`/api/canvases/${canvas.id}/comments/${commentId}`, { headers: JSON_HEADERS, data: { resolved: true } });
  expect(resolved.status()).toBe(200);
  // the client's open page refreshes comments every few seconds (decision 008): resolved without reloading
  await expect(panel.getByRole('heading', { name: 'Resolvidos (1)' })).toBeVisible({ timeout: 30_000 });
  const current = (await (await agency.request.get(`/api/canvases/${canvas.id}`)).json()).content as ReturnType<typeof sampleContent>;
  current.components.push({ id: 'component-3', type: 'upsell-page', position: { x: 900, y: 100 }, data: { title: 'Upsell', description: '' } });
  await publish(current);

  // the open page offers the new version (it never swaps it in by itself) ...
  const offer = client.getByTestId('new-version');
  await expect(offer).toContainText('A agência publicou a versão 2 deste funil.', { timeout: 15_000 });
  // ... and the client sees what changed since the version it reviewed (D9) and can hide it
  await offer.getByRole('button', { name: 'Ver nova versão' }).click();
  await expect(client.getByTestId('diff-banner')).toContainText('Mudanças desde a versão que você revisou (v1)');
  await expect(client.locator('.react-flow__node[data-id="component-3"]')).toBeVisible();
  const diffStyle = client.locator('style[data-diff]');
  await expect(diffStyle).toHaveCount(1);
  expect(await diffStyle.textContent()).toContain('[data-id="component-3"]');
  expect(await diffStyle.textContent()).not.toContain('[data-id="component-1"]');
  await client.getByLabel('Mostrar alterações').click();
  await expect(diffStyle).toHaveCount(0);

  // the agency keeps editing without publishing: the client still sees version 2 (decision 008)
  const draft = structuredClone(current);
  draft.components.push({ id: 'component-4', type: 'thank-you-page', position: { x: 1300, y: 100 }, data: { title: 'Rascunho', description: '' } });
  const patched = await agency.request.patch(`/api/canvases/${canvas.id}`, { headers: JSON_HEADERS, data: { content: { components: draft.components } } });
  expect(patched.status()).toBe(200);
  await client.reload();
  await expect(client.locator('.react-flow__node[data-id="component-3"]')).toBeVisible();
  await expect(client.locator('.react-flow__node[data-id="component-4"]')).toHaveCount(0);
  await tools.getByRole('button', { name: 'Histórico de Comentários' }).click();
  await expect(panel.getByRole('heading', { name: 'Resolvidos (1)' })).toBeVisible();

  // approval with the celebration for 3 s
  await client.getByRole('button', { name: 'Aprovar Funil' }).click();
  await client.getByRole('dialog', { name: 'Aprovar Funil' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(client.getByTestId('celebration')).toBeVisible();
  await expect(toastEl(client).getByText('Funil aprovado!')).toBeVisible();
  await expect(client.locator('header [data-status="approved"]')).toBeVisible();
  await expect(client.getByTestId('celebration')).toBeHidden({ timeout: 5000 });
  const decisions = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.canvasId, canvas.id), eq(approvals.status, 'approved')));
  expect(decisions[0]).toMatchObject({ version: 2, reviewerKind: 'client' });
  await runDigestsLater(db, mailer, baseURL as string);
  expect(mailer.sent.some((m) => m.to === ag.email && m.subject === 'Funil aprovado: Funil de Lançamento')).toBe(true);
  await agency.goto('/dashboard/overview');
  await expect(agency.getByRole('list', { name: 'Atividade Recente' }).locator('[data-type="approval"]')).toContainText('Funil de Lançamento');
  await agency.goto('/dashboard/funnels');
  await expect(agency.locator('[data-status="approved"]').first()).toBeVisible();

  // back to the dashboard: counters follow
  await client.getByRole('link', { name: 'Voltar', exact: true }).click();
  await expect(client).toHaveURL(/\/client-dashboard$/);
  await expect(client.getByTestId('counter-totalApproved')).toHaveText('1');

  // an agency session is not a client session, and Sair ends the client's
  await agency.goto('/client-dashboard');
  await expect(agency).toHaveURL(/\/client-auth/);
  await client.getByRole('button', { name: 'Sair' }).click();
  await expect(client).toHaveURL(/\/client-auth/);
  await agencyCtx.close();
  await clientCtx.close();
});

test('client login errors and a switched-off access', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'business' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Padaria Sol' });
  await page.goto('/client-auth');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email é obrigatório')).toBeVisible();
  await page.getByLabel('Email').fill(cl.email);
  await page.getByLabel('Senha').fill('errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(toastEl(page).getByText('Erro no login')).toBeVisible();
  await expect(toastEl(page).getByText('Email ou senha incorretos')).toBeVisible();

  await clientLoginUI(page, cl.email, cl.password);
  await expect(page.getByText('Nenhum funil encontrado')).toBeVisible();
  await db.update(clientAccesses).set({ isActive: false }).where(eq(clientAccesses.id, cl.access.id));
  await page.reload();
  await expect(page).toHaveURL(/\/client-auth/);
  await expect(toastEl(page).getByText('Sessão expirada')).toBeVisible();
});

test('Business: drawing is not offered to the client (D5)', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'business' });
  const cl = await seedClientAccess(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'published', content: sampleContent() });
  await clientLoginUI(page, cl.email, cl.password);
  await page.goto(`/client-canvas/${canvas.id}`);
  const tools = page.getByRole('navigation', { name: 'Ferramentas' });
  await expect(tools.getByRole('button', { name: 'Comentários', exact: true })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Desenhar' })).toHaveCount(0);
});

test('Enterprise: the client draws in blue and deletes its own drawing', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'published', content: sampleContent() });
  await clientLoginUI(page, cl.email, cl.password);
  await page.goto(`/client-canvas/${canvas.id}`);
  await page.getByRole('navigation', { name: 'Ferramentas' }).getByRole('button', { name: 'Desenhar' }).click();
  const box = await page.getByTestId('draw-surface').boundingBox();
  if (!box) throw new Error('sem canvas');
  await page.mouse.move(box.x + 200, box.y + 500);
  await page.mouse.down();
  await page.mouse.move(box.x + 260, box.y + 540, { steps: 5 });
  await page.mouse.move(box.x + 320, box.y + 520, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('[data-drawing-author="client"]')).toHaveCount(1);
  await expect
    .poll(async () =>
      ((await db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].content as { drawings: { author: string; color: string }[] }).drawings.filter(
        (d) => d.author === 'client',
      ),
    )
    .toEqual([expect.objectContaining({ color: '#3b82f6' })]);
  // select it (tool off) and delete it; the agency's drawing stays
  await page.getByRole('navigation', { name: 'Ferramentas' }).getByRole('button', { name: 'Desenhar' }).click();
  await page.locator('[data-drawing-author="client"]').dispatchEvent('click');
  await page.keyboard.press('Delete');
  await expect(page.locator('[data-drawing-author="client"]')).toHaveCount(0);
  await expect(page.locator('[data-drawing-author="agency"]')).toHaveCount(1);
  await expect
    .poll(async () => ((await db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].content as { drawings: unknown[] }).drawings.length)
    .toBe(1);
});

test('public link: identification, adjustments, approval; revoked link', async ({ page, db, mailer, baseURL }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id);
  const link = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'published',
    title: 'Funil Público',
    publicLink: link,
    content: sampleContent(),
  });

  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await expect(ident).toBeVisible();
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(ident.getByText('Informe seu nome', { exact: true })).toBeVisible();
  await ident.getByLabel('Nome').fill('Bruna Revisora');
  await ident.getByLabel('Email').fill('bruna@x.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await expect(ident).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Funil Público' })).toBeVisible();
  // drawn by the editor (read-only): components and the connection
  await expect(page.locator('.react-flow__node-component')).toHaveCount(2);
  await expect(page.locator('.react-flow__edge[data-id="connection-1"]')).toHaveCount(1);
  // remembered on this browser
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Funil Público' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Identifique-se' })).toHaveCount(0);
  // zoom buttons work
  const zoomLabel = page.getByRole('button', { name: 'Redefinir zoom' });
  const before = await zoomLabel.textContent();
  await page.getByRole('button', { name: 'Aumentar zoom' }).click();
  // the end of the zoom animation: a click during it could land beside the component it aims at
  await expect(zoomLabel).toHaveText(`${Number.parseInt(before ?? '0', 10) + 20}%`);

  // a comment pinned to a component, seen in Histórico de Comentários and in the agency's activity rows
  const tools = page.getByRole('navigation', { name: 'Ferramentas' });
  await expect(tools.getByRole('button', { name: 'Desenhar' })).toHaveCount(0);
  await tools.getByRole('button', { name: 'Comentários', exact: true }).click();
  await expect(page.getByTestId('threads-panel')).toBeVisible();
  await page.locator('.react-flow__node[data-id="component-2"]').click({ position: { x: 20, y: 60 } });
  const add = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  await expect(add.getByText('Fixado em: Checkout')).toBeVisible();
  await add.getByLabel('Comentário').fill('Gostei do checkout');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByTestId('threads-panel').getByText('Gostei do checkout')).toBeVisible();
  await expect
    .poll(async () => (await db.select().from(comments).where(eq(comments.canvasId, canvas.id))).map((c) => [c.authorKind, c.authorName, c.content]))
    .toEqual([['public', 'Bruna Revisora', 'Gostei do checkout']]);
  await tools.getByRole('button', { name: 'Comentários', exact: true }).click();

  await page.getByRole('button', { name: 'Ajustes' }).click();
  const adj = page.getByRole('dialog', { name: 'Solicitar Ajustes' });
  await expect(adj.getByRole('button', { name: 'Enviar Feedback' })).toBeDisabled();
  await adj.getByLabel('Feedback').fill('Falta a página de obrigado');
  await adj.getByRole('button', { name: 'Enviar Feedback' }).click();
  await expect(toastEl(page).getByText('Feedback enviado!')).toBeVisible();
  // an unverified reviewer's decision is recorded but never moves the status (decision 008)
  await expect(page.locator('header [data-status="published"]')).toBeVisible();

  await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
  // With a mouse the optional comment still takes focus (on a phone it waits for a tap: phone-review.spec)
  await expect(page.getByRole('dialog', { name: 'Aprovar Funil' }).getByLabel('Comentário (opcional)')).toBeFocused();
  await page.getByRole('dialog', { name: 'Aprovar Funil' }).getByRole('button', { name: 'Aprovar' }).click();
  // The dialog closes on the answer, which comes once the agency's notice is recorded; the toast
  // alone could still be the adjustment's, whose text is the same.
  await expect(page.getByRole('dialog', { name: 'Aprovar Funil' })).toBeHidden();
  // unverified: recorded, moves nothing, so no celebration; the reviewer is told to verify
  await expect(toastEl(page).getByText('Para que sua decisão conte na aprovação, verifique seu email.')).toBeVisible();
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  await expect(page.locator('header [data-status="published"]')).toBeVisible();
  const rows = await db.select().from(approvals).where(eq(approvals.canvasId, canvas.id)).orderBy(approvals.createdAt);
  expect(rows.map((r) => [r.status, r.reviewerKind, r.reviewerName, r.reviewerEmail, r.verified])).toEqual([
    ['adjustment_requested', 'public', 'Bruna Revisora', 'bruna@x.test', false],
    ['approved', 'public', 'Bruna Revisora', 'bruna@x.test', false],
  ]);
  // the comment at once; the decisions that followed within 10 minutes in one digest
  expect(mailer.sent.filter((m) => m.to === ag.email).map((m) => m.subject)).toEqual(['Novo comentário em Funil Público']);
  await runDigestsLater(db, mailer, baseURL as string);
  expect(mailer.sent.filter((m) => m.to === ag.email).map((m) => m.subject)).toEqual([
    'Novo comentário em Funil Público',
    'Resumo de atividade em Funil Público: 1 aprovação, 1 pedido de ajustes',
  ]);

  // revoked: Funil não encontrado
  await db.update(canvases).set({ publicLink: null }).where(eq(canvases.id, canvas.id));
  await page.reload();
  await expect(page.getByText('Funil não encontrado')).toBeVisible();
});
