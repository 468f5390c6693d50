import { describe, expect, it } from 'vitest';
import { HOSTILE_KEY_MESSAGE, TOO_DEEP_MESSAGE } from '../json-shape.ts';
import { CanvasComponentSchema, CanvasConnectionSchema } from './content.ts';
import { MAX_ELEMENT_DEPTH } from './limits.ts';
import { sanitizeContent } from './sanitize.ts';

const comp = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'landing-page',
  position: { x: 0, y: 0 },
  data: { title: id, description: '' },
  ...extra,
});

describe('sanitizeContent', () => {
  it('keeps valid elements as the REST schemas would store them', () => {
    const out = sanitizeContent({ components: [comp('a')], connections: [{ id: 'e', from: 'a', to: 'b' }] });
    expect(out.components).toEqual([comp('a')]);
    expect(out.connections).toEqual([{ id: 'e', from: 'a', to: 'b', style: { dashed: false, organic: true, endType: 'dot' } }]);
    expect(out.comments).toEqual([]);
  });

  it('drops a script link but keeps the component (D16), and drops broken elements', () => {
    const out = sanitizeContent({
      components: [comp('a', { link: { url: 'javascript:alert(1)', text: 'x' } }), comp('b', { link: { url: 'https://ok.com', text: '' } }), { id: 'c' }],
      comments: [{ id: 'k', position: { x: 0, y: 0 }, content: '   ', timestamp: 'x' }],
      drawings: 'nope',
    });
    expect(out.components.map((c) => [c.id, c.link ?? null])).toEqual([
      ['a', null],
      ['b', { url: 'https://ok.com', text: '' }],
    ]);
    expect(out.comments).toEqual([]);
    expect(out.drawings).toEqual([]);
  });

  it('caps each kind at the schema limit', () => {
    const many = Array.from({ length: 2100 }, (_, i) => comp(`c${i}`));
    expect(sanitizeContent({ components: many }).components).toHaveLength(2000);
  });
});

describe('sanitizeContent text cleaning', () => {
  it('leaves no NUL nor lone surrogate anywhere in the projection', async () => {
    const { findBadText } = await import('../text.ts');
    const out = sanitizeContent({
      textElements: [{ id: 't1', position: { x: 0, y: 0 }, content: 'a\u0000b\ud800', color: 'x\udc00' }],
    });
    expect(out.textElements).toHaveLength(1);
    expect(findBadText(out)).toBeNull();
  });
});

describe('content with hostile keys or nesting (docs/decisions/006)', () => {
  const nested = (depth: number): unknown => {
    let v: unknown = 'fundo';
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  };

  it('drops __proto__, constructor and prototype at every depth and keeps the rest of the element', () => {
    // JSON.parse keeps "__proto__" as an own field, as a jsonb column or a REST body gives it
    const raw = JSON.parse(
      '{"components":[{"id":"a","type":"t","position":{"x":0,"y":0},"constructor":"y","data":{"title":"a","description":"","constructor":"x","prototype":{"p":1},"deep":[{"__proto__":{"polluted":true},"ok":1}]}}]}',
    );
    const out = sanitizeContent(raw);
    expect(out.components).toEqual([{ id: 'a', type: 't', position: { x: 0, y: 0 }, data: { title: 'a', description: '', deep: [{ ok: 1 }] } }]);
    expect(Object.getPrototypeOf(out.components[0].data)).toBe(Object.prototype);
  });

  it('leaves out an element nested deeper than MAX_ELEMENT_DEPTH, keeps one at the limit, and never overflows', () => {
    // the element is level 1 and data level 2: data may hold MAX_ELEMENT_DEPTH - 2 more levels
    const at = comp('at', { data: { title: 'at', description: '', extra: nested(MAX_ELEMENT_DEPTH - 2) } });
    const over = comp('over', { data: { title: 'over', description: '', extra: nested(MAX_ELEMENT_DEPTH - 1) } });
    const huge = comp('huge', { data: { title: 'huge', description: '', extra: nested(100_000) } });
    expect(sanitizeContent({ components: [at, over, huge, comp('b')] }).components.map((c) => c.id)).toEqual(['at', 'b']);
  });

  it('the element schemas refuse the keys and the nesting in pt-BR (what REST and the socket check)', () => {
    const data = (extra: Record<string, unknown>) => ({ ...comp('a'), data: { title: 'a', description: '', ...extra } });
    for (const key of ['constructor', 'prototype']) {
      const r = CanvasComponentSchema.safeParse(data({ [key]: 'x' }));
      expect(r.success ? null : r.error.issues[0].message).toBe(HOSTILE_KEY_MESSAGE);
    }
    const inner = CanvasComponentSchema.safeParse(data({ list: [JSON.parse('{"__proto__":{"x":1}}')] }));
    expect(inner.success ? null : inner.error.issues[0].message).toBe(HOSTILE_KEY_MESSAGE);
    const deep = CanvasComponentSchema.safeParse(data({ extra: nested(MAX_ELEMENT_DEPTH) }));
    expect(deep.success ? null : deep.error.issues[0].message).toBe(TOO_DEEP_MESSAGE);
    for (const bad of ['__proto__', 'constructor', 'prototype']) {
      const r = CanvasConnectionSchema.safeParse({ id: 'e', from: bad, to: 'b' });
      expect(r.success ? null : r.error.issues[0].message).toBe(HOSTILE_KEY_MESSAGE);
      expect(CanvasComponentSchema.safeParse(comp(bad)).success).toBe(false);
    }
    expect(CanvasComponentSchema.safeParse(data({ extra: nested(MAX_ELEMENT_DEPTH - 2) })).success).toBe(true);
  });
});
