// An approval the agency can trust (decision 008), in three browsers at once: the agency publishes
// v1; the client approves it; a stranger on the public link asks for adjustments and the funnel
// stays Aprovado, the stranger listed as não verificado; the agency changes the funnel and
// publishes v2; the client gets the email, opens its link, sees what changed and approves v2;
// the stranger proves their email with the code and approves as a verified guest.
import type { Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, test, toastEl } from './fixtures.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function publishInEditor(agency: Page) {
  await agency.getByRole('button', { name: 'Publicar', exact: true }).click();
  await agency.getByRole('alertdialog', { name: 'Publicar Funil para Cliente' }).getByRole('button', { name: 'Publicar' }).click();
  await expect(toastEl(agency).getByText('Funil publicado com sucesso!').first()).toBeVisible();
}

test('published versions, decisions per reviewer, a stranger who cannot overturn the client, a verified guest', async ({ browser, db, mailer, baseURL }) => {
  test.setTimeout(240_000); // three browsers on a shared, busy machine
  const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
  const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul', email: 'compras@lojaazul.test' });
  const link = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'draft',
    title: 'Funil de Lançamento',
    publicLink: link,
    content: sampleContent(),
  });
  const editorUrl = `/dashboard/canvas-editor?id=${canvas.id}`;
  const clientUrl = `/client-canvas/${canvas.id}`;

  // 1. The agency publishes v1 from the editor.
  const agencyCtx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const agency = await agencyCtx.newPage();
  await loginUI(agency, ag.email, ag.password);
  await agency.goto(editorUrl);
  await expect(agency.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
  await publishInEditor(agency);
  await expect(agency.locator('header [data-status]').first()).toHaveAttribute('data-status', 'published');

  // 2. The client opens the funnel's link signed out, signs in, lands on it and approves v1.
  const clientCtx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const client = await clientCtx.newPage();
  await client.goto(clientUrl);
  await expect(client).toHaveURL(/\/client-auth/);
  await client.getByLabel('Email').fill(cl.email);
  await client.getByLabel('Senha').fill(cl.password);
  await client.getByRole('button', { name: 'Entrar' }).click();
  await expect(client).toHaveURL(new RegExp(`${clientUrl}$`));
  await expect(client.getByRole('heading', { name: 'Funil de Lançamento' })).toBeVisible();
  await client.getByRole('button', { name: 'Aprovar Funil' }).click();
  await client.getByRole('dialog', { name: 'Aprovar Funil' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(client.locator('header [data-status]').first()).toHaveAttribute('data-status', 'approved');

  // 3. A stranger with the public link asks for adjustments: recorded, status stays Aprovado.
  const strangerCtx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const stranger = await strangerCtx.newPage();
  await stranger.goto(`/public/${link}`);
  const ident = stranger.getByRole('dialog', { name: 'Identifique-se' });
  await ident.getByLabel('Nome').fill('Estranho Curioso');
  await ident.getByLabel('Email').fill('estranho@fora.test');
  await ident.getByRole('button', { name: 'Continuar' }).click();
  await stranger.getByRole('button', { name: 'Ajustes', exact: true }).click();
  const adjust = stranger.getByRole('dialog', { name: 'Solicitar Ajustes' });
  await adjust.getByLabel('Feedback').fill('Troquem tudo.');
  await adjust.getByRole('button', { name: 'Enviar Feedback' }).click();
  await expect(toastEl(stranger).getByText('Feedback enviado!').first()).toBeVisible();
  await expect(stranger.locator('header [data-status]').first()).toHaveAttribute('data-status', 'approved');

  await agency.reload();
  await expect(agency.locator('header [data-status]').first()).toHaveAttribute('data-status', 'approved');
  await agency.getByRole('button', { name: 'Revisores' }).click();
  const panel = agency.getByRole('dialog', { name: 'Revisores' });
  const rows = panel.getByTestId('reviewer');
  await expect(rows.filter({ hasText: cl.email })).toContainText('Aprovado');
  await expect(rows.filter({ hasText: 'Estranho Curioso' })).toContainText('não verificado');
  await expect(rows.filter({ hasText: 'Estranho Curioso' })).toContainText('Ajustes solicitados');
  await agency.keyboard.press('Escape');

  // 4. The agency adds a step: the client still sees v1; the editor says it is unpublished.
  const changed = sampleContent();
  changed.components.push({ id: 'component-9', type: 'upsell-page', position: { x: 900, y: 100 }, data: { title: 'Upsell Novo', description: '' } });
  const patched = await agency.request.patch(`/api/canvases/${canvas.id}`, { headers: JSON_HEADERS, data: { content: { components: changed.components } } });
  expect(patched.status(), await patched.text()).toBe(200);
  await expect(agency.getByTestId('unpublished-badge')).toBeVisible({ timeout: 20_000 });
  await client.reload();
  await expect(client.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
  await expect(client.locator('.react-flow__node[data-id="component-9"]')).toHaveCount(0);
  await agency.getByRole('button', { name: 'Revisores' }).click();
  await expect(panel.getByTestId('approved-changed')).toHaveText('Aprovado na versão 1 — mudou desde então');
  await agency.keyboard.press('Escape');

  // 5. Republishing reopens the review and emails the client what changed.
  const before = mailer.sent.length;
  await publishInEditor(agency);
  await expect(agency.locator('header [data-status]').first()).toHaveAttribute('data-status', 'published');
  await expect(agency.getByTestId('unpublished-badge')).toHaveCount(0);
  await expect.poll(() => mailer.sent.slice(before).filter((m) => m.to === cl.email).length).toBe(1);
  const mail = mailer.sent.slice(before).find((m) => m.to === cl.email);
  expect(mail?.subject).toBe('Nova versão para revisar: Funil de Lançamento');
  expect(mail?.text).toContain('O que mudou desde a versão 1, que você avaliou: 1 elemento adicionado');
  const mailedLink = mail?.text.match(/Abrir o funil: (\S+)/)?.[1] ?? '';
  expect(mailedLink).toBe(`${baseURL}${clientUrl}`);

  // 6. The client follows the email's link, sees what changed and approves v2.
  await client.goto(mailedLink);
  await expect(client.locator('.react-flow__node[data-id="component-9"]')).toBeVisible();
  await expect(client.getByTestId('diff-banner')).toContainText('Mudanças desde a versão que você revisou (v1)');
  await expect(client.getByTestId('diff-banner')).toContainText('1 novo(s)');
  await expect(client.locator('header [data-status]').first()).toHaveAttribute('data-status', 'published');
  await client.getByRole('button', { name: 'Aprovar Funil' }).click();
  await client.getByRole('dialog', { name: 'Aprovar Funil' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(client.locator('header [data-status]').first()).toHaveAttribute('data-status', 'approved');

  // 7. The stranger proves their email and approves as a verified guest.
  await stranger.reload();
  await stranger.getByTestId('reviewer-badge').getByRole('button', { name: 'Verificar meu email' }).click();
  const verify = stranger.getByRole('dialog', { name: 'Verificar meu email' });
  await verify.getByRole('button', { name: 'Enviar código' }).click();
  await expect.poll(() => mailer.sent.filter((m) => m.to === 'estranho@fora.test' && m.subject.startsWith('Seu código')).length).toBe(1);
  const code = mailer.sent.find((m) => m.to === 'estranho@fora.test' && m.subject.startsWith('Seu código'))?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  await verify.getByLabel('Código').fill(code);
  await verify.getByRole('button', { name: 'Verificar' }).click();
  await expect(stranger.getByTestId('reviewer-badge')).toContainText('Verificado como Estranho Curioso');
  await stranger.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await stranger.getByRole('dialog', { name: 'Aprovar Funil' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(stranger.getByTestId('celebration')).toBeVisible();

  // The agency's record: each reviewer, their newest decision, its version, verified or not.
  const reviews = await (await agency.request.get(`/api/canvases/${canvas.id}/reviews`)).json();
  expect(reviews.publishedVersion).toBe(2);
  type Row = { email: string; verified: boolean };
  const rowOf = (email: string, verified: boolean) => reviews.reviewers.find((r: Row) => r.email === email && r.verified === verified);
  expect(rowOf(cl.email, true)).toMatchObject({ kind: 'client', decision: 'approved', version: 2 });
  // who they are, not what they typed: the verified guest's row, and the earlier unverified one
  expect(rowOf('estranho@fora.test', true)).toMatchObject({ kind: 'public', decision: 'approved', version: 2 });
  expect(rowOf('estranho@fora.test', false)).toMatchObject({ kind: 'public', decision: 'adjustment_requested', version: 1 });
  await agency.reload();
  await expect(agency.locator('header [data-status]').first()).toHaveAttribute('data-status', 'approved');
  await agency.getByRole('button', { name: 'Revisores' }).click();
  const verifiedRow = rows.filter({ hasText: 'Estranho Curioso' }).filter({ hasNotText: 'não verificado' });
  await expect(verifiedRow).toContainText('Aprovado');
  await expect(rows.filter({ hasText: 'Estranho Curioso' }).filter({ hasText: 'não verificado' })).toContainText('Pediu ajustes a versão 1');
  if (process.env.SHOTS_DIR) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await agency.setViewportSize({ width, height });
      await agency.screenshot({ path: `${process.env.SHOTS_DIR}/reviewers-verified-and-not-${width}.png` });
    }
    await agency.setViewportSize({ width: 1440, height: 900 });
  }
  await expect(panel.getByTestId('approved-changed')).toHaveCount(0);

  await agencyCtx.close();
  await clientCtx.close();
  await strangerCtx.close();
});
