import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { CANVAS } from '#shared/canvas/constants.ts';
import { arrowBase, borderPoint } from './funnel-edge.tsx';

const box = (x: number, y: number, w = 100, h = 50) => ({ x, y, w, h });

describe('connection geometry (docs/product.md)', () => {
  it('leaves a component on the side facing the other one', () => {
    expect(borderPoint(box(0, 0), box(300, 0))).toEqual({ x: 100, y: 25, side: Position.Right });
    expect(borderPoint(box(300, 0), box(0, 0))).toEqual({ x: 300, y: 25, side: Position.Left });
    expect(borderPoint(box(0, 0), box(0, 300))).toEqual({ x: 50, y: 50, side: Position.Bottom });
    expect(borderPoint(box(0, 300), box(0, 0))).toEqual({ x: 50, y: 300, side: Position.Top });
  });
  it('meets the border on the line between the centres', () => {
    const p = borderPoint(box(0, 0), box(200, 100));
    // centre (50,25) towards (250,125): slope 0.5, leaves by the right side at x=100
    expect(p.x).toBeCloseTo(100);
    expect(p.y).toBeCloseTo(50);
    expect(p.side).toBe(Position.Right);
  });
  it('stops the line one arrow length (12) before the border, so the tip lands on it', () => {
    const p2 = { x: 300, y: 25, side: Position.Left };
    expect(arrowBase({ x: 100, y: 25 }, p2, true)).toEqual({ x: 300 - CANVAS.arrowLength, y: 25 });
    const s = arrowBase({ x: 0, y: 0 }, { x: 30, y: 40, side: Position.Top }, false);
    expect(Math.hypot(s.x - 30, s.y - 40)).toBeCloseTo(CANVAS.arrowLength);
    expect(s.x).toBeLessThan(30);
  });
});
