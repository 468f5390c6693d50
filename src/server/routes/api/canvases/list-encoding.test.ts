// GET /api/canvases is written as JSON text without zod (list-json.ts, decision 018): what it
// answers must be exactly what CanvasSummarySchema lets through, field for field, with every
// kind of card, and say of each funnel what GET /api/canvases/{id} says.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CanvasSummarySchema } from '#shared/schemas/canvases.ts';
import { loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { comment, component, seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';
import { approvals } from '../../../db/schema.ts';

const t = withTestApp();

describe('GET /api/canvases encoding', () => {
  it('answers only what the schema allows, in its types, for every kind of card', async () => {
    const a = await seedAgency(t.db, { plan: 'enterprise' });
    const api = await loginAs(t.app, a.email, a.password);
    const cl = await seedClientAccess(t.db, a.agency.id, { name: 'Loja Ção' });
    await seedClientAccess(t.db, a.agency.id, { clientId: cl.clientId, isActive: false });
    const created = await api.post('/api/canvases', {
      title: 'Com "aspas" e \\ barra',
      clientId: cl.clientId,
      description: 'linha 1\nlinha 2',
      content: { components: [component('a'), component('b', 'B', 400)], connections: [{ id: 'e', from: 'a', to: 'b' }], comments: [comment('k', 'aberto')] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const decided = await seedCanvas(t.db, {
      agencyId: a.agency.id,
      clientId: cl.clientId,
      status: 'needs_adjustments',
      dueDate: '2030-02-28',
      publicLink: 'link-publico-de-teste-123',
      content: { components: [component('x')] },
    });
    const at = (m: number) => new Date(Date.UTC(2030, 0, 1, 0, m));
    await t.db.insert(approvals).values([
      {
        agencyId: a.agency.id,
        canvasId: decided.id,
        version: 1,
        status: 'approved',
        reviewerKind: 'public',
        reviewerName: 'Ana',
        reviewerEmail: 'ana@x.test',
        createdAt: at(1),
      },
      {
        agencyId: a.agency.id,
        canvasId: decided.id,
        version: 1,
        status: 'adjustment_requested',
        reviewerKind: 'client',
        reviewerName: 'Loja',
        reviewerEmail: cl.email,
        clientAccessId: cl.access.id,
        verified: true,
        createdAt: at(2),
      },
      {
        agencyId: a.agency.id,
        canvasId: decided.id,
        version: 1,
        status: 'approved',
        reviewerKind: 'public',
        reviewerName: 'Sem email',
        reviewerEmail: null,
        createdAt: at(3),
      },
    ]);
    await seedCanvas(t.db, { agencyId: a.agency.id, clientId: cl.clientId, status: 'review', userId: null }); // unknown status, no creator

    for (const url of ['/api/canvases', '/api/canvases?limit=2', '/api/canvases?status=draft', `/api/canvases?clientId=${cl.clientId}&q=loja`]) {
      const res = await api.get(url);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.length, url).toBeGreaterThan(0);
      // zod drops any field it does not know and refuses a wrong type: the answer must come back whole.
      expect(z.encode(z.array(CanvasSummarySchema), body), url).toEqual(body);
    }
    const all = (await api.get('/api/canvases')).json() as z.infer<typeof CanvasSummarySchema>[];
    expect(all.map((c) => c.status).sort()).toEqual(['draft', 'draft', 'needs_adjustments']);
    const withReviewers = all.find((c) => c.id === decided.id);
    expect(withReviewers?.reviewers.map((r) => [r.name, r.decision])).toEqual([
      ['Loja', 'adjustment_requested'],
      ['Sem email', 'approved'],
      ['Ana', 'approved'],
    ]);
    expect(withReviewers).toMatchObject({ dueDate: '2030-02-28', publicLink: 'link-publico-de-teste-123', openComments: 0, preview: { total: 1 } });
    // Each card says of its funnel what the funnel's own answer says (written another way, from objects).
    for (const card of all) {
      // The editor's own fields: content, its version, and whether the client sees the results.
      const { content, contentVersion, showResults, ...own } = (await api.get(`/api/canvases/${card.id}`)).json();
      expect(content).toBeDefined();
      expect(contentVersion).toBeTypeOf('number');
      expect(showResults).toBe(false);
      const listOnly = new Set(['reviewers', 'preview', 'openComments']);
      expect(Object.fromEntries(Object.entries(card).filter(([k]) => !listOnly.has(k)))).toEqual(own);
    }
  });
});
