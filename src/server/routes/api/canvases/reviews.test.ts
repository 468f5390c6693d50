// decision 008: clients see the published version, never the draft; decisions belong to a reviewer
// and a version; the status follows the client's own accesses; GET /api/canvases/:id/reviews.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { comment, seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin } from '../../../../../tests/helpers/portal.ts';
import { sampleContent, seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';
import { seedMember } from '../../../../../tests/helpers/workspace.ts';
import { approvals, canvases, canvasVersions } from '../../../db/schema.ts';
import { recordDecision } from '../../../domain/approvals/record-decision.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

/** An Enterprise agency, a client with two accesses, a funnel published once (v1) with a public link. */
async function world() {
  const ag = await seedAgency(t.db, { plan: 'enterprise' });
  const agency = await loginAs(t.app, ag.email, ag.password);
  const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Loja Azul' });
  const second = await seedClientAccess(t.db, ag.agency.id, { clientId: cl.clientId, name: 'Loja Azul' });
  const canvas = await seedCanvas(t.db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, title: 'Funil v1', content: sampleContent() });
  const pub = await agency.put(`/api/canvases/${canvas.id}`, { status: 'published' });
  expect(pub.statusCode, pub.body).toBe(200);
  expect(pub.json()).toMatchObject({ status: 'published', version: 1 });
  const link = (await agency.post(`/api/canvases/${canvas.id}/public-link`)).json().publicLink as string;
  const client = await clientLogin(t, cl.email, cl.password);
  return { ag, agency, cl, second, canvas, link, client };
}

const statusOf = async (id: string) => (await t.db.select({ s: canvases.status }).from(canvases).where(eq(canvases.id, id)))[0].s;
const decide = (c: ApiClient, id: string, status: 'approve' | 'adjust', feedback = '') => c.post(`/api/client/canvas/${id}/approval`, { status, feedback });
const stranger = (link: string, status: 'approved' | 'adjustment_requested', feedback = '') =>
  new ApiClient(t.app).post(`/api/public/canvas/${link}/approvals`, { status, feedback, clientName: 'Estranho', email: 'estranho@x.test' });

describe('published versions: clients never see the live draft', () => {
  it('portal, portal list and public link show v1 (title and structure) while the draft changes; comments stay live', async () => {
    const { agency, canvas, link, client } = await world();
    const draft = await agency.patch(`/api/canvases/${canvas.id}`, {
      title: 'Rascunho novo',
      content: {
        components: [{ id: 'component-9', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'Secreto', description: '' } }],
        comments: [
          ...sampleContent().comments,
          { ...comment('comment-reply', 'Resposta da agência'), author: 'Agência', authorKind: 'agency', visibility: 'client' },
        ],
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);

    const portal = (await client.get(`/api/client/canvas/${canvas.id}`)).json();
    expect(portal.title).toBe('Funil v1');
    expect(portal.content.components.map((c: { id: string }) => c.id)).toEqual(['component-1', 'component-2']);
    expect(portal.content.connections).toHaveLength(1);
    expect(portal.content.comments.map((c: { content: string }) => c.content)).toContain('Resposta da agência');
    expect(JSON.stringify(portal)).not.toContain('Secreto');

    const list = (await client.get('/api/client/canvases')).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Funil v1']);

    const pub = (await new ApiClient(t.app).get(`/api/public/canvas/${link}`)).json();
    expect(pub.title).toBe('Funil v1');
    expect(pub.content.components.map((c: { id: string }) => c.id)).toEqual(['component-1', 'component-2']);
    expect(JSON.stringify(pub)).not.toContain('Secreto');

    // The client pins a comment to a published component the draft no longer has: the pin holds,
    // and the agency sees it at once in the live document.
    const saved = await client.put(`/api/client/canvas/${canvas.id}`, {
      content: {
        comments: [{ ...comment('comment-c1', 'Mudar a captura'), componentId: 'component-1' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.components.map((c: { id: string }) => c.id)).toEqual(['component-1', 'component-2']);
    const live = (await agency.get(`/api/canvases/${canvas.id}`)).json();
    expect(live.content.comments.find((c: { id: string }) => c.id === 'comment-c1')).toMatchObject({ componentId: 'component-1', authorKind: 'client' });
    expect(live.content.components.map((c: { id: string }) => c.id)).toEqual(['component-9']);

    // Publishing the draft makes it what clients see.
    expect((await agency.put(`/api/canvases/${canvas.id}`, { status: 'published' })).json().version).toBe(2);
    const after = (await client.get(`/api/client/canvas/${canvas.id}`)).json();
    expect(after).toMatchObject({ title: 'Rascunho novo', version: 2 });
    expect(after.content.components.map((c: { id: string }) => c.id)).toEqual(['component-9']);
  });

  it('publishing an unchanged funnel records no version and keeps the status; a change reopens the review', async () => {
    const { agency, canvas, client } = await world();
    expect((await decide(client, canvas.id, 'approve')).json()).toEqual({ status: 'approved', version: 1 });

    // comments and drawings are not the structure: still unchanged
    const again = await agency.put(`/api/canvases/${canvas.id}`, { status: 'published', content: { comments: [] } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, status: 'approved' });
    expect(await t.db.select().from(canvasVersions).where(eq(canvasVersions.canvasId, canvas.id))).toHaveLength(1);

    // a changed title is a change
    const renamed = await agency.put(`/api/canvases/${canvas.id}`, { status: 'published', title: 'Funil v2' });
    expect(renamed.json()).toMatchObject({ version: 2, status: 'published', title: 'Funil v2' });
    const history = await t.db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
    expect(history.map((a) => [a.status, a.version])).toEqual([['approved', 1]]);

    // a moved component is a change too
    const moved = sampleContent().components.map((c, i) => (i === 0 ? { ...c, position: { x: 999, y: 100 } } : c));
    expect((await agency.put(`/api/canvases/${canvas.id}`, { status: 'published', content: { components: moved } })).json().version).toBe(3);
  });
});

describe('decisions belong to a reviewer and a version', () => {
  it("a stranger's adjustments leave Aprovado; the client's own adjustment after approving moves it", async () => {
    const { canvas, link, client } = await world();
    expect((await decide(client, canvas.id, 'approve')).statusCode).toBe(200);
    expect(await statusOf(canvas.id)).toBe('approved');

    for (let i = 0; i < 3; i++) expect((await stranger(link, 'adjustment_requested', 'Não gostei')).json()).toEqual({ status: 'approved' });
    expect(await statusOf(canvas.id)).toBe('approved');

    expect((await decide(client, canvas.id, 'adjust', 'Trocar a headline')).json()).toEqual({ status: 'needs_adjustments', version: 1 });
    expect((await decide(client, canvas.id, 'approve')).json()).toEqual({ status: 'approved', version: 1 });
    const rows = await t.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.canvasId, canvas.id), eq(approvals.reviewerKind, 'client')));
    expect(rows.every((r) => r.verified && r.version === 1)).toBe(true);
  });

  it('another access of the same client decides too: the latest client decision rules', async () => {
    const { canvas, client, second } = await world();
    const other = await clientLogin(t, second.email, second.password);
    await decide(client, canvas.id, 'approve');
    expect((await decide(other, canvas.id, 'adjust', 'Falta o preço')).json().status).toBe('needs_adjustments');
  });

  it('a verified public reviewer sets the status only while no client access decided on the version', async () => {
    const { ag, canvas, client } = await world();
    const pub = (decision: 'approved' | 'adjustment_requested', verified: boolean) =>
      recordDecision(t.db, {
        agencyId: ag.agency.id,
        canvasId: canvas.id,
        decision,
        feedback: decision === 'approved' ? '' : 'Ajustar',
        reviewerKind: 'public',
        reviewerName: 'Vera',
        reviewerEmail: 'vera@x.test',
        verified,
      });
    expect((await pub('approved', false)).status).toBe('published');
    expect((await pub('approved', true)).status).toBe('approved');
    expect((await pub('adjustment_requested', true)).status).toBe('needs_adjustments');
    await decide(client, canvas.id, 'approve');
    expect((await pub('adjustment_requested', true)).status).toBe('approved');
  });

  it('republishing a change reopens the review and keeps the earlier decisions in history', async () => {
    const { agency, canvas, client } = await world();
    await decide(client, canvas.id, 'approve');
    const v2 = await agency.put(`/api/canvases/${canvas.id}`, { status: 'published', title: 'Funil v2' });
    expect(v2.json()).toMatchObject({ status: 'published', version: 2 });
    const reviews = (await agency.get(`/api/canvases/${canvas.id}/reviews`)).json();
    expect(reviews.publishedVersion).toBe(2);
    expect(reviews.reviewers[0]).toMatchObject({ kind: 'client', decision: 'approved', version: 1 });
    expect((await decide(client, canvas.id, 'approve')).json()).toEqual({ status: 'approved', version: 2 });
  });
});

describe('GET /api/canvases/:id/reviews', () => {
  it('one row per reviewer with the newest decision, never-decided accesses, verified and last seen', async () => {
    const { agency, canvas, link, client, cl, second } = await world();
    clock.set('2026-11-23T12:00:00Z');
    await client.get(`/api/client/canvas/${canvas.id}`);
    clock.set('2026-11-23T12:30:00Z');
    await client.get(`/api/client/canvas/${canvas.id}`);
    await decide(client, canvas.id, 'adjust', 'Trocar a cor');
    await decide(client, canvas.id, 'approve', 'Perfeito');
    await stranger(link, 'adjustment_requested', 'Primeira');
    await new ApiClient(t.app).post(`/api/public/canvas/${link}/approvals`, {
      status: 'adjustment_requested',
      feedback: 'Segunda',
      clientName: 'Estranho',
      email: 'ESTRANHO@X.test',
    });

    const r = await agency.get(`/api/canvases/${canvas.id}/reviews`);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.publishedVersion).toBe(1);
    expect(body.reviewers).toHaveLength(3);
    const byEmail = (e: string) => body.reviewers.find((x: { email: string }) => x.email?.toLowerCase() === e.toLowerCase());
    expect(byEmail(cl.email)).toEqual({
      kind: 'client',
      name: 'Loja Azul',
      email: cl.email,
      verified: true,
      decision: 'approved',
      version: 1,
      feedback: 'Perfeito',
      decidedAt: expect.any(String),
      lastSeenAt: '2026-11-23T12:30:00.000Z',
    });
    expect(byEmail(second.email)).toEqual({
      kind: 'client',
      name: 'Loja Azul',
      email: second.email,
      verified: true,
      decision: null,
      version: null,
      feedback: null,
      decidedAt: null,
      lastSeenAt: null,
    });
    expect(byEmail('estranho@x.test')).toMatchObject({
      kind: 'public',
      verified: false,
      decision: 'adjustment_requested',
      feedback: 'Segunda',
      version: 1,
    });
    // An unverified guest has no visits: deciding shows they opened it (docs/decisions/022-internal-comments.md).
    expect(byEmail('estranho@x.test').lastSeenAt).toBe(byEmail('estranho@x.test').decidedAt);

    // the list's cards carry the same reviewers in short
    const card = (await agency.get('/api/canvases')).json().find((c: { id: string }) => c.id === canvas.id);
    expect(card.reviewers).toHaveLength(3);
    expect(card.reviewers[0]).toEqual({ kind: 'client', name: 'Loja Azul', email: cl.email, verified: true, decision: 'approved', version: 1 });
  });

  it("a stranger typing the client's email is a reviewer of their own: the client's rows keep their own decisions", async () => {
    const { agency, canvas, link, client, cl, second } = await world();
    expect((await decide(client, canvas.id, 'approve', 'Perfeito')).statusCode).toBe(200);
    const posing = (email: string, feedback: string) =>
      new ApiClient(t.app).post(`/api/public/canvas/${link}/approvals`, { status: 'adjustment_requested', feedback, clientName: 'Loja Azul', email });
    expect((await posing(cl.email.toUpperCase(), 'Sou o cliente')).statusCode).toBe(200);
    expect((await posing(second.email, 'Eu também')).statusCode).toBe(200);

    const reviewers = (await agency.get(`/api/canvases/${canvas.id}/reviews`)).json().reviewers as Record<string, unknown>[];
    const rowsOf = (email: string) => reviewers.filter((r) => (r.email as string | null)?.toLowerCase() === email.toLowerCase());
    expect(rowsOf(cl.email)).toEqual([
      expect.objectContaining({ kind: 'client', verified: true, decision: 'approved', feedback: 'Perfeito' }),
      expect.objectContaining({ kind: 'public', verified: false, decision: 'adjustment_requested', feedback: 'Sou o cliente' }),
    ]);
    // Seen when they decided, never when the client opened it.
    expect(rowsOf(cl.email)[1].lastSeenAt).toBe(rowsOf(cl.email)[1].decidedAt);
    expect(rowsOf(second.email)).toEqual([
      expect.objectContaining({ kind: 'client', verified: true, decision: null }),
      expect.objectContaining({ kind: 'public', verified: false, decision: 'adjustment_requested', feedback: 'Eu também' }),
    ]);
    expect(await statusOf(canvas.id)).toBe('approved');

    const card = (await agency.get('/api/canvases')).json().find((c: { id: string }) => c.id === canvas.id);
    const short = (card.reviewers as Record<string, unknown>[]).map((r) => [r.kind, r.verified, (r.email as string).toLowerCase(), r.decision]);
    expect(short).toEqual([
      ['client', true, cl.email.toLowerCase(), 'approved'],
      ['client', true, second.email.toLowerCase(), null],
      ['public', false, second.email.toLowerCase(), 'adjustment_requested'],
      ['public', false, cl.email.toLowerCase(), 'adjustment_requested'],
    ]);
  });

  it("the portal page's periodic refresh (?refresh=1) counts neither a view nor a visit", async () => {
    const { agency, canvas, client, cl } = await world();
    clock.set('2026-11-23T13:00:00Z');
    expect((await client.get(`/api/client/canvas/${canvas.id}`)).json().views).toBe(1);
    clock.set('2026-11-23T13:05:00Z');
    const refreshed = await client.get(`/api/client/canvas/${canvas.id}?refresh=1&t=1`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ views: 1, title: 'Funil v1' });
    const me = (await agency.get(`/api/canvases/${canvas.id}/reviews`)).json().reviewers.find((r: { email: string }) => r.email === cl.email);
    expect(me.lastSeenAt).toBe('2026-11-23T13:00:00.000Z');
    expect((await client.get(`/api/client/canvas/${canvas.id}?refresh=2`)).statusCode).toBe(400);
  });

  it('answers 404 to another agency and to a bad id; a creator may read it; 401 without a session', async () => {
    const { ag, canvas } = await world();
    const other = await seedAgency(t.db);
    const otherApi = await loginAs(t.app, other.email, other.password);
    expect((await otherApi.get(`/api/canvases/${canvas.id}/reviews`)).statusCode).toBe(404);
    expect((await otherApi.get('/api/canvases/nao-e-id/reviews')).statusCode).toBe(404);
    const creator = await seedMember(t.app, t.db, ag.agency.id, 'creator');
    const r = await creator.api.get(`/api/canvases/${canvas.id}/reviews`);
    expect(r.statusCode).toBe(200);
    expect(r.json().reviewers).toHaveLength(2);
    expect((await new ApiClient(t.app).get(`/api/canvases/${canvas.id}/reviews`)).statusCode).toBe(401);
  });
});
