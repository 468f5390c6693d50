// The client canvas routes (docs/product.md): reading, saving comments and drawings, approval; and the agency resolving comments.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin, seedPortalWorld } from '../../../../../tests/helpers/portal.ts';
import { sampleContent, seedClientAccess, seedVersion } from '../../../../../tests/helpers/portal-seed.ts';
import { approvals, canvases, comments } from '../../../db/schema.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

describe('client canvas', () => {
  it('reads a visible funnel and counts the view; drafts, other clients and other agencies are 404', async () => {
    const { ag, cl, draft, published } = await seedPortalWorld(t);
    const other = await seedClientAccess(t.db, ag.agency.id);
    const otherCanvas = await seedCanvas(t.db, { agencyId: ag.agency.id, clientId: other.clientId, status: 'published', content: sampleContent() });
    const ag2 = await seedAgency(t.db);
    const cl2 = await seedClientAccess(t.db, ag2.agency.id);
    const foreign = await seedCanvas(t.db, { agencyId: ag2.agency.id, clientId: cl2.clientId, status: 'published', content: sampleContent() });

    const c = await clientLogin(t, cl.email, cl.password);
    const r = await c.get(`/api/client/canvas/${published.id}?t=${Date.now()}`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      id: published.id,
      title: published.title,
      status: 'published',
      clientId: cl.clientId,
      clientName: cl.clientName, // the exported PDF's header
      views: 1,
      canDraw: true,
      lastReview: null,
      showResults: false, // until the agency shows the traffic results (docs/decisions/026)
    });
    expect(body.content.components).toHaveLength(2);
    expect((await c.get(`/api/client/canvas/${published.id}`)).json().views).toBe(2);

    for (const id of [draft.id, otherCanvas.id, foreign.id, 'nao-e-uuid', '00000000-0000-0000-0000-000000000000']) {
      const x = await c.get(`/api/client/canvas/${id}`);
      expect(x.statusCode).toBe(404);
      expect(x.json()).toEqual({ error: 'Funil não encontrado' });
      expect((await c.put(`/api/client/canvas/${id}`, { content: { comments: [] } })).statusCode).toBe(404);
      expect((await c.post(`/api/client/canvas/${id}/approval`, { status: 'approve' })).statusCode).toBe(404);
    }
    const [d] = await t.db.select().from(canvases).where(eq(canvases.id, draft.id));
    expect(d.views).toBe(0);
    expect(d.status).toBe('draft');
  });

  it('saves only comments and own drawings; components, connections, texts and agency items stay', async () => {
    const { ag, cl, published } = await seedPortalWorld(t);
    const c = await clientLogin(t, cl.email, cl.password);
    const before = (await c.get(`/api/client/canvas/${published.id}`)).json().content;
    const tampered = {
      ...before,
      components: [{ ...before.components[0], position: { x: 9999, y: 9999 }, data: { title: 'Hackeado' } }],
      connections: [],
      textElements: [{ id: 'text-x', type: 'paragraph', position: { x: 0, y: 0 }, content: 'intruso' }],
      comments: [
        // agency comment edited and "resolved" by the client: ignored
        { ...before.comments[0], content: 'alterado', resolved: true },
        {
          id: 'comment-c1',
          position: { x: 20, y: -10 },
          content: '  Trocar a cor do botão  ',
          author: 'Forjado',
          authorKind: 'agency',
          timestamp: '2000-01-01',
          componentId: 'component-1',
          resolved: true,
        },
        { id: 'comment-c2', position: { x: 0, y: 0 }, content: 'Resposta', timestamp: 'x', parentId: 'comment-agency' },
        { id: 'comment-c3', position: { x: 0, y: 0 }, content: 'Pin inválido', timestamp: 'x', componentId: 'nao-existe', parentId: 'nao-existe' },
      ],
      drawings: [
        {
          id: 'drawing-c1',
          type: 'brush',
          points: [
            { x: 0, y: 0 },
            { x: 3, y: 3 },
          ],
          color: '#ff0000',
          strokeWidth: 3,
          author: 'client',
        },
        { id: 'drawing-forged', type: 'brush', points: [{ x: 0, y: 0 }], color: '#f97316', strokeWidth: 3, author: 'agency' },
      ],
    };
    const r = await c.put(`/api/client/canvas/${published.id}`, { content: tampered });
    expect(r.statusCode, r.body).toBe(200);
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    const saved = row.content as typeof before;
    expect(saved.components).toEqual(sampleContent().components);
    expect(saved.connections).toEqual(sampleContent().connections);
    expect(saved.textElements).toEqual([]);
    expect(saved.comments[0]).toEqual(before.comments[0]);
    const c1 = saved.comments.find((x: { id: string }) => x.id === 'comment-c1');
    expect(c1).toMatchObject({
      content: 'Trocar a cor do botão',
      author: 'Loja Azul',
      authorKind: 'client',
      componentId: 'component-1',
      resolved: false,
      parentId: null,
    });
    expect(c1.timestamp).not.toBe('2000-01-01');
    expect(saved.comments.find((x: { id: string }) => x.id === 'comment-c2').parentId).toBe('comment-agency');
    expect(saved.comments.find((x: { id: string }) => x.id === 'comment-c3')).toMatchObject({ componentId: null, parentId: null });
    expect(saved.drawings.map((d: { id: string }) => d.id)).toEqual(['drawing-agency', 'drawing-c1']);
    expect(saved.drawings[1].color).toBe('#3b82f6');
    expect(r.json().content.comments).toHaveLength(4);

    // rows for the activity list (D10), and an email to the owner with the editor link (D12)
    const rows = await t.db.select().from(comments).where(eq(comments.canvasId, published.id));
    expect(rows.map((x) => x.elementId).sort()).toEqual(['comment-c1', 'comment-c2', 'comment-c3']);
    expect(rows.every((x) => x.authorKind === 'client' && x.authorName === 'Loja Azul' && x.agencyId === ag.agency.id)).toBe(true);
    const mail = t.mailer.sent.filter((m) => m.to === ag.email && m.subject.includes(published.title));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Novo comentário em ${published.title}`);
    expect(mail[0].text).toContain(`http://localhost:3000/dashboard/canvas-editor?id=${published.id}`);
    expect(mail[0].text).toContain('Trocar a cor do botão');

    // the client deletes its own comment and drawing, but not the agency's
    const now = r.json().content;
    const del = await c.put(`/api/client/canvas/${published.id}`, {
      content: { comments: now.comments.filter((x: { id: string }) => x.id === 'comment-c2'), drawings: [] },
    });
    expect(del.statusCode).toBe(200);
    const after = del.json().content;
    expect(after.comments.map((x: { id: string }) => x.id)).toEqual(['comment-agency', 'comment-c2']);
    expect(after.drawings.map((x: { id: string }) => x.id)).toEqual(['drawing-agency']);
    const left = await t.db.select().from(comments).where(eq(comments.canvasId, published.id));
    expect(left.map((x) => x.elementId)).toEqual(['comment-c2']);

    // leaving kinds out changes nothing
    const same = await c.put(`/api/client/canvas/${published.id}`, { content: {} });
    expect(same.json().content.comments).toHaveLength(2);
  });

  it('D5: new client drawings are refused with 403 on Business; comments still work', async () => {
    const { cl, published } = await seedPortalWorld(t, 'business');
    const c = await clientLogin(t, cl.email, cl.password);
    expect((await c.get(`/api/client/canvas/${published.id}`)).json().canDraw).toBe(false);
    const r = await c.put(`/api/client/canvas/${published.id}`, {
      content: {
        comments: [{ id: 'comment-b', position: { x: 0, y: 0 }, content: 'Oi', timestamp: 'x' }],
        drawings: [{ id: 'drawing-b', type: 'brush', points: [{ x: 0, y: 0 }], color: '#3b82f6', strokeWidth: 3, author: 'client' }],
      },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe('Desenhar no funil está disponível apenas no plano Enterprise da agência.');
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    expect((row.content as { comments: unknown[] }).comments).toHaveLength(1); // nothing applied
    const ok = await c.put(`/api/client/canvas/${published.id}`, {
      content: { comments: [{ id: 'comment-b', position: { x: 0, y: 0 }, content: 'Oi', timestamp: 'x' }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().content.comments).toHaveLength(2);
  });

  it('rejects invalid comments with a pt-BR 400', async () => {
    const { cl, published } = await seedPortalWorld(t);
    const c = await clientLogin(t, cl.email, cl.password);
    const r = await c.put(`/api/client/canvas/${published.id}`, {
      content: { comments: [{ id: 'c', position: { x: 0, y: 0 }, content: '   ', timestamp: 'x' }] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Comentário vazio');
  });

  it('approves and asks for adjustments, recording version, reviewer and feedback (D9, D10, D12)', async () => {
    const { ag, cl, published } = await seedPortalWorld(t);
    await seedVersion(t.db, published, 1, sampleContent());
    const c = await clientLogin(t, cl.email, cl.password);

    const blank = await c.post(`/api/client/canvas/${published.id}/approval`, { status: 'adjust', feedback: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Descreva os ajustes necessários', field: 'feedback' });
    expect((await t.db.select().from(canvases).where(eq(canvases.id, published.id)))[0].status).toBe('published');
    expect((await c.post(`/api/client/canvas/${published.id}/approval`, { status: 'aprovar' })).statusCode).toBe(400);

    const adj = await c.post(`/api/client/canvas/${published.id}/approval`, { status: 'adjust', feedback: 'Mudar o checkout' });
    expect(adj.statusCode).toBe(200);
    expect(adj.json()).toEqual({ status: 'needs_adjustments', version: 1 });
    let [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    expect(row.status).toBe('needs_adjustments');
    const mailAdj = t.mailer.sent.filter((m) => m.to === ag.email && m.subject === `Ajuste solicitado: ${published.title}`);
    expect(mailAdj).toHaveLength(1);
    expect(mailAdj[0].text).toContain('Mudar o checkout');

    // agency publishes version 2; the client sees what it reviewed (D9)
    const v2 = sampleContent();
    v2.components.push({ id: 'component-3', type: 'upsell-page', position: { x: 900, y: 100 }, data: { title: 'Upsell', description: '' } });
    await seedVersion(t.db, published, 2, v2);
    await t.db.update(canvases).set({ status: 'published' }).where(eq(canvases.id, published.id));
    const view = (await c.get(`/api/client/canvas/${published.id}`)).json();
    expect(view.lastReview).toMatchObject({ version: 1, status: 'adjustment_requested' });
    expect(view.reviewedContent.components).toHaveLength(2);
    expect(view.content.components).toHaveLength(3);

    clock.advance(10 * 60 * 1000); // the agency hears from one reviewer at most once per 10 minutes (digest.ts)
    const ok = await c.post(`/api/client/canvas/${published.id}/approval`, { status: 'approve' });
    expect(ok.json()).toEqual({ status: 'approved', version: 2 });
    [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    expect(row.status).toBe('approved');
    const rows = await t.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.canvasId, published.id)))
      .orderBy(approvals.createdAt);
    expect(rows.map((r) => [r.status, r.version, r.reviewerKind, r.reviewerName, r.feedback, r.reviewerEmail])).toEqual([
      ['adjustment_requested', 1, 'client', 'Loja Azul', 'Mudar o checkout', cl.email],
      ['approved', 2, 'client', 'Loja Azul', null, cl.email],
    ]);
    expect(t.mailer.sent.filter((m) => m.to === ag.email && m.subject === `Funil aprovado: ${published.title}`)).toHaveLength(1);
  });

  it('notifies the owner and the funnel creator once each', async () => {
    const { ag, cl } = await seedPortalWorld(t);
    const { users } = await import('../../../db/schema.ts');
    const { hashPassword } = await import('../../../lib/crypto.ts');
    const [creator] = await t.db
      .insert(users)
      .values({
        agencyId: ag.agency.id,
        name: 'Criadora',
        email: `criadora-${Date.now()}@agencia.test`,
        passwordHash: await hashPassword('senha123'),
        isAgencyUser: true,
        role: 'creator',
      })
      .returning();
    const canvas = await seedCanvas(t.db, {
      agencyId: ag.agency.id,
      clientId: cl.clientId,
      userId: creator.id,
      status: 'published',
      title: 'Funil da Criadora',
      content: sampleContent(),
    });
    const c = await clientLogin(t, cl.email, cl.password);
    t.mailer.sent.length = 0;
    await c.post(`/api/client/canvas/${canvas.id}/approval`, { status: 'approve', feedback: 'Perfeito' });
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([ag.email, creator.email].sort());
  });
});

describe('agency resolves comments', () => {
  it('marks resolved and reopens; other agencies get 404', async () => {
    const { ag, published } = await seedPortalWorld(t);
    const agency = await loginAs(t.app, ag.email, ag.password);
    const r = await agency.patch(`/api/canvases/${published.id}/comments/comment-agency`, { resolved: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: 'comment-agency', resolved: true });
    let [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    expect((row.content as { comments: { resolved?: boolean }[] }).comments[0].resolved).toBe(true);
    await agency.patch(`/api/canvases/${published.id}/comments/comment-agency`, { resolved: false });
    [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    expect((row.content as { comments: { resolved?: boolean }[] }).comments[0].resolved).toBe(false);

    expect((await agency.patch(`/api/canvases/${published.id}/comments/nao-existe`, { resolved: true })).statusCode).toBe(404);
    expect((await agency.patch(`/api/canvases/${published.id}/comments/comment-agency`, { resolved: 'sim' })).statusCode).toBe(400);
    const ag2 = await seedAgency(t.db);
    const other = await loginAs(t.app, ag2.email, ag2.password);
    const x = await other.patch(`/api/canvases/${published.id}/comments/comment-agency`, { resolved: true });
    expect(x.statusCode).toBe(404);
    expect(x.json()).toEqual({ error: 'Funil não encontrado' });
  });
});
