import { describe, expect, it } from 'vitest';
import { getComponentDef } from './catalogue.ts';
import { canvasPreview, openCommentCount, PREVIEW_MAX_BOXES } from './preview.ts';

const comp = (id: string, x: number, y: number, type = 'landing-page') => ({ id, type, position: { x, y }, data: { title: id } });

describe('canvasPreview', () => {
  it('moves the boxes to start at 0,0 with their catalogue size and colour, and keeps connections as index pairs', () => {
    const p = canvasPreview({
      components: [comp('a', 100, 200), comp('b', 500, 150, 'email')],
      connections: [
        { id: 'e1', from: 'a', to: 'b' },
        { id: 'e2', from: 'a', to: 'gone' },
      ],
    });
    expect(p.boxes).toEqual([
      [0, 50, 200, 240, getComponentDef('landing-page')?.color],
      [400, 0, 180, 60, getComponentDef('email')?.color],
    ]);
    expect(p.links).toEqual([[0, 1]]);
    expect(p.total).toBe(2);
  });

  it(`shows at most ${PREVIEW_MAX_BOXES} boxes and only connections between shown boxes`, () => {
    const components = Array.from({ length: 55 }, (_, i) => comp(`c${i}`, i * 10, 0));
    const p = canvasPreview({
      components,
      connections: [
        { id: 'x', from: 'c0', to: 'c50' },
        { id: 'y', from: 'c1', to: 'c2' },
      ],
    });
    expect(p.boxes).toHaveLength(PREVIEW_MAX_BOXES);
    expect(p.total).toBe(55);
    expect(p.links).toEqual([[1, 2]]);
  });

  it('reads any stored column without throwing: null, wrong shapes, bad positions, unknown types', () => {
    expect(canvasPreview(null)).toEqual({ boxes: [], links: [], total: 0 });
    expect(canvasPreview('x')).toEqual({ boxes: [], links: [], total: 0 });
    const p = canvasPreview({
      components: [null, 3, { id: 'a' }, { id: 'b', position: { x: Number.NaN, y: 0 } }, { id: 'c', type: 'futuro', position: { x: 1, y: 2 } }],
    });
    expect(p.boxes).toEqual([[0, 0, 180, 60, '#64748b']]);
  });
});

describe('openCommentCount', () => {
  it('counts root comments not resolved', () => {
    expect(
      openCommentCount({
        comments: [
          { id: '1', content: 'a' },
          { id: '2', content: 'b', resolved: true },
          { id: '3', content: 'c', parentId: '1' },
          { id: '4', content: 'd', resolved: false },
        ],
      }),
    ).toBe(2);
    expect(openCommentCount(undefined)).toBe(0);
  });
});
