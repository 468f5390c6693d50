// Content stored before the checks existed (or written into the database by hand) can hold keys
// that reach a prototype and values nested thousands deep. Neither may break the funnel
// (docs/decisions/006): reading, saving with and without If-Match, restoring, publishing, the
// portal and the editor all work, the hostile keys are dropped and an element too deep to read
// is left out. Written straight into the database here, past the API that now refuses them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOSTILE_KEYS } from '#shared/json-shape.ts';
import type { TestApp } from '../../../../../tests/helpers/app.ts';
import { loginAs, seedAgency } from '../../../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { eventually, titleOf, withLiveApp } from '../../../../../tests/helpers/collab.ts';
import { clientLogin } from '../../../../../tests/helpers/portal.ts';
import { seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';
import { canvases } from '../../../db/schema.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

const nested = (depth: number): unknown => {
  let v: unknown = 'fundo';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** c1 plain; c2 with every hostile key (JSON.parse keeps "__proto__" as a field); c3 3,000 deep. */
function hostileContent() {
  const c2 = JSON.parse(
    JSON.stringify({ ...component('c2', 'Vendas', 300), constructor: 'y' }).replace(
      '"description":""',
      '"description":"","constructor":"x","prototype":{"a":1},"nested":{"__proto__":{"polluted":true},"ok":1}',
    ),
  );
  const c3 = { ...component('c3', 'Fundo', 600), data: { title: 'Fundo', description: '', extra: nested(3000) } };
  return { components: [component('c1', 'Captura'), c2, c3] };
}

function hasHostileKey(v: unknown): boolean {
  if (!v || typeof v !== 'object') return false;
  return Object.keys(v).some((k) => HOSTILE_KEYS.has(k) || hasHostileKey((v as Record<string, unknown>)[k]));
}

async function setup() {
  const a = await seedAgency(t.db);
  const cl = await seedClientAccess(t.db, a.agency.id, { name: 'Loja' });
  const canvas = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: cl.clientId, userId: a.owner.id, status: 'published', content: hostileContent() });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, cl, canvas, api, url: `/api/canvases/${canvas.id}` };
}

const titles = (content: { components: { data: { title: string } }[] }) => content.components.map((c) => c.data.title);

describe('hostile content already stored', () => {
  it('reads, saves with and without If-Match, publishes and restores, without the hostile keys or the deep element', async () => {
    const s = await setup();
    const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, s.canvas.id));
    expect(JSON.stringify(row.content)).toContain('"constructor":"x"'); // really stored as written

    const open = await s.api.get(s.url);
    expect(open.statusCode).toBe(200);
    expect(titles(open.json().content)).toEqual(['Captura', 'Vendas']);
    expect(hasHostileKey(open.json().content)).toBe(false);
    expect(open.json().content.components[1].data.nested).toEqual({ ok: 1 });

    const c1 = component('c1', 'Captura editada');
    const merged = await s.api.request(
      'PATCH',
      s.url,
      { content: { components: [c1, open.json().content.components[1]] } },
      { 'if-match': open.headers.etag as string },
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(titles(merged.json().content)).toEqual(['Captura editada', 'Vendas']);

    const replaced = await s.api.patch(s.url, { title: 'Renomeado', content: { components: [c1, component('c4', 'Nova')] } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(titles(replaced.json().content)).toEqual(['Captura editada', 'Nova']);

    const published = await s.api.put(s.url, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().version).toBe(2);

    // version 1 is the hostile one, as seeded
    const v1 = await s.api.get(`${s.url}/versions/1`);
    expect(v1.statusCode).toBe(200);
    expect(hasHostileKey(v1.json().content)).toBe(false);
    const restored = await s.api.post(`${s.url}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(titles(restored.json().content)).toEqual(['Captura', 'Vendas']);
    expect(hasHostileKey(restored.json().content)).toBe(false);
    const again = await s.api.patch(s.url, { content: { components: [component('c1', 'Depois da restauração')] } });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('opens in the editor and in the portal', async () => {
    const s = await setup();
    const editor = connect(base, s.canvas.id, s.api.cookieHeader());
    expect(await editor.ready).toBe('synced');
    await eventually(() => expect(titleOf(editor, 'c2')).toBe('Vendas'));
    expect(titleOf(editor, 'c3')).toBeUndefined();
    const data = editor.doc.getMap('components').toJSON();
    expect(hasHostileKey(data)).toBe(false);

    const client = await clientLogin(t, s.cl.email, s.cl.password);
    const portal = await client.get(`/api/client/canvas/${s.canvas.id}`);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(titles(portal.json().content)).toEqual(['Captura', 'Vendas']);
    expect(hasHostileKey(portal.json().content)).toBe(false);
  });
});

it('refuses the same content through the API', async () => {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  const api = await loginAs(t.app, a.email, a.password);
  const res = await api.post('/api/canvases', { title: 'Hostil', clientId: client.id, content: hostileContent() });
  expect(res.statusCode).toBe(400);
});
