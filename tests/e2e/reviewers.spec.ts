// The agency sees who reviews a funnel (decision 008): the "Revisores" panel in the editor, the
// "Alterações não publicadas" badge while the draft differs from the published version, and the
// reviewers on the funnel cards, at 1440 and 390 px. SHOTS_DIR=... saves the screenshots.
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, loginUI, shot, test } from './fixtures.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

for (const width of [1440, 390]) {
  test(`reviewers panel, unpublished badge and cards at ${width} px`, async ({ browser, db, baseURL }) => {
    test.setTimeout(120_000);
    const ag = await seedAgency(db, { plan: 'enterprise', name: 'Ana Dona' });
    const cl = await seedClientAccess(db, ag.agency.id, { name: 'Loja Azul', email: `compras-${width}@lojaazul.test` });
    await seedClientAccess(db, ag.agency.id, { clientId: cl.clientId, name: 'Loja Azul', email: `diretoria-${width}@lojaazul.test` });
    const canvas = await seedCanvas(db, {
      agencyId: ag.agency.id,
      clientId: cl.clientId,
      userId: ag.owner.id,
      title: 'Funil de Lançamento',
      content: sampleContent(),
    });

    const agencyCtx = await browser.newContext({ baseURL, viewport: { width, height: width > 500 ? 900 : 844 } });
    const agency = await agencyCtx.newPage();
    await loginUI(agency, ag.email, ag.password);
    const put = (data: unknown) => agency.request.put(`/api/canvases/${canvas.id}`, { headers: JSON_HEADERS, data });
    expect((await put({ status: 'published' })).status()).toBe(200);
    const linkRes = await agency.request.post(`/api/canvases/${canvas.id}/public-link`, { headers: JSON_HEADERS, data: {} });
    expect(linkRes.status(), await linkRes.text()).toBe(200);
    const link = (await linkRes.json()).publicLink;

    // The client approves v1; a stranger on the public link asks for adjustments.
    const clientCtx = await browser.newContext({ baseURL });
    const client = clientCtx.request;
    expect((await client.post('/api/client/login', { headers: JSON_HEADERS, data: { email: cl.email, password: cl.password } })).status()).toBe(200);
    expect((await client.get(`/api/client/canvas/${canvas.id}`)).status()).toBe(200);
    const approved = await client.post(`/api/client/canvas/${canvas.id}/approval`, {
      headers: JSON_HEADERS,
      data: { status: 'approve', feedback: 'Aprovado, podem seguir.' },
    });
    expect(await approved.json()).toMatchObject({ status: 'approved', version: 1 });
    const strangerRes = await clientCtx.request.post(`/api/public/canvas/${link}/approvals`, {
      headers: JSON_HEADERS,
      data: { status: 'adjustment_requested', feedback: 'Não gostei das cores.', clientName: 'Visitante', email: 'visitante@exemplo.test' },
    });
    expect(await strangerRes.json()).toEqual({ status: 'approved' });

    // The funnel list: the card shows the reviewers and stays Aprovado.
    await agency.goto('/dashboard/funnels');
    const card = agency.getByTestId('funnel-card').filter({ hasText: 'Funil de Lançamento' });
    await expect(card).toHaveAttribute('data-status', 'approved');
    await expect(card.getByTestId('card-reviewers')).toContainText('Loja Azul');
    await expect(card.getByTestId('card-reviewers')).toContainText('não verificado');
    await shot(agency, `cards-approved-${width}`);

    // The editor: a draft change shows the badge, and the panel says the approval is of v1.
    await agency.goto(`/dashboard/canvas-editor?id=${canvas.id}`);
    await expect(agency.locator('.react-flow__node[data-id="component-1"]')).toBeVisible();
    await expect(agency.getByTestId('unpublished-badge')).toHaveCount(0);
    const moved = sampleContent().components.map((c, i) => (i === 0 ? { ...c, position: { x: 140, y: 320 } } : c));
    expect((await agency.request.patch(`/api/canvases/${canvas.id}`, { headers: JSON_HEADERS, data: { content: { components: moved } } })).status()).toBe(200);
    await expect(agency.getByTestId('unpublished-badge')).toBeVisible({ timeout: 20_000 });
    await agency.getByRole('button', { name: 'Revisores' }).click();
    const panel = agency.getByRole('dialog', { name: 'Revisores' });
    await expect(panel.getByTestId('approved-changed')).toHaveText('Aprovado na versão 1 — mudou desde então');
    const rows = panel.getByTestId('reviewer');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: cl.email })).toContainText('Aprovado');
    await expect(rows.filter({ hasText: cl.email })).toContainText('Aprovado, podem seguir.');
    await expect(rows.filter({ hasText: `diretoria-${width}` })).toContainText('Aguardando');
    await expect(rows.filter({ hasText: 'Visitante' })).toContainText('não verificado');
    await expect(rows.filter({ hasText: 'Visitante' })).toContainText('Ajustes solicitados');
    await shot(agency, `editor-reviewers-panel-${width}`);
    await agency.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await shot(agency, `editor-unpublished-badge-${width}`);

    // Publishing the change reopens the review: v2, status back to Aguardando Aprovação.
    expect(await (await put({ status: 'published' })).json()).toMatchObject({ status: 'published', version: 2 });
    await agency.goto('/dashboard/funnels');
    await expect(card).toHaveAttribute('data-status', 'published');
    await expect(card).toContainText('Aprovado na versão 1 — mudou desde então');
    await shot(agency, `cards-republished-${width}`);
    await agencyCtx.close();
    await clientCtx.close();
  });
}
