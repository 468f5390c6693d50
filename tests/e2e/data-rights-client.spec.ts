// decision 012, client side: the client downloads "Meus dados" from the portal header; the agency
// removes an access choosing "anonimizar" in the dialog, and the funnel open in the editor shows
// the comment as "Cliente removido" at once. Screenshots go to SHOTS_DIR when set.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { approvals, clientAccesses, comments } from '../../src/server/db/schema.ts';
import { insertCommentRows } from '../../src/server/domain/comments/comment-rows.ts';
import type { CanvasComment } from '../../src/shared/canvas/content.ts';
import { ClientExportSchema, REMOVED_CLIENT_NAME } from '../../src/shared/schemas/client-data.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test, toastEl } from './fixtures.ts';

/** A published funnel with a comment and an approval of the access (as the portal writes them). */
async function seedReviewed(db: Parameters<typeof seedCanvas>[0], agencyId: string, cl: Awaited<ReturnType<typeof seedClientAccess>>, userId: string) {
  const fromClient: CanvasComment = {
    id: 'comment-carla',
    position: { x: 140, y: 260 },
    content: 'Trocar a cor do botão de compra',
    author: cl.clientName,
    authorKind: 'client',
    timestamp: new Date().toISOString(),
    componentId: 'component-1',
  };
  const base = sampleContent();
  const canvas = await seedCanvas(db, {
    agencyId,
    clientId: cl.clientId,
    userId,
    status: 'approved',
    title: 'Funil de Lançamento',
    content: { ...base, comments: [...base.comments, fromClient] },
  });
  await insertCommentRows(db, agencyId, canvas.id, [fromClient], { kind: 'client', name: cl.clientName, email: cl.email, clientAccessId: cl.access.id });
  await db.insert(approvals).values({
    agencyId,
    canvasId: canvas.id,
    version: 1,
    status: 'approved',
    feedback: 'Perfeito',
    reviewerKind: 'client',
    reviewerName: cl.clientName,
    reviewerEmail: cl.email,
    clientAccessId: cl.access.id,
    verified: true,
  });
  return { canvas, fromClient };
}

test('the client downloads "Meus dados" from the portal header and gets its own data', async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul', email: 'carla@lojaazul.test' });
  const other = await seedClientAccess(db, ag.agency.id, { clientId: cl.clientId, email: 'outra@lojaazul.test' });
  const { canvas } = await seedReviewed(db, ag.agency.id, cl, ag.owner.id);

  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await ctx.newPage();
  await page.goto('/client-auth');
  await page.getByLabel('Email').fill(cl.email);
  await page.getByLabel('Senha').fill(cl.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/client-dashboard/);
  const button = page.getByRole('banner').getByRole('button', { name: 'Meus dados' });
  await expect(button).toBeVisible();
  // The welcome toast would cover the header in the pictures.
  await toastEl(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(toastEl(page)).toHaveCount(0);
  await shot(page, 'portal-header-1440');
  // On a phone the button keeps its name (icon only) in the header.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(button).toBeVisible();
  await shot(page, 'portal-header-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = ClientExportSchema.parse(JSON.parse(readFileSync(await download.path(), 'utf8')));
  expect(data.profile).toMatchObject({ email: cl.email, clientName: 'Loja Azul', isActive: true });
  expect(data.comments).toEqual([
    expect.objectContaining({ funnelId: canvas.id, content: 'Trocar a cor do botão de compra', elementTitle: 'Página de Captura' }),
  ]);
  expect(data.decisions).toEqual([expect.objectContaining({ funnelId: canvas.id, decision: 'approved', feedback: 'Perfeito', version: 1 })]);
  expect(JSON.stringify(data)).not.toContain(other.email);
  await expect(toastEl(page).getByText('Seus dados foram baixados')).toBeVisible();

  // A refusal is told in pt-BR: the session ended meanwhile.
  await db.delete(clientAccesses).where(eq(clientAccesses.id, cl.access.id));
  await button.click();
  await expect(toastEl(page).getByText('Erro ao baixar seus dados')).toBeVisible();
  await ctx.close();
});

test('the agency anonymises an access in the dialog; the open funnel shows "Cliente removido" at once', async ({ browser, db, baseURL }) => {
  test.setTimeout(150_000);
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Verde', email: 'carla@lojaverde.test' });
  const { canvas, fromClient } = await seedReviewed(db, ag.agency.id, cl, ag.owner.id);

  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const editor = await ctx.newPage();
  await loginUI(editor, ag.email, ag.password);
  await editor.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(editor.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });
  await editor.getByRole('button', { name: 'Comentários', exact: true }).click();
  const panel = editor.getByRole('complementary', { name: 'Histórico de Comentários' });
  const thread = panel.locator('li', { hasText: fromClient.content }).first();
  await expect(thread).toContainText('Loja Verde');

  const page = await ctx.newPage();
  await page.goto('/dashboard/clients');
  await page.getByRole('button', { name: 'Painel do Cliente' }).click();
  await page.getByRole('button', { name: `Remover acesso de ${cl.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover acesso?' });
  await expect(dialog).toContainText(cl.email);
  await expect(dialog).toContainText(`assinados como "${REMOVED_CLIENT_NAME}"`);
  await expect(dialog).toContainText('O status dos funis é recalculado sem essas decisões.');
  // Nothing is chosen for the agency: the confirm button waits for a choice.
  const waiting = dialog.getByRole('button', { name: 'Escolha uma opção' });
  await expect(waiting).toBeDisabled();
  await dialog.getByRole('radio', { name: /Anonimizar comentários e decisões/ }).check();
  await shot(page, 'remove-access-dialog-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'remove-access-dialog-390');
  // The dialog scrolls on a phone: its buttons are reachable.
  await dialog.getByRole('button', { name: 'Anonimizar e remover' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Anonimizar e remover' })).toBeInViewport();
  await shot(page, 'remove-access-dialog-390-buttons');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Cancelar keeps it all.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(await db.select().from(clientAccesses).where(eq(clientAccesses.id, cl.access.id))).toHaveLength(1);

  await page.getByRole('button', { name: `Remover acesso de ${cl.email}` }).click();
  await dialog.getByRole('radio', { name: /Anonimizar comentários e decisões/ }).check();
  await dialog.getByRole('button', { name: 'Anonimizar e remover' }).click();
  await expect(toastEl(page).getByText('Acesso removido com sucesso!')).toBeVisible();
  await expect(toastEl(page)).toContainText(`1 comentário e 1 decisão agora aparecem como "${REMOVED_CLIENT_NAME}"`);
  await expect(page.getByText('Nenhum acesso ao painel configurado')).toBeVisible();

  // The editor open all along: the comment is still there, signed "Cliente removido", no reload.
  await expect(thread).toContainText(REMOVED_CLIENT_NAME);
  await expect(thread).not.toContainText('Loja Verde');
  await expect(thread).toContainText(fromClient.content);
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.canvasId, canvas.id), eq(comments.elementId, fromClient.id)));
  expect([row.authorName, row.authorEmail, row.clientAccessId]).toEqual([REMOVED_CLIENT_NAME, null, null]);
  const [decision] = await db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
  expect([decision.reviewerName, decision.reviewerEmail, decision.status]).toEqual([REMOVED_CLIENT_NAME, null, 'approved']);
  await ctx.close();
});
