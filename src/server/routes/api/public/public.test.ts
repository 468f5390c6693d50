import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { newPublicLink } from '../../../../../tests/helpers/portal-seed.ts';
import { agencies, approvals, canvases, comments } from '../../../db/schema.ts';

const t = withTestApp();

async function world(status: 'draft' | 'published' | 'needs_adjustments' | 'approved' = 'published', plan: 'business' | 'enterprise' = 'enterprise') {
  return seedPublicFunnel(t, 'Funil Compartilhado', { plan, status, clientName: 'Cliente Público' });
}

const anon = () => new ApiClient(t.app);

describe('GET /api/public/canvas/:link (D6)', () => {
  it('answers only title, status, content, the names and version an exported PDF shows, and whether results are shown', async () => {
    const { link, canvas, ag } = await world('published');
    const r = await anon().get(`/api/public/canvas/${link}`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(Object.keys(body).sort()).toEqual(['agencyName', 'clientName', 'content', 'reviewer', 'showResults', 'status', 'title', 'version']);
    expect(body.reviewer).toBeNull();
    expect(body).toMatchObject({
      title: 'Funil Compartilhado',
      status: 'published',
      agencyName: ag.agency.name,
      clientName: 'Cliente Público',
      version: 1,
      showResults: false,
    });
    expect(body.content.components).toHaveLength(2);
    expect(r.body).not.toContain(canvas.agencyId);
    expect(r.body).not.toContain(canvas.clientId);
    for (const s of ['needs_adjustments', 'approved'] as const) {
      const w = await world(s);
      expect((await anon().get(`/api/public/canvas/${w.link}`)).statusCode).toBe(200);
    }
  });

  it('404 Funil não encontrado for drafts, unknown, revoked links and Business agencies', async () => {
    const draft = await world('draft');
    const revoked = await world('published');
    await t.db.update(canvases).set({ publicLink: null }).where(eq(canvases.id, revoked.canvas.id));
    const business = await world('published', 'business');
    for (const link of [draft.link, revoked.link, business.link, newPublicLink(), 'x', '%27or%201=1']) {
      const r = await anon().get(`/api/public/canvas/${link}`);
      expect(r.statusCode, link).toBe(404);
      expect(r.json()).toEqual({ error: 'Funil não encontrado' });
      const p = await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'approved', feedback: '', clientName: 'Ana' });
      expect(p.statusCode).toBe(404);
    }
    // a downgraded agency's link stops working
    const up = await world('published');
    await t.db.update(agencies).set({ plan: 'business' }).where(eq(agencies.id, up.ag.agency.id));
    expect((await anon().get(`/api/public/canvas/${up.link}`)).statusCode).toBe(404);
  });
});

describe('POST /api/public/canvas/:link/approvals', () => {
  it('approves: recorded for the reviewer (not verified: the status stays), email to the owner', async () => {
    const { ag, link, canvas } = await world('published');
    const r = await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'approved', feedback: '', clientName: '  Ana Souza ', email: 'ana@x.test' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 'published' });
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, canvas.id));
    expect(row.status).toBe('published');
    const [a] = await t.db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
    expect(a).toMatchObject({
      status: 'approved',
      reviewerKind: 'public',
      reviewerName: 'Ana Souza',
      reviewerEmail: 'ana@x.test',
      feedback: null,
      version: 1,
      verified: false,
      agencyId: ag.agency.id,
    });
    const mail = t.mailer.sent.find((m) => m.to === ag.email);
    expect(mail?.subject).toBe('Funil aprovado: Funil Compartilhado');
    expect(mail?.text).toContain('Ana Souza');
  });

  it("adjustment_requested and rejected need feedback; an unverified reviewer's leave Aprovado", async () => {
    for (const status of ['adjustment_requested', 'rejected'] as const) {
      const { link, canvas, cl } = await world('approved');
      // Approved by the client's own access on version 1, as the portal records it.
      await t.db.insert(approvals).values({
        agencyId: canvas.agencyId,
        canvasId: canvas.id,
        version: 1,
        status: 'approved',
        reviewerKind: 'client',
        reviewerName: 'Cliente Público',
        reviewerEmail: cl.email,
        verified: true,
      });
      const blank = await anon().post(`/api/public/canvas/${link}/approvals`, { status, feedback: '  ', clientName: 'Ana' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ error: 'Escreva seu feedback', field: 'feedback' });
      expect((await t.db.select().from(canvases).where(eq(canvases.id, canvas.id)))[0].status).toBe('approved');
      const ok = await anon().post(`/api/public/canvas/${link}/approvals`, { status, feedback: 'Trocar a headline', clientName: 'Ana' });
      expect(ok.json()).toEqual({ status: 'approved' });
      const [a] = await t.db
        .select()
        .from(approvals)
        .where(and(eq(approvals.canvasId, canvas.id), eq(approvals.reviewerKind, 'public')));
      expect(a).toMatchObject({ status, feedback: 'Trocar a headline', reviewerKind: 'public', verified: false });
    }
  });

  it('validates name, status and email', async () => {
    const { link } = await world('published');
    const noName = await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'approved', feedback: '', clientName: '   ' });
    expect(noName.json()).toEqual({ error: 'Informe seu nome', field: 'clientName' });
    const bad = await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'talvez', feedback: 'x', clientName: 'Ana' });
    expect(bad.statusCode).toBe(400);
    const badMail = await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'approved', clientName: 'Ana', email: 'nao-email' });
    expect(badMail.json().error).toBe('Email inválido');
  });

  it('adds public comments (rows and email), pinned only to existing components', async () => {
    const { ag, link, canvas } = await world('published');
    const r = await anon().post(`/api/public/canvas/${link}/comments`, {
      clientName: 'Bruno',
      email: 'bruno@x.test',
      comment: { id: 'comment-p1', position: { x: 5, y: 5 }, content: 'Gostei', componentId: 'component-2' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const added = r.json().content.comments.find((c: { id: string }) => c.id === 'comment-p1');
    expect(added).toMatchObject({ author: 'Bruno', authorKind: 'public', componentId: 'component-2', resolved: false });
    const rows = await t.db.select().from(comments).where(eq(comments.canvasId, canvas.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ authorKind: 'public', authorName: 'Bruno', authorEmail: 'bruno@x.test', content: 'Gostei' });
    expect(t.mailer.sent.some((m) => m.to === ag.email && m.subject === 'Novo comentário em Funil Compartilhado')).toBe(true);
    const noEmail = await anon().post(`/api/public/canvas/${link}/comments`, {
      clientName: 'Bruno',
      email: '',
      comment: { id: 'c2', position: { x: 0, y: 0 }, content: 'x' },
    });
    expect(noEmail.statusCode).toBe(400);
  });

  it('is rate limited', async () => {
    const { link } = await world('published');
    let last = 0;
    for (let i = 0; i < 25; i++) {
      last = (await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'talvez', clientName: 'x' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
