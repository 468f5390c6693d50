// Reviewing on a phone (390x844, touch): a portal client and a public reviewer comment on the
// exact component, reply in a thread, draw with a finger and decide. The agency's canvas stays
// read-only on a phone, but its threads do not: it reads, answers and resolves the client's
// feedback from a bottom sheet. SHOTS_DIR=<folder> saves screenshots of each step.
import type { Locator } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { approvals, canvases, comments } from '../../src/server/db/schema.ts';
import { insertCommentRows } from '../../src/server/domain/comments/comment-rows.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, shot, test, toastEl } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The whole box is on the screen: nothing to scroll sideways for on a 390 px phone. */
async function expectOnScreen(el: Locator) {
  // Polled, the whole box at once: an element can be swapped for its real one as it is measured
  // (the public link's still "Identifique-se" gives way to the dialog when the code arrives).
  await expect
    .poll(async () => {
      const box = await el.boundingBox();
      return box ? { left: box.x >= 0, top: box.y >= 0, right: box.x + box.width <= 390, bottom: box.y + box.height <= 844 } : null;
    })
    .toEqual({ left: true, top: true, right: true, bottom: true });
}

const contentOf = async (db: Parameters<typeof seedCanvas>[0], id: string) =>
  (await db.select().from(canvases).where(eq(canvases.id, id)))[0].content as CanvasContent;

test('a client on a phone comments on a component, replies, draws and asks for an adjustment', async ({ page, db }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    status: 'published',
    title: 'Funil de Lançamento',
    content: sampleContent(),
  });

  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(cl.email);
  await page.getByLabel('Senha').fill(cl.password);
  await page.getByRole('button', { name: 'Entrar' }).tap();
  await page.waitForURL(/\/client-dashboard/);
  await page.getByRole('link', { name: 'Ver Funil' }).tap();
  await expect(page.getByRole('heading', { name: 'Funil de Lançamento' })).toBeVisible();
  await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'off'); // decision 008: no live socket for clients
  await expect(page.locator('.react-flow__node-component')).toHaveCount(2);
  await expect(page.getByText('Para desenhar, abra no computador')).toHaveCount(0);
  // The status fits the top bar under the title
  const status = page.locator('header').getByTestId('editor-status');
  await expect(status).toHaveText('Aguardando Aprovação');
  await expectOnScreen(status);

  // The client's tools and the decisions sit in the bottom dock, on the screen, with their names
  const dock = page.getByTestId('phone-dock');
  const tools = dock.getByRole('navigation', { name: 'Ferramentas' });
  for (const name of ['Comentários', 'Desenhar', 'Mover Funil', 'Histórico de Comentários']) {
    await expectOnScreen(tools.getByRole('button', { name, exact: true }));
  }
  await expect(tools.getByRole('button', { name: 'Componentes' })).toHaveCount(0);
  await expectOnScreen(dock.getByRole('button', { name: 'Voltar como Ajuste' }));
  await expectOnScreen(dock.getByRole('button', { name: 'Aprovar Funil' }));
  await shot(page, 'client-390');

  // Tap the Checkout component with Comentários on: the comment is pinned to it
  await tools.getByRole('button', { name: 'Comentários', exact: true }).tap();
  await expect(page.getByText('Toque em um componente para comentar')).toBeVisible();
  await page.locator('.react-flow__node[data-id="component-2"]').tap();
  const add = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  await expect(add.getByText('Fixado em: Checkout')).toBeVisible();
  await expectOnScreen(add);
  await expect(add.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  await add.getByLabel('Comentário').fill('O botão de compra está pequeno no celular');
  await shot(page, 'client-comment-dialog-390');
  await add.getByRole('button', { name: 'Adicionar' }).tap();
  await expect(add).toBeHidden();
  await expect(page.locator('.react-flow__node-comment')).toHaveCount(2); // the agency's note and the new pin
  // Stored on the server, pinned to the component id
  await expect
    .poll(async () => (await contentOf(db, canvas.id)).comments.find((c) => c.content === 'O botão de compra está pequeno no celular')?.componentId)
    .toBe('component-2');
  const [row] = await db.select().from(comments).where(eq(comments.canvasId, canvas.id));
  expect(row).toMatchObject({ authorKind: 'client', authorName: 'Loja Azul', content: 'O botão de compra está pequeno no celular' });

  // Histórico de Comentários: a bottom sheet with the threads; a reply goes into the thread
  await tools.getByRole('button', { name: 'Histórico de Comentários' }).tap();
  const sheet = page.getByTestId('threads-panel');
  await expectOnScreen(sheet);
  const thread = sheet.getByTestId('comment-thread').filter({ hasText: 'O botão de compra está pequeno no celular' });
  await expect(thread).toContainText('Checkout');
  await thread.getByRole('button', { name: 'Responder' }).tap();
  await thread.getByLabel('Resposta').fill('E a cor também');
  await shot(page, 'client-history-sheet-390');
  await thread.getByRole('button', { name: 'Responder' }).tap();
  await expect(thread.getByTestId('comment-reply')).toHaveText(/E a cor também/);
  await expect
    .poll(async () => (await contentOf(db, canvas.id)).comments.find((c) => c.content === 'E a cor também'))
    .toMatchObject({ parentId: row.elementId, componentId: 'component-2', authorKind: 'client' });
  await expect(page.locator('.react-flow__node-comment')).toHaveCount(2); // a reply is no second pin
  await sheet.getByRole('button', { name: 'Fechar histórico de comentários' }).tap();
  await expect(sheet).toBeHidden();

  // Desenhar with a finger (Enterprise, D5)
  await tools.getByRole('button', { name: 'Desenhar' }).tap();
  const box = await page.getByTestId('draw-surface').boundingBox();
  if (!box) throw new Error('sem superfície de desenho');
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [{ x: box.x + 80 + i * 10, y: box.y + 200 + Math.sin(i / 2) * 20 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= 12; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.locator('[data-drawing-author="client"]')).toHaveCount(1);
  await expect.poll(async () => (await contentOf(db, canvas.id)).drawings.filter((d) => d.author === 'client').map((d) => d.color)).toEqual(['#3b82f6']);
  await tools.getByRole('button', { name: 'Desenhar' }).tap();

  // Voltar como Ajuste from the dock; the dialog fits the phone
  await dock.getByRole('button', { name: 'Voltar como Ajuste' }).tap();
  const adjust = page.getByRole('dialog', { name: 'Voltar como Ajuste' });
  await expectOnScreen(adjust);
  await expect(adjust.getByRole('button', { name: 'Enviar Solicitação' })).toBeDisabled();
  // Feedback is required here: the field takes focus (and the keyboard comes up)
  await expect(adjust.getByLabel('Ajustes necessários')).toBeFocused();
  await adjust.getByLabel('Ajustes necessários').fill('Aumentar o botão de compra');
  await shot(page, 'client-adjust-dialog-390');
  await adjust.getByRole('button', { name: 'Enviar Solicitação' }).tap();
  await expect(toastEl(page).getByText('Solicitação de ajuste enviada!')).toBeVisible();
  const [decision] = await db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
  expect(decision).toMatchObject({ status: 'adjustment_requested', reviewerKind: 'client', feedback: 'Aumentar o botão de compra' });
});

test('a public reviewer on a phone identifies, comments on a component, replies and approves', async ({ page, db }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id);
  const link = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    status: 'published',
    title: 'Funil Público',
    publicLink: link,
    content: sampleContent(),
  });

  await page.goto(`/public/${link}`);
  const ident = page.getByRole('dialog', { name: 'Identifique-se' });
  await expectOnScreen(ident);
  await ident.getByLabel('Nome').fill('Bruna Revisora');
  await ident.getByLabel('Email').fill('bruna@x.test');
  await ident.getByRole('button', { name: 'Continuar' }).tap();
  await expect(ident).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Funil Público' })).toBeVisible();
  const dock = page.getByTestId('phone-dock');
  const tools = dock.getByRole('navigation', { name: 'Ferramentas' });
  await expect(tools.getByRole('button', { name: 'Desenhar' })).toHaveCount(0); // public reviewers only comment
  await expectOnScreen(dock.getByRole('button', { name: 'Ajustes' }));
  await expectOnScreen(dock.getByRole('button', { name: 'Aprovar', exact: true }));
  await shot(page, 'public-390');

  await tools.getByRole('button', { name: 'Comentários', exact: true }).tap();
  await page.locator('.react-flow__node[data-id="component-1"]').tap();
  const add = page.getByRole('dialog', { name: 'Adicionar Comentário' });
  await expect(add.getByText('Fixado em: Página de Captura')).toBeVisible();
  await add.getByLabel('Comentário').fill('Título muito longo para o celular');
  await add.getByRole('button', { name: 'Adicionar' }).tap();
  await expect(add).toBeHidden();
  await expect
    .poll(async () => (await db.select().from(comments).where(eq(comments.canvasId, canvas.id))).map((c) => [c.authorKind, c.authorName, c.content]))
    .toEqual([['public', 'Bruna Revisora', 'Título muito longo para o celular']]);
  const pinned = (await contentOf(db, canvas.id)).comments.find((c) => c.content === 'Título muito longo para o celular');
  expect(pinned?.componentId).toBe('component-1');
  await expect(page.locator(`.react-flow__node-comment[data-id="${pinned?.id}"]`)).toHaveCount(1);

  // A tap on the new pin opens its thread in the sheet; the reply is stored as part of it
  await tools.getByRole('button', { name: 'Comentários', exact: true }).tap();
  await page.locator(`.react-flow__node-comment[data-id="${pinned?.id}"]`).tap();
  const sheet = page.getByTestId('threads-panel');
  await expectOnScreen(sheet);
  const thread = sheet.locator(`[data-comment-id="${pinned?.id}"]`);
  await thread.getByRole('button', { name: 'Responder' }).tap();
  await thread.getByLabel('Resposta').fill('Pode ser "Baixe o guia"');
  await thread.getByRole('button', { name: 'Responder' }).tap();
  await expect(thread.getByTestId('comment-reply')).toHaveText(/Baixe o guia/);
  await expect.poll(async () => (await contentOf(db, canvas.id)).comments.find((c) => c.parentId === pinned?.id)?.content).toBe('Pode ser "Baixe o guia"');
  await shot(page, 'public-history-sheet-390');
  await sheet.getByRole('button', { name: 'Fechar histórico de comentários' }).tap();

  await dock.getByRole('button', { name: 'Aprovar', exact: true }).tap();
  const approve = page.getByRole('dialog', { name: 'Aprovar Funil' });
  await expectOnScreen(approve);
  // The comment is optional: no keyboard over the dialog until the reviewer taps the field
  await expect(approve.getByLabel('Comentário (opcional)')).not.toBeFocused();
  await expect(approve).toBeFocused();
  await shot(page, 'public-approve-dialog-390');
  await approve.getByRole('button', { name: 'Aprovar' }).tap();
  await expect(toastEl(page).getByText('Feedback enviado!')).toBeVisible();
  // An unverified reviewer's approval is recorded but moves nothing (decision 008): no celebration.
  await expect(toastEl(page).getByText('Para que sua decisão conte na aprovação, verifique seu email.')).toBeVisible();
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  const rows = await db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
  expect(rows.map((r) => [r.status, r.reviewerKind, r.reviewerName])).toEqual([['approved', 'public', 'Bruna Revisora']]);
});

test('the agency on a phone reads the client feedback, replies and resolves it; the canvas stays read-only', async ({ page, db }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Souza' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const content = sampleContent();
  const feedback = {
    id: 'comment-client',
    position: { x: 40, y: 20 },
    componentId: 'component-2',
    content: 'O preço precisa aparecer antes do botão',
    author: 'Loja Azul',
    authorKind: 'client' as const,
    timestamp: new Date().toISOString(),
  };
  content.comments.push(feedback);
  const canvas = await seedCanvas(db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'published', title: 'Funil de Vendas', content });
  await insertCommentRows(db, ag.agency.id, canvas.id, [feedback], { kind: 'client', name: 'Loja Azul', clientAccessId: cl.access.id });

  // Signs in on the phone and follows the comment from Atividade Recente to the funnel
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(ag.email);
  await page.getByLabel('Senha').fill(ag.password);
  await page.getByRole('button', { name: 'Entrar' }).tap();
  await page.waitForURL(/\/dashboard/);
  await page.getByTestId('activity-item').getByRole('link', { name: 'Funil de Vendas' }).tap();
  await expect(page.getByRole('heading', { name: 'Funil de Vendas' })).toBeVisible();
  await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'on', { timeout: 20_000 });
  await expect(page.locator('.react-flow__node-component')).toHaveCount(2);

  // Read-only canvas: no tools, no renaming, no component toolbar; the status is in the top bar
  await expect(page.getByText('Para desenhar, abra no computador')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ferramentas' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Componentes', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Renomear funil' })).toHaveCount(0);
  const status = page.locator('header').getByTestId('editor-status');
  await expect(status).toHaveText('Aguardando Aprovação');
  await expectOnScreen(status);
  await expectOnScreen(page.getByRole('button', { name: 'Ajustar à tela' }));
  await page.locator('.react-flow__node[data-id="component-2"]').tap();
  await expect(page.getByRole('toolbar', { name: 'Ações do componente' })).toHaveCount(0);
  const dock = page.getByTestId('phone-dock');
  const history = dock.getByRole('button', { name: 'Histórico de Comentários' });
  await expectOnScreen(history);
  await shot(page, 'agency-390');

  // A tap on the client's pin opens its thread in the sheet
  await page.locator('.react-flow__node-comment[data-id="comment-client"]').tap();
  const sheet = page.getByTestId('threads-panel');
  await expectOnScreen(sheet);
  const thread = sheet.locator('[data-comment-id="comment-client"]');
  await expect(thread).toContainText('O preço precisa aparecer antes do botão');
  await expect(thread).toContainText('Checkout');
  await expect(thread).toHaveClass(/ring-2/); // the tapped thread is the highlighted one
  await thread.getByRole('button', { name: 'Responder' }).tap();
  await thread.getByLabel('Resposta').fill('Movemos o preço para cima do botão');
  await thread.getByRole('button', { name: 'Responder' }).tap();
  await expect(thread.getByTestId('comment-reply')).toHaveText(/Movemos o preço/);
  await expect(thread.getByTestId('comment-reply')).toContainText('(agência)');
  await expect
    .poll(async () => (await contentOf(db, canvas.id)).comments.find((c) => c.parentId === 'comment-client'), { timeout: 15_000 })
    .toMatchObject({ content: 'Movemos o preço para cima do botão', authorKind: 'agency', author: 'Ana Souza', componentId: 'component-2' });
  await expect(page.locator('.react-flow__node-comment')).toHaveCount(2); // the reply is no new pin

  await thread.getByRole('button', { name: 'Marcar como resolvido' }).tap();
  await expect(toastEl(page).getByText('Comentário resolvido')).toBeVisible();
  await expect(sheet.locator('[data-comment-id="comment-client"]')).toHaveAttribute('data-resolved', 'true');
  await expect.poll(async () => (await contentOf(db, canvas.id)).comments.find((c) => c.id === 'comment-client')?.resolved).toBe(true);
  await shot(page, 'agency-history-sheet-390');

  // ...and reopened, as on a computer
  await sheet.locator('[data-comment-id="comment-client"]').getByRole('button', { name: 'Reabrir' }).tap();
  await expect(sheet.locator('[data-comment-id="comment-client"]')).toHaveAttribute('data-resolved', 'false');
  await expect.poll(async () => (await contentOf(db, canvas.id)).comments.find((c) => c.id === 'comment-client')?.resolved).toBe(false);
  await sheet.getByRole('button', { name: 'Fechar histórico de comentários' }).tap();
  await expect(sheet).toBeHidden();

  // Nothing on the canvas moved or was added
  const after = await contentOf(db, canvas.id);
  expect(after.components.map((c) => [c.id, c.position])).toEqual(content.components.map((c) => [c.id, c.position]));
  expect(after.drawings).toHaveLength(content.drawings.length);
  expect(after.connections).toHaveLength(content.connections.length);
  await expect(page.locator('.react-flow__node-component')).toHaveCount(2);
});
