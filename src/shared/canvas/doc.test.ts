import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CanvasContentSchema } from './content.ts';
import { decodeDoc, docFromContent, encodeDoc, mergeContent, readContent } from './doc.ts';

const base = CanvasContentSchema.parse({
  components: [
    { id: 'a', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'Página' } },
    { id: 'b', type: 'checkout-page', position: { x: 300, y: 0 }, data: { title: 'Checkout' } },
  ],
  connections: [{ id: 'c1', from: 'a', to: 'b' }],
});

describe('canvas document', () => {
  it('round-trips content through the document', () => {
    const doc = docFromContent(base);
    expect(readContent(decodeDoc(encodeDoc(doc)))).toEqual(base);
  });

  it('merges concurrent edits of different elements without losing either (D19)', () => {
    const server = docFromContent(base);
    const agency = decodeDoc(encodeDoc(server));
    const client = decodeDoc(encodeDoc(server));
    // the agency moves a component while the client adds a comment
    const moved = structuredClone(readContent(agency));
    moved.components[0].position = { x: 50, y: 60 };
    mergeContent(agency, moved, ['components', 'connections', 'textElements', 'drawings']);
    mergeContent(client, { comments: [{ id: 'k1', position: { x: 1, y: 1 }, content: 'Mudar a cor', author: 'Cliente', timestamp: '2026-11-21T10:00:00Z' }] }, [
      'comments',
    ]);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(agency));
    Y.applyUpdate(server, Y.encodeStateAsUpdate(client));
    const merged = readContent(server);
    expect(merged.components[0].position).toEqual({ x: 50, y: 60 });
    expect(merged.comments.map((c) => c.id)).toEqual(['k1']);
  });

  it('deletes only within the kinds the caller may replace', () => {
    const doc = docFromContent(base);
    mergeContent(doc, { components: [], comments: [] }, ['comments']);
    expect(readContent(doc).components).toHaveLength(2);
    mergeContent(doc, { components: [base.components[0]] }, ['components']);
    expect(readContent(doc).components.map((c) => c.id)).toEqual(['a']);
  });

  it('keeps the forecast settings, set only by a caller that may replace components', () => {
    const doc = docFromContent({ ...base, forecast: { visitors: 10_000, enabled: true } });
    expect(readContent(doc).forecast).toEqual({ visitors: 10_000, enabled: true });
    mergeContent(doc, { comments: [], forecast: { visitors: 1, enabled: false } }, ['comments']);
    expect(readContent(doc).forecast).toEqual({ visitors: 10_000, enabled: true });
    mergeContent(doc, { components: base.components }, ['components']);
    expect(readContent(doc).forecast).toEqual({ visitors: 10_000, enabled: true });
    mergeContent(doc, { components: base.components, forecast: { visitors: 500, enabled: false } }, ['components']);
    expect(readContent(doc).forecast).toEqual({ visitors: 500, enabled: false });
    expect(readContent(docFromContent(base)).forecast).toBeUndefined();
  });

  it('refuses forecast values out of range', () => {
    const bad = [{ visitors: -1 }, { visitors: 1.5 }, { visitors: 'x' }];
    for (const forecast of bad) expect(CanvasContentSchema.safeParse({ forecast }).success).toBe(false);
    const step = (data: object) => ({ components: [{ id: 'a', type: 'x', position: { x: 0, y: 0 }, data: { title: 'A', ...data } }] });
    expect(CanvasContentSchema.safeParse(step({ conversionRate: 101 })).error?.issues[0]?.message).toBe('A taxa de conversão deve ser um número de 0 a 100');
    expect(CanvasContentSchema.safeParse(step({ conversionRate: -1 })).success).toBe(false);
    expect(CanvasContentSchema.safeParse(step({ price: -5 })).error?.issues[0]?.message).toBe('O preço não pode ser negativo');
    expect(CanvasContentSchema.safeParse(step({ conversionRate: 20, price: 99.9 })).success).toBe(true);
    const conn = (share: unknown) => ({ connections: [{ id: 'c', from: 'a', to: 'b', share }] });
    expect(CanvasContentSchema.safeParse(conn(120)).success).toBe(false);
    expect(CanvasContentSchema.safeParse(conn(40)).success).toBe(true);
  });
});
