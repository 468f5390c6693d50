// GET /api/metrics and GET /api/recent-comments (D7, D10).
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { seedClient, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { approvals, comments } from '../../../db/schema.ts';

const t = withTestApp();

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('GET /api/metrics', () => {
  it("counts the agency's clients and funnels by status, only its own", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const empty = await w.as.owner.get('/api/metrics');
    expect(empty.json()).toEqual({
      totalClients: 0,
      totalCanvases: 0,
      approvedFunnels: 0,
      adjustmentFunnels: 0,
      awaitingApprovalFunnels: 0,
      overdueFunnels: 0,
    });
    const a = await seedClient(t.db, w.agency.id);
    const b = await seedClient(t.db, w.agency.id);
    for (const status of ['draft', 'published', 'published', 'approved', 'needs_adjustments', 'needs_adjustments', 'needs_adjustments']) {
      await seedCanvas(t.db, { agencyId: w.agency.id, clientId: status === 'draft' ? b.id : a.id, status });
    }
    const other = await seedAgency(t.db);
    const oc = await seedClient(t.db, other.agency.id);
    await seedCanvas(t.db, { agencyId: other.agency.id, clientId: oc.id, status: 'approved' });
    for (const who of ['owner', 'admin', 'gestor'] as const) {
      const res = await w.as[who].get('/api/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        totalClients: 2,
        totalCanvases: 7,
        approvedFunnels: 1,
        adjustmentFunnels: 3,
        awaitingApprovalFunnels: 2,
        overdueFunnels: 0,
      });
    }
  });

  it('refuses creators (403) and anonymous calls (401)', async () => {
    const w = await seedWorkspace(t.app, t.db);
    expect((await w.as.creator.get('/api/metrics')).statusCode).toBe(403);
    expect((await w.as.creator.get('/api/recent-comments')).statusCode).toBe(403);
    expect((await new ApiClient(t.app).get('/api/metrics')).statusCode).toBe(401);
    expect((await new ApiClient(t.app).get('/api/recent-comments')).statusCode).toBe(401);
  });
});

describe('GET /api/recent-comments (D10)', () => {
  it('lists client/public comments, approvals and adjustment requests, newest first, of the agency only', async () => {
    const { agency, email, password } = await seedAgency(t.db);
    const o = await loginAs(t.app, email, password);
    expect((await o.get('/api/recent-comments')).json()).toEqual([]);
    const client = await seedClient(t.db, agency.id, 'Loja Sol');
    const canvas = await seedCanvas(t.db, { agencyId: agency.id, clientId: client.id, title: 'Funil Verão' });
    const base = { agencyId: agency.id, canvasId: canvas.id };
    await t.db.insert(comments).values([
      { ...base, authorKind: 'client', authorName: 'Carlos Cliente', content: 'Gostei da página', createdAt: at(50) },
      { ...base, authorKind: 'agency', authorName: 'Equipe', content: 'interno: não aparece', createdAt: at(1) },
      { ...base, authorKind: 'public', authorName: 'Revisor Público', authorEmail: 'r@x.test', content: 'Mudar cor', createdAt: at(30) },
    ]);
    await t.db.insert(approvals).values([
      { ...base, status: 'adjustment_requested', feedback: 'Trocar o título', reviewerKind: 'client', reviewerName: 'Carlos Cliente', createdAt: at(20) },
      { ...base, status: 'approved', feedback: null, reviewerKind: 'client', reviewerName: 'Carlos Cliente', createdAt: at(10) },
      { ...base, status: 'rejected', feedback: 'Refazer', reviewerKind: 'public', reviewerName: 'Revisor Público', createdAt: at(40) },
    ]);
    const other = await seedAgency(t.db);
    const oc = await seedClient(t.db, other.agency.id);
    const ocv = await seedCanvas(t.db, { agencyId: other.agency.id, clientId: oc.id });
    await t.db
      .insert(comments)
      .values({ agencyId: other.agency.id, canvasId: ocv.id, authorKind: 'client', authorName: 'Outro', content: 'de outra agência', createdAt: at(0) });

    const res = await o.get('/api/recent-comments');
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((i: { type: string; content: string }) => [i.type, i.content])).toEqual([
      ['approval', ''],
      ['adjustment_request', 'Trocar o título'],
      ['comment', 'Mudar cor'],
      ['adjustment_request', 'Refazer'],
      ['comment', 'Gostei da página'],
    ]);
    expect(items[1]).toEqual({
      id: expect.any(String),
      type: 'adjustment_request',
      clientName: 'Loja Sol',
      canvasTitle: 'Funil Verão',
      content: 'Trocar o título',
      timestamp: expect.any(String),
      authorName: 'Carlos Cliente',
      unverified: false,
      canvasId: canvas.id,
    });
    // a public reviewer who did not prove their email is marked so (decision 008); the client is not
    expect(items.map((i: { unverified: boolean }) => i.unverified)).toEqual([false, false, true, true, false]);
    const times = items.map((i: { timestamp: string }) => Date.parse(i.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('caps the list at 50 items', async () => {
    const { agency, email, password } = await seedAgency(t.db);
    const o = await loginAs(t.app, email, password);
    const client = await seedClient(t.db, agency.id);
    const canvas = await seedCanvas(t.db, { agencyId: agency.id, clientId: client.id });
    await t.db.insert(comments).values(
      Array.from({ length: 60 }, (_, i) => ({
        agencyId: agency.id,
        canvasId: canvas.id,
        authorKind: 'client',
        authorName: 'C',
        content: `c${i}`,
        createdAt: at(i),
      })),
    );
    const items = (await o.get('/api/recent-comments')).json();
    expect(items).toHaveLength(50);
    expect(items[0].content).toBe('c0');
  });
});
