// Concurrent REST writers (decision 006): GET answers an ETag naming the content's version; a PATCH
// with If-Match merges three ways against it; without If-Match the spec's replace stays.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../../tests/helpers/app.ts';
import { component } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { eventually, withLiveApp } from '../../../../../tests/helpers/collab.ts';
import { seedOwnerCanvas } from '../../../../../tests/helpers/workspace.ts';
import { setElement } from '../../../../shared/canvas/doc.ts';
import { canvasContentVersions, canvases } from '../../../db/schema.ts';
import { CONTENT_HISTORY_KEEP, PRUNE_EVERY, recordContentVersion } from '../../../domain/canvases/content-history.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

type El = { id: string; position: { x: number; y: number }; data: { title: string; description: string } };

async function setup() {
  const { canvas, api, ...a } = await seedOwnerCanvas(t, { content: { components: [component('c1', 'Captura'), component('c2', 'Vendas', 300)] } });
  const url = `/api/canvases/${canvas.id}`;
  const read = async () => {
    const res = await api.get(url);
    expect(res.statusCode).toBe(200);
    return { etag: String(res.headers.etag), body: res.json() as { contentVersion: number; content: { components: El[] } } };
  };
  const patch = (components: El[], etag?: string) => api.request('PATCH', url, { content: { components } }, etag ? { 'if-match': etag } : {});
  return { ...a, canvas, api, url, read, patch, cookie: api.cookieHeader() };
}

function byId(els: El[], id: string): El {
  const found = els.find((e) => e.id === id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
}
const clone = <T>(v: T): T => structuredClone(v);

describe('ETag and If-Match on /api/canvases/:id', () => {
  it('GET answers an ETag naming the contentVersion in the JSON', async () => {
    const s = await setup();
    const { etag, body } = await s.read();
    expect(etag).toBe(`"v${body.contentVersion}"`);
  });

  it('GET ?content=0 (the editor, which reads the live document) answers the funnel without content, version or ETag', async () => {
    const s = await setup();
    const res = await s.api.get(`${s.url}?content=0`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body.title).toBe(s.canvas.title);
    expect(body.content).toBeUndefined();
    expect(body.contentVersion).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
  });

  it('two writers from the same version, on different elements and different fields of one element: nothing lost', async () => {
    const s = await setup();
    const { etag, body } = await s.read();
    const a = clone(body.content.components);
    byId(a, 'c1').data.title = 'Título de A';
    a.push(component('c3', 'Novo de A') as El);
    const b = clone(body.content.components);
    byId(b, 'c1').data.description = 'Descrição de B';
    byId(b, 'c2').position = { x: 999, y: 5 };
    b.push(component('c4', 'Novo de B') as El);

    expect((await s.patch(a, etag)).statusCode).toBe(200);
    const res = await s.patch(b, etag);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"v${res.json().contentVersion}"`);

    const final = (await s.read()).body.content.components;
    expect(final.map((c) => c.id).sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(byId(final, 'c1').data).toEqual({ title: 'Título de A', description: 'Descrição de B' });
    expect(byId(final, 'c2').position).toEqual({ x: 999, y: 5 });
  });

  it('an element the writer removed is removed; what others added meanwhile is kept; same field: later write wins', async () => {
    const s = await setup();
    const { etag, body } = await s.read();
    const other = [...clone(body.content.components), component('c5', 'De outro') as El];
    byId(other, 'c1').data.title = 'Do outro';
    expect((await s.patch(other, etag)).statusCode).toBe(200);

    const mine = clone(body.content.components).filter((c) => c.id !== 'c2');
    byId(mine, 'c1').data.title = 'Meu, depois';
    expect((await s.patch(mine, etag)).statusCode).toBe(200);

    const final = (await s.read()).body.content.components;
    expect(final.map((c) => c.id).sort()).toEqual(['c1', 'c5']);
    expect(byId(final, 'c1').data.title).toBe('Meu, depois');
  });

  it('412 with a pt-BR message for an unknown base and for a pruned one; 400 for a malformed If-Match', async () => {
    const s = await setup();
    const { etag, body } = await s.read();
    const unknown = await s.patch(body.content.components, '"v99999"');
    expect(unknown.statusCode).toBe(412);
    expect(unknown.json().error).toMatch(/Recarregue e tente de novo/);

    for (let i = 0; i < CONTENT_HISTORY_KEEP + PRUNE_EVERY; i++) await recordContentVersion(t.db, s.canvas.id);
    const kept = await t.db.select({ v: canvasContentVersions.version }).from(canvasContentVersions).where(eq(canvasContentVersions.canvasId, s.canvas.id));
    expect(kept.length).toBeLessThanOrEqual(CONTENT_HISTORY_KEEP + PRUNE_EVERY);
    const pruned = await s.patch(body.content.components, etag);
    expect(pruned.statusCode).toBe(412);
    expect(pruned.json().error).toMatch(/versão em que você se baseou/);

    for (const bad of ['v1', '"abc"', '"v1", "v2"', '"v0"']) {
      const res = await s.patch(body.content.components, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/If-Match inválido/);
    }
  });

  it('the ETag changes once a live socket edit is stored, and names content holding it', async () => {
    const s = await setup();
    const before = await s.read();
    const p = connect(base, s.canvas.id, s.cookie);
    expect(await p.ready).toBe('synced');
    setElement(p.doc, 'components', { ...component('c9', 'Pelo socket') });
    await eventually(async () => {
      const now = await s.read();
      expect(now.etag).not.toBe(before.etag);
      expect(now.body.content.components.map((c) => c.id)).toContain('c9');
      const [row] = await t.db.select({ v: canvases.contentVersion }).from(canvases).where(eq(canvases.id, s.canvas.id));
      expect(now.etag).toBe(`"v${row?.v}"`);
    });
  });

  it('without If-Match the kinds sent replace what is there (spec)', async () => {
    const s = await setup();
    const { body } = await s.read();
    const other = [...clone(body.content.components), component('c5', 'De outro') as El];
    expect((await s.patch(other)).statusCode).toBe(200);
    const res = await s.patch(body.content.components);
    expect(res.statusCode).toBe(200);
    const final = await s.read();
    expect(final.body.content.components.map((c) => c.id).sort()).toEqual(['c1', 'c2']);
    // The answer still names the version it produced, for the writer's next If-Match.
    expect(res.headers.etag).toBe(final.etag);
    expect(res.json().contentVersion).toBe(final.body.contentVersion);
  });
});
