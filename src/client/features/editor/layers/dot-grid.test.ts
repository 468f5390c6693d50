import { describe, expect, it } from 'vitest';
import { dotGridStyle } from './dot-grid.tsx';

const shiftOf = (transform: string) => (transform.match(/translate3d\((-?[\d.e-]+)px, (-?[\d.e-]+)px, 0\)/) ?? []).slice(1, 3).map(Number);

describe('dot grid', () => {
  it('moves by the pan modulo one cell, so the dots stay on the flow grid', () => {
    for (const [tx, ty, zoom] of [
      [0, 0, 1],
      [-25, 47, 1],
      [1234.5, -987.25, 0.5],
      [-10000, -7500, 2],
      [33, 19, 0.1],
    ]) {
      const s = dotGridStyle(tx, ty, zoom, 20, 1.5);
      const cell = 20 * zoom;
      const [x, y] = shiftOf(s.transform);
      // Within one cell to the left of and above the pane: the layer always covers it.
      for (const v of [x, y]) {
        expect(v).toBeGreaterThanOrEqual(-cell);
        expect(v).toBeLessThan(0);
      }
      // A dot sits on the layer's origin, so the pan itself is a whole number of cells away:
      // the flow's origin (and every grid point) is a dot at any pan.
      expect(Math.abs(((tx - x) / cell) % 1) % 1).toBeCloseTo(0, 6);
      expect(Math.abs(((ty - y) / cell) % 1) % 1).toBeCloseTo(0, 6);
      expect(s.size).toBe(`calc(100% + ${2 * cell}px)`);
      expect(s.cell).toBe(`${cell}px ${cell}px`);
      expect(s.position).toBe(`${-cell / 2}px ${-cell / 2}px`);
    }
  });

  it('draws the dot at the zoomed size', () => {
    expect(dotGridStyle(0, 0, 2, 20, 1.5).radius).toBe(1.5);
    expect(dotGridStyle(0, 0, 0.5, 20, 1.5).radius).toBe(0.375);
  });
});
