// A store is one statement when nobody else wrote the state since (docs/decisions/024-one-statement-save.md):
// state, projection, card, version and the archived projection all written or none; a stale
// writer falls back to the merging transaction and loses nothing.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readContent, setElement } from '#shared/canvas/doc.ts';
import { seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { canvasContentVersions, canvasDocuments, canvases } from '../../db/schema.ts';
import { cardSummary } from './card-summary.ts';
import { loadCanvasDocument } from './load-canvas-document.ts';
import { storeCanvasDocument } from './store-canvas-document.ts';

const t = withTestApp();

async function newCanvas() {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  return seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, content: { components: [component('c1', 'Um')] } });
}

/** A live document as an instance holds it: loaded, with the stored time it read. */
async function load(id: string) {
  const doc = new Y.Doc();
  const loaded = await loadCanvasDocument({ db: t.db, actor: null }, { canvasId: id, into: doc });
  return { doc, known: loaded?.updatedAt.getTime() };
}

const store = (id: string, doc: Y.Doc, known: number | undefined) =>
  storeCanvasDocument({ db: t.db, actor: null }, { canvasId: id, doc, knownUpdatedAt: known, mergeOrigin: 'merge', mark: () => 'marked' });

async function row(id: string) {
  const [r] = await t.db.select().from(canvases).where(eq(canvases.id, id));
  const [d] = await t.db.select().from(canvasDocuments).where(eq(canvasDocuments.canvasId, id));
  const archived = await t.db
    .select({ version: canvasContentVersions.version, content: canvasContentVersions.content })
    .from(canvasContentVersions)
    .where(eq(canvasContentVersions.canvasId, id))
    .orderBy(asc(canvasContentVersions.version));
  return { canvas: r, doc: d, archived };
}

const titles = (content: { components: { id: string; data: { title?: string } }[] }) => Object.fromEntries(content.components.map((c) => [c.id, c.data.title]));

describe('storing a live document', () => {
  it('writes the state, the projection with its card and version, and archives the previous projection', async () => {
    const c = await newCanvas();
    const { doc, known } = await load(c.id);
    const before = await row(c.id);
    setElement(doc, 'components', component('c2', 'Dois'));
    const stored = await store(c.id, doc, known);
    expect(stored?.mark).toBe('marked');
    const after = await row(c.id);
    expect(stored?.version).toBe(before.canvas.contentVersion + 1);
    expect(after.canvas.contentVersion).toBe(stored?.version);
    expect(titles(after.canvas.content as never)).toEqual({ c1: 'Um', c2: 'Dois' });
    expect(stored?.content).toEqual(after.canvas.content);
    // The card is the stored content's (the trigger would have cleared one written without it).
    expect({ preview: after.canvas.preview, openComments: after.canvas.openComments }).toEqual(cardSummary(after.canvas.content));
    expect(after.canvas.previewOf).toBe(stored?.version);
    expect(after.archived.map((a) => a.version)).toEqual([before.canvas.contentVersion]);
    expect(titles(after.archived[0].content as never)).toEqual({ c1: 'Um' });
    expect(after.doc.updatedAt.getTime()).toBe(stored?.at);
    expect(Buffer.from(after.doc.state).equals(Buffer.from(Y.encodeStateAsUpdate(doc)))).toBe(true);
  });

  it('a writer whose known state is stale merges what the other stored instead of overwriting it', async () => {
    const c = await newCanvas();
    const one = await load(c.id);
    const two = await load(c.id);
    setElement(one.doc, 'components', component('a', 'De um'));
    const first = await store(c.id, one.doc, one.known);
    setElement(two.doc, 'components', component('b', 'De dois'));
    const second = await store(c.id, two.doc, two.known);
    expect(second?.version).toBe((first?.version ?? 0) + 1);
    const after = await row(c.id);
    expect(titles(after.canvas.content as never)).toEqual({ c1: 'Um', a: 'De um', b: 'De dois' });
    expect(titles(readContent(two.doc) as never)).toEqual({ c1: 'Um', a: 'De um', b: 'De dois' });
    const storedDoc = new Y.Doc();
    Y.applyUpdate(storedDoc, after.doc.state);
    expect(titles(readContent(storedDoc) as never)).toEqual({ c1: 'Um', a: 'De um', b: 'De dois' });
  });

  it('twenty writers at once, each from the same known state: every edit is kept, versions follow one another', async () => {
    const c = await newCanvas();
    const writers = await Promise.all(Array.from({ length: 20 }, () => load(c.id)));
    const start = (await row(c.id)).canvas.contentVersion;
    for (const [i, w] of writers.entries()) setElement(w.doc, 'components', component(`w${i}`, `Escritor ${i}`));
    const stored = await Promise.all(writers.map((w) => store(c.id, w.doc, w.known)));
    expect(stored.map((s) => s?.version).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1));
    const after = await row(c.id);
    expect(Object.keys(titles(after.canvas.content as never)).sort()).toEqual(['c1', ...writers.map((_, i) => `w${i}`)].sort());
    const storedDoc = new Y.Doc();
    Y.applyUpdate(storedDoc, after.doc.state);
    expect(readContent(storedDoc).components).toHaveLength(21);
    expect(after.archived.map((a) => a.version)).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
  });

  it('a canvas that no longer exists: null, and nothing is written', async () => {
    const c = await newCanvas();
    const { doc, known } = await load(c.id);
    await t.db.delete(canvases).where(eq(canvases.id, c.id));
    expect(await store(c.id, doc, known)).toBeNull();
    expect(await t.db.select().from(canvasDocuments).where(eq(canvasDocuments.canvasId, c.id))).toHaveLength(0);
  });
});
