import { describe, expect, it } from 'vitest';
import { differsFromPublished, sameStructure } from './structure.ts';

const comp = (id: string, title = id) => ({ id, type: 'landing-page', position: { x: 0, y: 0 }, data: { title, description: '' } });
const base = { components: [comp('a'), comp('b')], connections: [], textElements: [] };

describe('sameStructure / differsFromPublished', () => {
  it('ignores key order, element order, absent versus null fields, comments and drawings', () => {
    const reordered = {
      components: [{ data: { description: '', title: 'b' }, position: { y: 0, x: 0 }, type: 'landing-page', id: 'b', link: null }, comp('a')],
      connections: [],
      textElements: [],
      comments: [{ id: 'k' }],
    };
    expect(sameStructure(base, reordered as never)).toBe(true);
  });

  it('sees a moved, renamed, added or removed element, and a new title', () => {
    expect(sameStructure(base, { ...base, components: [comp('a'), { ...comp('b'), position: { x: 5, y: 0 } }] })).toBe(false);
    expect(sameStructure(base, { ...base, components: [comp('a'), comp('b', 'Vendas')] })).toBe(false);
    expect(sameStructure(base, { ...base, components: [comp('a')] })).toBe(false);
    expect(sameStructure(base, { ...base, connections: [{ id: 'x', from: 'a', to: 'b' }] as never })).toBe(false);
    expect(differsFromPublished({ title: 'Funil', content: base }, { title: 'Funil ', content: base })).toBe(false);
    expect(differsFromPublished({ title: 'Funil 2', content: base }, { title: 'Funil', content: base })).toBe(true);
  });

  it('sees a forecast change: switched on, off, or other visitors; rates are component data', () => {
    const on = { ...base, forecast: { visitors: 10_000, enabled: true } };
    expect(sameStructure(base, on)).toBe(false);
    expect(sameStructure(on, { ...base, forecast: { enabled: true, visitors: 10_000 } })).toBe(true);
    expect(sameStructure(on, { ...base, forecast: { visitors: 10_000, enabled: false } })).toBe(false);
    expect(sameStructure(on, { ...base, forecast: { visitors: 9_000, enabled: true } })).toBe(false);
    const rated = { ...on, components: [{ ...comp('a'), data: { title: 'a', description: '', conversionRate: 20 } }, comp('b')] };
    expect(sameStructure(on, rated)).toBe(false);
  });
});
