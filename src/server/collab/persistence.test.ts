import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedAgency, withTestApp } from '../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../tests/helpers/canvas-fixtures.ts';
import { deleteElement, readContent, setElement } from '../../shared/canvas/doc.ts';
import { canvasDocuments, canvases } from '../db/schema.ts';
import { contentFromColumn } from '../domain/canvases/content-column.ts';
import { loadCanvasDocument } from '../domain/canvases/load-canvas-document.ts';
import { storeCanvasDoc, storeServerChange, trackLoadedDoc } from './persistence.ts';

const t = withTestApp();

async function canvasWith(components = [component('c1', 'Um'), component('c2', 'Dois')]) {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  return seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, content: { components } });
}
const loadCanvasDoc = (canvasId: string, into: Y.Doc) => loadCanvasDocument({ db: t.db, actor: null }, { canvasId, into });
async function open(canvasId: string) {
  const doc = new Y.Doc();
  const stored = await loadCanvasDoc(canvasId, doc);
  if (!stored) throw new Error('no canvas');
  trackLoadedDoc(doc, stored.updatedAt);
  return doc;
}
const stored = async (id: string) => (await t.db.select().from(canvases).where(eq(canvases.id, id)))[0];

describe('canvas document persistence', () => {
  it('builds a never-opened canvas straight into the live document and stores that state; the next load reads it', async () => {
    const c = await canvasWith();
    const live = new Y.Doc();
    const first = await loadCanvasDoc(c.id, live);
    expect(first).not.toBeNull();
    expect(readContent(live).components.map((x) => x.data.title)).toEqual(['Um', 'Dois']);
    const [row] = await t.db.select().from(canvasDocuments).where(eq(canvasDocuments.canvasId, c.id));
    expect(row.state).toEqual(Y.encodeStateAsUpdate(live));
    expect(row.updatedAt.getTime()).toBe(first?.updatedAt.getTime());
    const again = new Y.Doc();
    expect((await loadCanvasDoc(c.id, again))?.updatedAt.getTime()).toBe(first?.updatedAt.getTime());
    expect(Y.encodeStateAsUpdate(again)).toEqual(Y.encodeStateAsUpdate(live));
    expect(await loadCanvasDoc('00000000-0000-4000-8000-000000000000', new Y.Doc())).toBeNull();
  });

  it('merges what another instance stored instead of overwriting it (D19)', async () => {
    const c = await canvasWith();
    const A = await open(c.id);
    const B = await open(c.id); // a second instance that never hears from A
    setElement(A, 'components', component('c1', 'Um (A)'));
    expect(await storeCanvasDoc(t.db, c.id, A)).toBe(true);
    deleteElement(B, 'components', 'c2');
    setElement(B, 'components', component('c3', 'Três (B)'));
    expect(await storeCanvasDoc(t.db, c.id, B)).toBe(true);

    const row = await stored(c.id);
    expect((row.content as { components: { id: string; data: { title: string } }[] }).components.map((x) => [x.id, x.data.title])).toEqual([
      ['c1', 'Um (A)'],
      ['c3', 'Três (B)'],
    ]);
    const [doc] = await t.db.select().from(canvasDocuments).where(eq(canvasDocuments.canvasId, c.id));
    const fromState = new Y.Doc();
    Y.applyUpdate(fromState, doc.state);
    expect(readContent(fromState)).toEqual(row.content);
    // B now holds A's edit too
    expect(readContent(B).components.find((x) => x.id === 'c1')?.data.title).toBe('Um (A)');
  });

  it('writes nothing when the document has not changed since its last store', async () => {
    const c = await canvasWith();
    const A = await open(c.id);
    setElement(A, 'components', component('c1', 'Mudou'));
    await storeCanvasDoc(t.db, c.id, A);
    const first = (await stored(c.id)).updatedAt.getTime();
    await new Promise((r) => setTimeout(r, 5));
    await storeCanvasDoc(t.db, c.id, A);
    expect((await stored(c.id)).updatedAt.getTime()).toBe(first);
    setElement(A, 'components', component('c1', 'Mudou de novo'));
    await storeCanvasDoc(t.db, c.id, A);
    expect((await stored(c.id)).updatedAt.getTime()).toBeGreaterThan(first);
  });

  it('does nothing for a canvas deleted while open', async () => {
    const c = await canvasWith();
    const A = await open(c.id);
    await t.db.delete(canvases).where(eq(canvases.id, c.id));
    setElement(A, 'components', component('c9', 'Órfão'));
    expect(await storeCanvasDoc(t.db, c.id, A)).toBe(false);
  });

  it('keeps only elements with an id from a stored JSON content', () => {
    expect(contentFromColumn({ components: [{ id: 'a', x: 1 }, { nope: true }, 'x', null], connections: 'bad' })).toEqual({
      components: [{ id: 'a', x: 1 }],
      connections: [],
      textElements: [],
      comments: [],
      drawings: [],
    });
    expect(contentFromColumn(null).components).toEqual([]);
  });

  it('server changes share one copy of the live document; a failed store drops it, and nothing is left listening once the document goes', async () => {
    const c = await canvasWith();
    const live = await open(c.id);
    const listeners = (name: string) => (live as unknown as { _observers: Map<string, Set<unknown>> })._observers.get(name)?.size ?? 0;
    const baseline = { update: listeners('update'), destroy: listeners('destroy') };
    await storeServerChange(t.db, c.id, live, 'rest', (d) => setElement(d, 'components', component('c3', 'Três')));
    expect(listeners('update')).toBe(baseline.update + 1);
    // A store that fails (the database refuses it): the change never reaches the live document.
    const refusing = new Proxy(t.db, {
      get: (target, prop, recv) =>
        prop === 'execute' || prop === 'transaction' ? async () => Promise.reject(new Error('down')) : Reflect.get(target, prop, recv),
    });
    await expect(storeServerChange(refusing, c.id, live, 'rest', (d) => setElement(d, 'components', component('c4', 'Perdido')))).rejects.toThrow('down');
    expect(listeners('update')).toBe(baseline.update);
    expect(listeners('destroy')).toBe(baseline.destroy);
    await storeServerChange(t.db, c.id, live, 'rest', (d) => setElement(d, 'components', component('c5', 'Cinco')));
    expect(
      readContent(live)
        .components.map((x) => x.id)
        .sort(),
    ).toEqual(['c1', 'c2', 'c3', 'c5']);
    expect(
      contentFromColumn((await stored(c.id)).content)
        .components.map((x) => x.id)
        .sort(),
    ).toEqual(['c1', 'c2', 'c3', 'c5']);
    // One copy follows the live document, the one built after the failure: the dropped one left nothing behind.
    expect(listeners('update')).toBe(baseline.update + 1);
    expect(listeners('destroy')).toBe(baseline.destroy + 1);
    live.destroy();
  });
});
