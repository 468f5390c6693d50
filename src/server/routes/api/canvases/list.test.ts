// Funnel list API: GET/POST /api/canvases, DELETE /api/canvases/:id (D1, D5, D7, D15, D21).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { funnelLimitMessage, PLANS } from '#shared/plans.ts';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { seedClient, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { canvases, templates } from '../../../db/schema.ts';

const t = withTestApp();

const content = {
  components: [{ id: 'component-1', type: 'landing-page', position: { x: 10, y: 20 }, data: { title: 'Página', description: 'Captura' } }],
  connections: [],
  textElements: [],
  comments: [],
  drawings: [],
};

describe('GET/POST /api/canvases', () => {
  it('creates a draft (D1) with the creator, lists it without content with clientName and creatorName', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id, 'Loja Verde');
    const res = await w.as.creator.post('/api/canvases', { title: ' Funil de Captura ', clientId: c.id, content });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Funil de Captura',
      status: 'draft',
      clientId: c.id,
      clientName: 'Loja Verde',
      userId: w.members.creator.user.id,
      creatorName: 'Caio Creator',
      version: 0,
      views: 0,
      publicLink: null,
    });
    expect(body.content.components[0]).toMatchObject({ id: 'component-1', data: { title: 'Página' } });
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, body.id));
    expect(row.status).toBe('draft');
    expect(row.agencyId).toBe(w.agency.id);

    await seedCanvas(t.db, {
      agencyId: w.agency.id,
      clientId: c.id,
      title: 'Mais antigo',
      updatedAt: new Date(Date.now() - 3600_000),
      status: 'approved',
      description: 'desc',
    });
    for (const who of ['owner', 'admin', 'gestor', 'creator'] as const) {
      const list = await w.as[who].get('/api/canvases');
      expect(list.statusCode).toBe(200);
      const items = list.json();
      expect(items.map((x: { title: string }) => x.title)).toEqual(['Funil de Captura', 'Mais antigo']);
      expect(items[0]).not.toHaveProperty('content');
      expect(Object.keys(items[0]).sort()).toEqual(
        [
          'id',
          'title',
          'description',
          'status',
          'clientId',
          'clientName',
          'userId',
          'creatorName',
          'views',
          'publicLink',
          'version',
          'dueDate',
          'reviewers',
          'preview',
          'openComments',
          'updatedAt',
          'createdAt',
        ].sort(),
      );
      expect(items[1]).toMatchObject({ status: 'approved', description: 'desc', creatorName: null, clientName: 'Loja Verde' });
    }
  });

  it('defaults content to the empty document and validates with the spec messages', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    const ok = await w.as.owner.post('/api/canvases', { title: 'Sem conteúdo', clientId: c.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content).toEqual({ components: [], connections: [], textElements: [], comments: [], drawings: [] });
    const short = await w.as.owner.post('/api/canvases', { title: 'A', clientId: c.id });
    expect(short.json()).toEqual({ error: 'Nome deve ter pelo menos 2 caracteres', field: 'title' });
    const noClient = await w.as.owner.post('/api/canvases', { title: 'Funil' });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toEqual({ error: 'Selecione um cliente', field: 'clientId' });
    const badContent = await w.as.owner.post('/api/canvases', { title: 'Funil', clientId: c.id, content: { components: [{ id: 'x' }] } });
    expect(badContent.statusCode).toBe(400);
    expect((await w.as.owner.get('/api/canvases')).json()).toHaveLength(1);
  });

  it("answers 404 for another agency's client and creates nothing", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const other = await seedAgency(t.db);
    const theirs = await seedClient(t.db, other.agency.id);
    const res = await w.as.owner.post('/api/canvases', { title: 'Intruso', clientId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(canvases).where(eq(canvases.clientId, theirs.id))).toHaveLength(0);
    const unknown = await w.as.owner.post('/api/canvases', { title: 'Intruso', clientId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it("lists only the agency's own funnels", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const other = await seedAgency(t.db);
    const theirs = await seedClient(t.db, other.agency.id);
    await seedCanvas(t.db, { agencyId: other.agency.id, clientId: theirs.id, title: 'Deles' });
    expect((await w.as.owner.get('/api/canvases')).json()).toEqual([]);
    expect((await new ApiClient(t.app).get('/api/canvases')).statusCode).toBe(401);
  });

  it('D5: the 6th funnel of a Business client is refused; other clients and Enterprise are not limited', async () => {
    const { agency, email, password } = await seedAgency(t.db, { plan: 'business' });
    const o = await loginAs(t.app, email, password);
    const c = await seedClient(t.db, agency.id);
    const c2 = await seedClient(t.db, agency.id);
    for (let i = 1; i <= 5; i++) expect((await o.post('/api/canvases', { title: `Funil ${i}`, clientId: c.id })).statusCode).toBe(201);
    const sixth = await o.post('/api/canvases', { title: 'Funil 6', clientId: c.id });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ error: funnelLimitMessage(PLANS.business) });
    expect((await o.post('/api/canvases', { title: 'Outro cliente', clientId: c2.id })).statusCode).toBe(201);
    expect((await o.get('/api/canvases')).json()).toHaveLength(6);

    const ent = await seedAgency(t.db, { plan: 'enterprise' });
    const e = await loginAs(t.app, ent.email, ent.password);
    const ec = await seedClient(t.db, ent.agency.id);
    for (let i = 1; i <= 6; i++) expect((await e.post('/api/canvases', { title: `Funil ${i}`, clientId: ec.id })).statusCode).toBe(201);
  });

  it("templateId: uses the template's content on Enterprise, 403 on Business, 404 when unknown", async () => {
    const [tpl] = await t.db
      .insert(templates)
      .values({
        slug: `tpl-${Date.now()}`,
        title: 'Lançamento',
        description: 'd',
        category: 'launch',
        content: { ...content, components: [{ ...content.components[0], id: 'tpl-comp' }] },
      })
      .returning();
    const w = await seedWorkspace(t.app, t.db, { plan: 'enterprise' });
    const c = await seedClient(t.db, w.agency.id);
    const res = await w.as.creator.post('/api/canvases', { title: 'Lançamento - Novo Projeto', clientId: c.id, templateId: tpl.id, content });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('draft');
    expect(res.json().content.components.map((x: { id: string }) => x.id)).toEqual(['tpl-comp']);
    const unknown = await w.as.owner.post('/api/canvases', { title: 'X funil', clientId: c.id, templateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Template não encontrado');

    const b = await seedWorkspace(t.app, t.db, { plan: 'business' });
    const bc = await seedClient(t.db, b.agency.id);
    for (const who of ['owner', 'creator'] as const) {
      const refused = await b.as[who].post('/api/canvases', { title: 'Template', clientId: bc.id, templateId: tpl.id });
      expect(refused.statusCode).toBe(403);
    }
    expect(await t.db.select().from(canvases).where(eq(canvases.clientId, bc.id))).toHaveLength(0);
  });
});

describe('DELETE /api/canvases/:id', () => {
  it('deletes for every agency role, 404 for another agency or unknown ids', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    for (const who of ['owner', 'admin', 'gestor', 'creator'] as const) {
      const f = await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id });
      expect((await w.as[who].delete(`/api/canvases/${f.id}`)).statusCode).toBe(200);
      expect(await t.db.select().from(canvases).where(eq(canvases.id, f.id))).toHaveLength(0);
    }
    const other = await seedAgency(t.db);
    const oc = await seedClient(t.db, other.agency.id);
    const theirs = await seedCanvas(t.db, { agencyId: other.agency.id, clientId: oc.id });
    expect((await w.as.owner.delete(`/api/canvases/${theirs.id}`)).statusCode).toBe(404);
    expect((await w.as.owner.delete('/api/canvases/nao-existe')).statusCode).toBe(404);
    expect(await t.db.select().from(canvases).where(eq(canvases.id, theirs.id))).toHaveLength(1);
    expect((await new ApiClient(t.app).delete(`/api/canvases/${theirs.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/canvases: the card thumbnail and open comments (decision 008)', () => {
  it('answers a compact preview of the stored content and the open root comments', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    const at = new Date().toISOString();
    await seedCanvas(t.db, {
      agencyId: w.agency.id,
      clientId: c.id,
      title: 'Com miniatura',
      content: {
        components: [
          { id: 'a', type: 'landing-page', position: { x: 100, y: 100 }, data: { title: 'A', description: '' } },
          { id: 'b', type: 'checkout-page', position: { x: 500, y: 100 }, data: { title: 'B', description: '' } },
        ],
        connections: [{ id: 'e', from: 'a', to: 'b', style: { dashed: false, organic: true, endType: 'dot' } }],
        comments: [
          { id: 'k1', position: { x: 0, y: 0 }, content: 'aberto', author: 'Cliente', authorKind: 'client', timestamp: at },
          { id: 'k2', position: { x: 0, y: 0 }, content: 'resolvido', author: 'Cliente', authorKind: 'client', timestamp: at, resolved: true },
          { id: 'k3', position: { x: 0, y: 0 }, content: 'resposta', author: 'Agência', authorKind: 'agency', timestamp: at, parentId: 'k1' },
        ],
      },
    });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id, title: 'Vazio', updatedAt: new Date(Date.now() - 60_000) });
    const items = (await w.as.creator.get('/api/canvases')).json() as { title: string; preview: unknown; openComments: number }[];
    const full = items.find((i) => i.title === 'Com miniatura');
    expect(full?.openComments).toBe(1);
    expect(full?.preview).toMatchObject({
      boxes: [
        [0, 0, 200, 240, expect.stringMatching(/^#[0-9a-f]{6}$/)],
        [400, 0, 200, 240, expect.stringMatching(/^#[0-9a-f]{6}$/)],
      ],
      links: [[0, 1]],
      total: 2,
    });
    expect(items.find((i) => i.title === 'Vazio')).toMatchObject({ openComments: 0, preview: { boxes: [], links: [], total: 0 } });
  });
});
