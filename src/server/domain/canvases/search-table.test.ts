// The list's search reads canvas_search, a narrow copy of each funnel's search text and list keys
// kept by a trigger on canvases (docs/decisions/028-search-table.md). After every kind of write,
// the copy is the funnel's, and the search answers what the funnel is now, not what it was.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { canvasSearch } from '../../db/list-schema.ts';
import { canvases, clients } from '../../db/schema.ts';

const t = withTestApp();

/** What the copy must hold, read from canvases and clients themselves. */
async function expectCopyOf(id: string) {
  const [funnel] = await t.db
    .select({
      agencyId: canvases.agencyId,
      clientId: canvases.clientId,
      status: canvases.status,
      dueDate: canvases.dueDate,
      updatedAt: sql<string>`${canvases.updatedAt}::text`,
      searchText: sql<string>`${canvases.searchText} || chr(10) || ${clients.nameSearch}`,
    })
    .from(canvases)
    .innerJoin(clients, eq(clients.id, canvases.clientId))
    .where(eq(canvases.id, id));
  const copies = await t.db
    .select({
      agencyId: canvasSearch.agencyId,
      clientId: canvasSearch.clientId,
      status: canvasSearch.status,
      dueDate: canvasSearch.dueDate,
      // As text: the microseconds matter to the list's cursor, and a Date keeps milliseconds.
      updatedAt: sql<string>`${canvasSearch.updatedAt}::text`,
      searchText: canvasSearch.searchText,
    })
    .from(canvasSearch)
    .where(eq(canvasSearch.canvasId, id));
  expect(copies).toEqual([funnel]);
}

async function setup() {
  const a = await seedAgency(t.db, { plan: 'enterprise' });
  const client = await seedClient(t.db, a.agency.id, 'Padaria Aurora');
  const api = await loginAs(t.app, a.email, a.password);
  const search = async (q: string) => {
    const res = await api.get(`/api/canvases?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return { ids: (res.json() as { id: string }[]).map((c) => c.id), total: Number(res.headers['x-total-count']) };
  };
  return { ...a, client, api, search };
}

describe('canvas_search, the list search copy', () => {
  it('follows create, title, description, due date, publish and delete through the API', async () => {
    const s = await setup();
    const created = await s.api.post('/api/canvases', { title: 'Lançamento de Verão', clientId: s.client.id });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await expectCopyOf(id);
    expect(await s.search('lancamento')).toEqual({ ids: [id], total: 1 });
    // Under three letters the search is planned with its pattern (no trigram to look up).
    expect(await s.search('Ç')).toEqual({ ids: [id], total: 1 });

    expect((await s.api.patch(`/api/canvases/${id}`, { title: 'Perpétuo de Inverno' })).statusCode).toBe(200);
    await expectCopyOf(id);
    expect(await s.search('lancamento')).toEqual({ ids: [], total: 0 });
    expect((await s.search('perpetuo')).ids).toEqual([id]);

    expect((await s.api.patch(`/api/canvases/${id}`, { description: 'Oferta de café da manhã' })).statusCode).toBe(200);
    await expectCopyOf(id);
    expect((await s.search('cafe da manha')).ids).toEqual([id]);

    expect((await s.api.patch(`/api/canvases/${id}`, { dueDate: '2026-12-01' })).statusCode).toBe(200);
    await expectCopyOf(id);
    expect((await s.api.get('/api/canvases?q=perpetuo&due=pending')).json()).toMatchObject([{ id, dueDate: '2026-12-01' }]);

    expect((await s.api.put(`/api/canvases/${id}`, { status: 'published' })).statusCode).toBe(200);
    await expectCopyOf(id);
    const published = (await s.api.get('/api/canvases?q=perpetuo&status=published')).json() as { id: string }[];
    expect(published.map((c) => c.id)).toEqual([id]);
    expect((await s.api.get('/api/canvases?q=perpetuo&status=draft')).json()).toEqual([]);

    // A save of the content alone moves updated_at: the copy's order key moves with it.
    expect((await s.api.patch(`/api/canvases/${id}`, { content: { components: [] } })).statusCode).toBe(200);
    await expectCopyOf(id);

    // The client's name is in the copy's text: a rename reaches it (the trigger on clients).
    expect((await s.search('aurora')).ids).toEqual([id]);
    await t.db.update(clients).set({ name: 'Padaria Boreal' }).where(eq(clients.id, s.client.id));
    await expectCopyOf(id);
    expect((await s.search('boreal')).ids).toEqual([id]);
    expect((await s.search('aurora')).ids).toEqual([]);

    expect((await s.api.delete(`/api/canvases/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(canvasSearch).where(eq(canvasSearch.canvasId, id))).toEqual([]);
    expect(await s.search('perpetuo')).toEqual({ ids: [], total: 0 });
  });

  it('follows writes made by SQL alone (seeds, bulk copies), including a move to another client', async () => {
    const s = await setup();
    const other = await seedClient(t.db, s.agency.id, 'Ótica Central');
    const c = await seedCanvas(t.db, { agencyId: s.agency.id, clientId: s.client.id, title: 'Funil Ímã' });
    await expectCopyOf(c.id);
    await t.db.update(canvases).set({ title: 'Funil Magnético', status: 'approved', clientId: other.id }).where(eq(canvases.id, c.id));
    await expectCopyOf(c.id);
    expect((await s.search('magnetico')).ids).toEqual([c.id]);
    expect((await s.search('otica')).ids).toEqual([c.id]);
    expect((await s.search('aurora')).ids).toEqual([]);
    expect((await s.api.get(`/api/canvases?q=magnetico&clientId=${other.id}`)).json()).toMatchObject([{ id: c.id }]);
    expect((await s.api.get(`/api/canvases?q=magnetico&clientId=${s.client.id}`)).json()).toEqual([]);
  });
});
