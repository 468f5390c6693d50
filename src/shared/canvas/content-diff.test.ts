import { describe, expect, it } from 'vitest';
import { EMPTY_CONTENT } from './constants.ts';
import type { CanvasContent } from './content.ts';
import { describeChanges, diffContent, hasChanges } from './content-diff.ts';
import { DEFAULT_CONNECTION_STYLE } from './rules.ts';

const base = (): CanvasContent => ({
  ...EMPTY_CONTENT,
  components: [
    { id: 'a', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'A', description: '' } },
    { id: 'b', type: 'checkout-page', position: { x: 300, y: 0 }, data: { title: 'B', description: '' } },
    { id: 'c', type: 'email', position: { x: 600, y: 0 }, data: { title: 'C', description: '' } },
  ],
  connections: [{ id: 'ab', from: 'a', to: 'b', style: DEFAULT_CONNECTION_STYLE }],
});

describe('diffContent (D9)', () => {
  it('marks added, changed and removed elements', () => {
    const before = base();
    const after = base();
    after.components[0].position = { x: 10, y: 0 }; // moved
    after.components[1].data = { title: 'B2', description: '' }; // renamed
    after.components.splice(2, 1); // c removed
    after.components.push({ id: 'd', type: 'upsell-page', position: { x: 0, y: 400 }, data: { title: 'D', description: '' } });
    after.connections = [{ id: 'bd', from: 'b', to: 'd', style: { dashed: true, organic: true, endType: 'arrow' } }];
    const d = diffContent(before, after);
    expect(Object.fromEntries(d.components)).toEqual({ a: 'changed', b: 'changed', c: 'removed', d: 'added' });
    expect(Object.fromEntries(d.connections)).toEqual({ ab: 'removed', bd: 'added' });
    expect(d.removedComponents.map((c) => c.id)).toEqual(['c']);
    expect(d.counts).toEqual({ added: 2, changed: 2, removed: 2 });
  });

  it('ignores key order and absent optional fields (the live document reorders keys)', () => {
    const after = base();
    after.connections[0] = { style: { endType: 'dot', organic: true, dashed: false }, to: 'b', from: 'a', id: 'ab' };
    after.components[0] = { data: { description: '', title: 'A' }, position: { y: 0, x: 0 }, type: 'landing-page', id: 'a', link: undefined };
    expect(hasChanges(diffContent(base(), after))).toBe(false);
  });

  it('comments and drawings are not changes of the funnel', () => {
    const after = base();
    after.comments.push({ id: 'x', position: { x: 0, y: 0 }, content: 'oi', author: 'A', timestamp: 't' });
    expect(hasChanges(diffContent(base(), after))).toBe(false);
  });
});

describe('describeChanges', () => {
  it('says the counts in pt-BR, singular and plural', () => {
    expect(describeChanges({ added: 2, changed: 1, removed: 0 })).toBe('2 elementos adicionados, 1 alterado, 0 removidos');
    expect(describeChanges({ added: 1, changed: 0, removed: 1 })).toBe('1 elemento adicionado, 0 alterados, 1 removido');
  });
});
