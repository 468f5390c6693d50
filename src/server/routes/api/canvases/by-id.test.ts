import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { comment, component, seedCanvas, seedClient, seedClientSession, seedTeamMember } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { decodeDoc, readContent } from '../../../../shared/canvas/doc.ts';
import { PUBLIC_LINKS_PLAN_MSG } from '../../../../shared/schemas/canvas-editor.ts';
import { canvasDocuments, canvases, canvasVersions } from '../../../db/schema.ts';

const t = withTestApp();

async function setup(plan: 'business' | 'enterprise' = 'enterprise') {
  const a = await seedAgency(t.db, { plan });
  const client = await seedClient(t.db, a.agency.id, 'Loja Exemplo');
  const canvas = await seedCanvas(t.db, {
    agencyId: a.agency.id,
    clientId: client.id,
    userId: a.owner.id,
    title: 'Funil de Vendas',
    content: {
      components: [component('c1', 'Página de Captura'), component('c2', 'Checkout', 300)],
      connections: [{ id: 'e1', from: 'c1', to: 'c2', style: { dashed: false, organic: true, endType: 'dot' } }],
    },
  });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, client, canvas, api };
}

describe('GET /api/canvases/:id', () => {
  it('answers the D21 canvas with its content, client and creator names', async () => {
    const s = await setup();
    const res = await s.api.get(`/api/canvases/${s.canvas.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: s.canvas.id,
      title: 'Funil de Vendas',
      description: null,
      status: 'draft',
      clientId: s.client.id,
      clientName: 'Loja Exemplo',
      userId: s.owner.id,
      creatorName: s.owner.name,
      views: 0,
      publicLink: null,
      version: 0,
    });
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
    expect(body.content.components.map((c: { id: string }) => c.id)).toEqual(['c1', 'c2']);
    expect(body.content.connections).toHaveLength(1);
    expect(body.content.comments).toEqual([]);
  });

  it('answers 404 for another agency, an unknown or malformed id; 401 without a session', async () => {
    const s = await setup();
    const other = await setup();
    const res = await other.api.get(`/api/canvases/${s.canvas.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Funil não encontrado' });
    expect((await s.api.get('/api/canvases/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await s.api.get('/api/canvases/nao-existe')).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(`/api/canvases/${s.canvas.id}`)).statusCode).toBe(401);
  });

  it('refuses a client session (agency routes only take agency sessions)', async () => {
    const s = await setup();
    const { token } = await seedClientSession(t.db, s.agency.id, s.client.id);
    const c = new ApiClient(t.app);
    c.cookies.funil_client_session = token;
    expect((await c.get(`/api/canvases/${s.canvas.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/canvases/:id', () => {
  it('renames and merges the content; writes the Yjs state and its JSON projection together (D19)', async () => {
    const s = await setup();
    const content = {
      components: [component('c1', 'Página de Captura (nova)'), component('c3', 'Obrigado', 600)],
      connections: [],
      textElements: [],
      comments: [comment('k1', 'Revisar texto')],
      drawings: [],
    };
    const res = await s.api.patch(`/api/canvases/${s.canvas.id}`, { title: 'Funil Novo', content });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Funil Novo');
    expect(body.content.components.map((c: { id: string; data: { title: string } }) => [c.id, c.data.title])).toEqual([
      ['c1', 'Página de Captura (nova)'],
      ['c3', 'Obrigado'],
    ]);
    expect(body.content.connections).toEqual([]);
    expect(body.content.comments[0]).toMatchObject({ id: 'k1', content: 'Revisar texto' });

    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, s.canvas.id));
    const [doc] = await t.db.select().from(canvasDocuments).where(eq(canvasDocuments.canvasId, s.canvas.id));
    expect(row.content).toEqual(body.content);
    expect(readContent(decodeDoc(doc.state))).toEqual(body.content);
    expect(row.updatedAt.getTime()).toBeGreaterThan(s.canvas.updatedAt.getTime());

    const again = await s.api.get(`/api/canvases/${s.canvas.id}`);
    expect(again.json().content).toEqual(body.content);
  });

  it('leaves the kinds it does not carry untouched', async () => {
    const s = await setup();
    const res = await s.api.patch(`/api/canvases/${s.canvas.id}`, { content: { comments: [comment('k1', 'Só um comentário')] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.components.map((c: { id: string }) => c.id)).toEqual(['c1', 'c2']);
    expect(res.json().content.connections).toHaveLength(1);
    expect(res.json().content.comments).toHaveLength(1);
    expect(res.json().title).toBe('Funil de Vendas');
  });

  it('validates with the schema and changes nothing on bad input', async () => {
    const s = await setup();
    const bad = await s.api.patch(`/api/canvases/${s.canvas.id}`, {
      content: { components: [{ ...component('c1'), link: { url: 'javascript:alert(1)', text: 'x' } }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Use um link http://, https:// ou mailto:');
    expect(bad.json().field).toBe('content.components.0.link.url');
    const blank = await s.api.patch(`/api/canvases/${s.canvas.id}`, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Título é obrigatório');
    const notArray = await s.api.patch(`/api/canvases/${s.canvas.id}`, { content: { components: 'x' } });
    expect(notArray.statusCode).toBe(400);
    const after = await s.api.get(`/api/canvases/${s.canvas.id}`);
    expect(after.json().title).toBe('Funil de Vendas');
    expect(after.json().content.components).toHaveLength(2);
  });

  it('accepts a link and a description on a component (D16, D17)', async () => {
    const s = await setup();
    const c1 = { ...component('c1'), data: { title: 'Captura', description: 'Página principal' }, link: { url: 'https://exemplo.com.br', text: 'Site' } };
    const res = await s.api.patch(`/api/canvases/${s.canvas.id}`, { content: { components: [c1] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.components).toEqual([c1]);
  });

  it('lets a creator edit; another agency gets 404 and changes nothing', async () => {
    const s = await setup();
    const creator = await seedTeamMember(t.db, s.agency.id, 'creator');
    const capi = await loginAs(t.app, creator.email, creator.password);
    expect((await capi.patch(`/api/canvases/${s.canvas.id}`, { title: 'Pelo creator' })).statusCode).toBe(200);

    const other = await setup();
    const res = await other.api.patch(`/api/canvases/${s.canvas.id}`, { title: 'Invasor', content: { components: [] } });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, s.canvas.id));
    expect(row.title).toBe('Pelo creator');
    expect((row.content as { components: unknown[] }).components).toHaveLength(2);
  });

  it('refuses a request without the CSRF marker', async () => {
    const s = await setup();
    const res = await s.api.request('PATCH', `/api/canvases/${s.canvas.id}`, { title: 'x' }, { 'x-requested-with': '' });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/canvases/:id (publish) and versions (D9)', () => {
  it('publishes, records immutable numbered versions, lists, shows and restores them', async () => {
    const s = await setup();
    const content1 = { components: [component('c1', 'V1')], connections: [], textElements: [], comments: [], drawings: [] };
    const p1 = await s.api.put(`/api/canvases/${s.canvas.id}`, { title: 'Funil V1', content: content1, status: 'published' });
    expect(p1.statusCode).toBe(200);
    expect(p1.json()).toMatchObject({ status: 'published', version: 1, title: 'Funil V1' });

    // keep editing after publishing: the status stays (docs/product.md)
    const edit = await s.api.patch(`/api/canvases/${s.canvas.id}`, { content: { components: [component('c1', 'V2'), component('c9', 'Novo')] } });
    expect(edit.json().status).toBe('published');
    const p2 = await s.api.put(`/api/canvases/${s.canvas.id}`, { title: 'Funil V2', status: 'published' });
    expect(p2.json()).toMatchObject({ status: 'published', version: 2 });

    const list = await s.api.get(`/api/canvases/${s.canvas.id}/versions`);
    expect(list.statusCode).toBe(200);
    const versions = list.json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ title: 'Funil V2', createdByUserId: s.owner.id, createdByName: s.owner.name });
    expect(versions[0].content).toBeUndefined();

    const v1 = await s.api.get(`/api/canvases/${s.canvas.id}/versions/1`);
    expect(v1.json().content.components).toEqual([component('c1', 'V1')]);

    const restored = await s.api.post(`/api/canvases/${s.canvas.id}/versions/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content).toEqual(content1);
    expect(restored.json().version).toBe(2);
    const now = await s.api.get(`/api/canvases/${s.canvas.id}`);
    expect(now.json().content).toEqual(content1);

    // history untouched
    const rows = await t.db.select().from(canvasVersions).where(eq(canvasVersions.canvasId, s.canvas.id));
    expect(rows).toHaveLength(2);
    const v2content = rows.find((r) => r.version === 2)?.content as { components: { id: string }[] } | undefined;
    expect(v2content?.components.map((c) => c.id)).toEqual(['c1', 'c9']);

    expect((await s.api.post(`/api/canvases/${s.canvas.id}/versions/7/restore`)).statusCode).toBe(404);
    expect((await s.api.get(`/api/canvases/${s.canvas.id}/versions/0`)).statusCode).toBe(400);
  });

  it('validates the status and refuses other agencies', async () => {
    const s = await setup();
    const bad = await s.api.put(`/api/canvases/${s.canvas.id}`, { title: 'x', content: {}, status: 'approved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Status inválido');
    const other = await setup();
    expect((await other.api.put(`/api/canvases/${s.canvas.id}`, { title: 'x', status: 'published' })).statusCode).toBe(404);
    expect((await other.api.get(`/api/canvases/${s.canvas.id}/versions`)).statusCode).toBe(404);
    expect((await other.api.post(`/api/canvases/${s.canvas.id}/versions/1/restore`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, s.canvas.id));
    expect(row.status).toBe('draft');
    expect(row.version).toBe(0);
  });

  it('gives distinct numbers to concurrent publishes', async () => {
    const s = await setup();
    // Each publish changes the title, so each records a version (an unchanged one records none).
    const results = await Promise.all([1, 2, 3].map((i) => s.api.put(`/api/canvases/${s.canvas.id}`, { status: 'published', title: `Funil ${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.select().from(canvasVersions).where(eq(canvasVersions.canvasId, s.canvas.id));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2, 3]);
  });
});

describe('public link (D6)', () => {
  it('creates a 128-bit base64url token on Enterprise, idempotently, and revokes it', async () => {
    const s = await setup('enterprise');
    const a = await s.api.post(`/api/canvases/${s.canvas.id}/public-link`);
    expect(a.statusCode).toBe(200);
    const link = a.json().publicLink;
    expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const b = await s.api.post(`/api/canvases/${s.canvas.id}/public-link`);
    expect(b.json()).toEqual({ publicLink: link });
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().publicLink).toBe(link);

    const other = await setup('enterprise');
    expect((await other.api.post(`/api/canvases/${s.canvas.id}/public-link`)).statusCode).toBe(404);
    expect((await other.api.delete(`/api/canvases/${s.canvas.id}/public-link`)).statusCode).toBe(404);

    const del = await s.api.delete(`/api/canvases/${s.canvas.id}/public-link`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ publicLink: null });
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().publicLink).toBeNull();
    const fresh = await s.api.post(`/api/canvases/${s.canvas.id}/public-link`);
    expect(fresh.json().publicLink).not.toBe(link);
  });

  it('refuses Business with the plan message (D5)', async () => {
    const s = await setup('business');
    const res = await s.api.post(`/api/canvases/${s.canvas.id}/public-link`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: PUBLIC_LINKS_PLAN_MSG });
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, s.canvas.id));
    expect(row.publicLink).toBeNull();
  });
});
