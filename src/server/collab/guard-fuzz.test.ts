// Hostile live updates from a signed-in agency editor (docs/decisions/005): keys that reach a
// prototype in every kind of element, values nested past the limit, values over the size caps,
// values of the wrong type. Each goes through a real socket to the real server; for each, the
// sender is closed, nothing of it is applied or stored, and the editor beside it goes on working.
import { MessageType } from '@hocuspocus/server';
import { eq } from 'drizzle-orm';
import * as encoding from 'lib0/encoding';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import type { TestApp } from '../../../tests/helpers/app.ts';
import { component } from '../../../tests/helpers/canvas-fixtures.ts';
import { closeCodes, eventually, respell, seedLiveCanvas, sendRaw, titleOf, withLiveApp } from '../../../tests/helpers/collab.ts';
import type { ContentKind } from '../../shared/canvas/constants.ts';
import { FORECAST_KEY, kindMap, META_KEY, readContent, setElement } from '../../shared/canvas/doc.ts';
import { MAX_CONTENT_BYTES, MAX_DRAWING_POINTS } from '../../shared/canvas/limits.ts';
import { canvasDocuments, canvases } from '../db/schema.ts';
import { REFUSED_CLOSE_CODE } from './guard.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

/** In every hostile update, so that its absence from the stored bytes proves none of it stayed. */
const MARK = 'hostil';

/** An element written field by field, exactly as given (own "__proto__" fields included: a computed key, unlike `__proto__:`, makes a field). */
function put(doc: Y.Doc, kind: ContentKind, id: string, fields: Record<string, unknown>) {
  const el = new Y.Map<unknown>();
  for (const [k, v] of Object.entries({ id, ...fields })) el.set(k, v);
  kindMap(doc, kind).set(id, el);
}
const at = { x: 0, y: 0 };
const comp = (extra: Record<string, unknown> = {}, data: Record<string, unknown> = {}) => ({
  type: 'landing',
  position: at,
  data: { title: MARK, description: '', ...data },
  ...extra,
});
const nested = (depth: number) => {
  let v: unknown = MARK;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const parsed = (json: string) => JSON.parse(json.replaceAll('MARK', MARK));

type Case = [name: string, edit: (doc: Y.Doc, id: string) => void, spell?: [string, string]];

const CASES: Case[] = [
  // keys that reach a prototype, in every kind
  ['component: a 3 MB "__proto__" field', (d, id) => put(d, 'components', id, comp({ ['__proto__']: { pad: MARK + 'x'.repeat(3 << 20) } }))],
  ['component: "__proto__" in data', (d, id) => put(d, 'components', id, comp({}, parsed('{"__proto__":{"p":"MARK"}}')))],
  ['component: "constructor" in data', (d, id) => put(d, 'components', id, comp({}, { Xonstructor: MARK })), ['Xonstructor', 'constructor']],
  ['component: "prototype" in data', (d, id) => put(d, 'components', id, comp({}, { prototype: { p: MARK } }))],
  ['component: a "constructor" field', (d, id) => put(d, 'components', id, comp({ constructor: MARK }))],
  ['component: "constructor" deep in data', (d, id) => put(d, 'components', id, comp({}, { a: [{ b: { constructor: MARK } }] }))],
  ['component: id "__proto__"', (d) => put(d, 'components', '__proto__', comp())],
  ['component: id "constructor"', (d) => put(d, 'components', 'constructor', comp())],
  [
    'connection: "prototype" in style',
    (d, id) => put(d, 'connections', id, { from: 'c1', to: 'c2', style: { dashed: false, organic: true, endType: 'dot', prototype: MARK } }),
  ],
  ['connection: a "__proto__" field', (d, id) => put(d, 'connections', id, { from: 'c1', to: 'c2', ['__proto__']: { p: MARK } })],
  ['text: a "constructor" field', (d, id) => put(d, 'textElements', id, { position: at, content: 'texto', constructor: MARK })],
  ['comment: a "prototype" field', (d, id) => put(d, 'comments', id, { position: at, content: 'oi', timestamp: 't', prototype: MARK })],
  ['comment: pinned to "__proto__"', (d, id) => put(d, 'comments', id, { position: at, content: MARK, timestamp: 't', componentId: '__proto__' })],
  [
    'drawing: "__proto__" in a point',
    (d, id) => put(d, 'drawings', id, { points: parsed('[{"x":0,"y":0,"__proto__":{"p":"MARK"}}]'), color: '#000000', author: 'agency' }),
  ],
  ['forecast: a "__proto__" field', (d) => d.getMap(FORECAST_KEY).set('__proto__', { visitors: MARK })],
  // nesting
  ['component: data 40 levels deep', (d, id) => put(d, 'components', id, comp({}, { extra: nested(40) }))],
  ['component: data 5,000 levels deep', (d, id) => put(d, 'components', id, comp({}, { extra: nested(5000) }))],
  // size
  ['component: data over the document cap', (d, id) => put(d, 'components', id, comp({}, { extra: MARK + 'x'.repeat(MAX_CONTENT_BYTES) }))],
  [
    'drawing: more points than allowed',
    (d, id) => put(d, 'drawings', id, { points: Array.from({ length: MAX_DRAWING_POINTS + 1 }, () => at), color: '#000000', author: 'agency' }),
  ],
  // wrong types
  ['component: data null', (d, id) => put(d, 'components', id, comp({ data: null }))],
  ['component: position a string', (d, id) => put(d, 'components', id, comp({ position: MARK }))],
  ['component: binary in data', (d, id) => put(d, 'components', id, comp({}, { bin: new Uint8Array([1, 2, 3]) }))],
  ['component: a binary field', (d, id) => put(d, 'components', id, comp({ bin: new Uint8Array([1, 2, 3]) }))],
  ['component: data a shared map', (d, id) => put(d, 'components', id, comp({ data: new Y.Map([['title', MARK]]) }))],
  ['component: a shared text field', (d, id) => put(d, 'components', id, comp({ note: new Y.Text(MARK) }))],
  ['component: not a map', (d, id) => (kindMap(d, 'components') as Y.Map<unknown>).set(id, MARK)],
  ['forecast: visitors a string', (d) => d.getMap(FORECAST_KEY).set('visitors', MARK)],
  ['meta: the title', (d) => d.getMap(META_KEY).set('title', MARK)],
];

/** The update `edit` makes on a copy of what the sender holds, with its bytes respelled. */
function hostileUpdate(from: Y.Doc, [, edit, spell]: Case, id: string): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(from));
  const before = Y.encodeStateVector(copy);
  copy.transact(() => edit(copy, id));
  const update = Y.encodeStateAsUpdate(copy, before);
  copy.destroy();
  return spell ? respell(update, ...spell) : update;
}

const stored = async (canvasId: string) => {
  const [doc] = await t.db.select({ state: canvasDocuments.state }).from(canvasDocuments).where(eq(canvasDocuments.canvasId, canvasId));
  const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, canvasId));
  return { state: Buffer.from(doc?.state ?? []), content: JSON.stringify(row.content) };
};

it('closes the sender of every hostile update; nothing of it is applied or stored; the other editor goes on', async () => {
  const s = await seedLiveCanvas(t);
  const good = connect(base, s.canvas.id, s.cookie);
  const goodCodes = closeCodes(good);
  expect(await good.ready).toBe('synced');

  const accepted: string[] = [];
  for (const [i, c] of CASES.entries()) {
    const bad = connect(base, s.canvas.id, s.cookie);
    const codes = closeCodes(bad);
    expect(await bad.ready).toBe('synced');
    const update = hostileUpdate(bad.doc, c, `${MARK}-${i}`);
    sendRaw(bad, MessageType.Sync, (e) => {
      encoding.writeVarUint(e, 2); // y-protocols' "update" step
      encoding.writeVarUint8Array(e, update);
    });
    try {
      await eventually(() => expect(codes).toContain(REFUSED_CLOSE_CODE), 5_000);
    } catch {
      accepted.push(c[0]);
    }
    bad.destroy(); // a refused provider would reconnect and be refused again
  }
  expect(accepted).toEqual([]);

  // The editor beside them was never closed, never saw any of it, and its next edit is stored.
  expect(goodCodes).not.toContain(REFUSED_CLOSE_CODE);
  expect(Buffer.from(Y.encodeStateAsUpdate(good.doc)).includes(MARK)).toBe(false);
  expect(readContent(good.doc).components.map((c) => c.id)).toEqual(['c1', 'c2']);
  setElement(good.doc, 'components', component('c1', 'Editado depois'));
  await eventually(async () => expect((await stored(s.canvas.id)).content).toContain('Editado depois'));
  const after = await stored(s.canvas.id);
  expect(after.state.includes(MARK)).toBe(false);
  expect(after.content).not.toContain(MARK);
  expect(after.state.length).toBeLessThan(64 * 1024);

  const late = connect(base, s.canvas.id, s.cookie);
  expect(await late.ready).toBe('synced');
  await eventually(() => expect(titleOf(late, 'c1')).toBe('Editado depois'));
  expect(Buffer.from(Y.encodeStateAsUpdate(late.doc)).includes(MARK)).toBe(false);
  const res = await s.api.get(`/api/canvases/${s.canvas.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(MARK);
}, 120_000);
