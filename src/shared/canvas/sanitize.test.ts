import { describe, expect, it } from 'vitest';
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
