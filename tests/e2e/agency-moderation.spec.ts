// The agency moderates (decision 008): deletes any comment after a confirmation naming it, and
// changes a member's role in the team card (owner and admin).
// Screenshots go to SHOTS_DIR when set.
import { eq } from 'drizzle-orm';
import { comments, users } from '../../src/server/db/schema.ts';
import { insertCommentRows } from '../../src/server/domain/comments/comment-rows.ts';
import type { CanvasComment } from '../../src/shared/canvas/content.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedTeamMember } from '../helpers/canvas-fixtures.ts';
import { sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test, toastEl } from './fixtures.ts';

test("the agency deletes a client's comment after confirming, on a computer and on a phone", async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul' });
  const now = new Date().toISOString();
  const fromClient: CanvasComment = {
    id: 'comment-cli',
    position: { x: 140, y: 260 },
    content: 'Trocar a cor do botão de compra',
    author: 'Carla Cliente',
    authorKind: 'client',
    timestamp: now,
  };
  const fromPublic: CanvasComment = {
    id: 'comment-pub',
    position: { x: 520, y: 260 },
    content: 'Achei o texto longo',
    author: 'Bruno Revisor',
    authorKind: 'public',
    timestamp: now,
  };
  const base = sampleContent();
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'published',
    title: 'Funil Comentado',
    content: { ...base, comments: [...base.comments, fromClient, fromPublic] },
  });
  await insertCommentRows(db, ag.agency.id, canvas.id, [fromClient], { kind: 'client', name: 'Carla Cliente', clientAccessId: cl.access.id });
  await insertCommentRows(db, ag.agency.id, canvas.id, [fromPublic], { kind: 'public', name: 'Bruno Revisor', email: 'bruno@x.test' });

  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await loginUI(page, ag.email, ag.password);
  await page.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await expect(page.locator('[data-live="on"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Comentários', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Histórico de Comentários' });
  await expect(panel).toContainText('Trocar a cor do botão de compra');
  // Every comment offers deletion to the agency, whoever wrote it.
  await expect(panel.getByRole('button', { name: 'Excluir comentário' })).toHaveCount(3);

  const clientThread = panel.locator('li', { hasText: 'Trocar a cor do botão de compra' }).first();
  await clientThread.getByRole('button', { name: 'Excluir comentário' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Excluir comentário?');
  await expect(dialog).toContainText('Carla Cliente (do cliente)');
  await expect(dialog).toContainText('“Trocar a cor do botão de compra”');
  await shot(page, 'comment-delete-confirm-1440');
  // Cancelar keeps it.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel).toContainText('Trocar a cor do botão de compra');

  await clientThread.getByRole('button', { name: 'Excluir comentário' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir comentário' }).click();
  await expect(toastEl(page).getByText('Comentário excluído')).toBeVisible();
  await expect(panel).not.toContainText('Trocar a cor do botão de compra');
  await expect.poll(async () => (await db.select().from(comments).where(eq(comments.canvasId, canvas.id))).map((r) => r.elementId)).toEqual(['comment-pub']);
  await shot(page, 'comment-panel-after-delete-1440');

  // A phone: the bottom sheet offers the same, with the same confirmation.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await ctx.storageState(), baseURL, hasTouch: true });
  const p = await phone.newPage();
  await p.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
  await p.getByTestId('phone-dock').getByRole('button', { name: 'Histórico de Comentários' }).click();
  const sheet = p.getByTestId('threads-panel');
  await expect(sheet).toContainText('Achei o texto longo');
  await sheet.locator('li', { hasText: 'Achei o texto longo' }).first().getByRole('button', { name: 'Excluir comentário' }).click();
  await expect(p.getByRole('alertdialog')).toContainText('Bruno Revisor (de revisor público)');
  await shot(p, 'comment-delete-confirm-390');
  await p.getByRole('alertdialog').getByRole('button', { name: 'Excluir comentário' }).click();
  await expect(sheet).not.toContainText('Achei o texto longo');
  await phone.close();
  await ctx.close();
});

test("the owner changes a member's role in the team card; an admin may too", async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona', seats: 5 });
  const creator = await seedTeamMember(db, ag.agency.id, 'creator');
  const admin = await seedTeamMember(db, ag.agency.id, 'admin');

  for (const width of [1440, 390]) {
    const ctx = await browser.newContext({ baseURL, viewport: { width, height: width > 400 ? 900 : 844 } });
    const page = await ctx.newPage();
    await loginUI(page, ag.email, ag.password);
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: 'Gerenciar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gerenciamento da Equipe' });
    const select = dialog.getByRole('combobox', { name: `Papel de ${creator.user.name}` });
    await expect(select).toBeVisible();
    // The owner's row has no select: its role never changes.
    await expect(dialog.getByRole('combobox', { name: /Papel de Ana Dona/ })).toHaveCount(0);
    if (width === 1440) {
      await select.click();
      await page.getByRole('option', { name: /Gestor/ }).click();
      await expect(toastEl(page).getByText('Papel atualizado')).toBeVisible();
      await expect(select).toHaveText('Gestor');
      await expect.poll(async () => (await db.select({ role: users.role }).from(users).where(eq(users.id, creator.user.id)))[0].role).toBe('gestor');
    }
    await shot(page, `team-card-roles-${width}`);
    await ctx.close();
  }

  // An admin opens the same list to change roles, without adding nor removing members.
  const actx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const ap = await actx.newPage();
  await loginUI(ap, admin.email, admin.password);
  await ap.goto('/dashboard/account');
  await ap.getByRole('button', { name: 'Gerenciar' }).click();
  const adialog = ap.getByRole('dialog', { name: 'Gerenciamento da Equipe' });
  await expect(adialog.getByRole('combobox', { name: `Papel de ${creator.user.name}` })).toBeVisible();
  await expect(adialog.getByRole('button', { name: /Remover/ })).toHaveCount(0);
  await expect(adialog.getByRole('button', { name: 'Adicionar Usuário' })).toHaveCount(0);
  await adialog.getByRole('combobox', { name: `Papel de ${creator.user.name}` }).click();
  await ap.getByRole('option', { name: /Criador/ }).click();
  await expect(toastEl(ap).getByText('Papel atualizado')).toBeVisible();
  await actx.close();
});
