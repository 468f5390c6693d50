// GET /api/canvases/:id of an unchanged funnel reuses the content of its stored version
// (decision 010, collab/content-cache.ts); any change (REST save, live edit) is a new version, seen
// at once.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, type TestApp } from '../../../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { eventually, withLiveApp } from '../../../../../tests/helpers/collab.ts';
import { setElement } from '../../../../shared/canvas/doc.ts';
import { canvases } from '../../../db/schema.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

type Answer = { contentVersion: number; content: { components: { id: string; data: { title: string } }[] } };

async function setup() {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  const canvas = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, content: { components: [component('c1', 'Original')] } });
  const api = await loginAs(t.app, a.email, a.password);
  const read = async () => {
    const res = await api.get(`/api/canvases/${canvas.id}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Answer;
  };
  return { canvas, api, read, cookie: api.cookieHeader() };
}
const titles = (a: Answer) => a.content.components.map((c) => c.data.title);

/** Writes the stored projection behind the server's back, with or without a new version. */
async function writeBehind(id: string, title: string, bumpVersion: boolean) {
  await t.db
    .update(canvases)
    .set({
      content: { components: [component('c1', title)], connections: [], textElements: [], comments: [], drawings: [] },
      ...(bumpVersion ? { contentVersion: sql`${canvases.contentVersion} + 1` } : {}),
    })
    .where(eq(canvases.id, id));
}

describe('content cache', () => {
  it('answers an unchanged funnel from its cached version, and a new version as soon as there is one', async () => {
    const s = await setup();
    const first = await s.read();
    expect(titles(first)).toEqual(['Original']);
    // Same version, content changed behind the server: still the cached content (proves the cache).
    await writeBehind(s.canvas.id, 'Escrito por fora', false);
    expect(titles(await s.read())).toEqual(['Original']);
    // A new version (as every real store makes): read again.
    await writeBehind(s.canvas.id, 'Versão nova', true);
    const next = await s.read();
    expect(titles(next)).toEqual(['Versão nova']);
    expect(next.contentVersion).toBe(first.contentVersion + 1);
  });

  it('a REST save is seen by the next GET', async () => {
    const s = await setup();
    await s.read();
    const saved = await s.api.patch(`/api/canvases/${s.canvas.id}`, { content: { components: [component('c1', 'Salvo por REST')] } });
    expect(saved.statusCode).toBe(200);
    expect(titles(await s.read())).toEqual(['Salvo por REST']);
  });

  it('a live edit is seen by the next GET, stored or not yet', async () => {
    const s = await setup();
    await s.read();
    const editor = connect(base, s.canvas.id, s.cookie);
    expect(await editor.ready).toBe('synced');
    setElement(editor.doc, 'components', component('c1', 'Editado ao vivo'));
    // As soon as the server holds the edit (its store is debounced), GET answers it, although
    // the stored version is still the cached one.
    await eventually(async () => expect((await t.app.deps.canvasDocs.readContent(s.canvas.id)).components[0]?.data.title).toBe('Editado ao vivo'));
    expect(titles(await s.read())).toEqual(['Editado ao vivo']);
    editor.destroy();
  });
});
