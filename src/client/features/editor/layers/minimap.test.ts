import { describe, expect, it } from 'vitest';
import type { EditorNode } from '../nodes/nodes.tsx';
import { minimapShapes, minimapView } from './minimap.tsx';

const node = (id: string, x: number, y: number, extra: Partial<EditorNode> = {}) =>
  ({ id, type: 'component', position: { x, y }, width: 100, height: 50, data: {}, ...extra }) as unknown as EditorNode;

describe('minimap shapes', () => {
  it('draws one path per colour, skips hidden and unsized nodes, and bounds what it drew', () => {
    const nodes = [
      node('a', 0, 0),
      node('b', 200, 100),
      node('c', 1000, 1000, { hidden: true }),
      node('d', -500, 0, { width: undefined, height: undefined }),
      node('e', 50, 300, { type: 'comment' } as Partial<EditorNode>),
    ];
    const { paths, bounds } = minimapShapes(nodes, (n) => (n.type === 'comment' ? 'amber' : 'blue'));
    expect(paths).toEqual([
      ['blue', 'M0 0h100v50h-100zM200 100h100v50h-100z'],
      ['amber', 'M50 300h100v50h-100z'],
    ]);
    expect(bounds).toEqual({ x: 0, y: 0, width: 300, height: 350 });
    expect(minimapShapes([], () => 'x')).toEqual({ paths: [], bounds: null });
  });

  it('a measured size wins over the declared one (texts and comments are measured)', () => {
    const { bounds } = minimapShapes([node('a', 0, 0, { measured: { width: 40, height: 20 } })], () => 'x');
    expect(bounds).toEqual({ x: 0, y: 0, width: 40, height: 20 });
  });
});

describe('minimap view', () => {
  it('fits the funnel and the view in 180 × 120 with a 5 px margin, centred', () => {
    const { box, scale } = minimapView({ x: 0, y: 0, width: 1800, height: 600 }, { x: 100, y: 100, width: 200, height: 100 });
    expect(scale).toBe(10);
    expect(box).toEqual({ x: -50, y: -350, width: 1900, height: 1300 });
  });

  it('grows to keep the view in sight when it leaves the funnel', () => {
    const { box } = minimapView({ x: 0, y: 0, width: 1800, height: 1200 }, { x: 3600, y: 0, width: 1800, height: 1200 });
    expect(box.x).toBeLessThanOrEqual(0);
    expect(box.x + box.width).toBeGreaterThanOrEqual(5400);
  });
});
