import { describe, expect, it } from 'vitest';
import { freeArea, viewportFor } from './focus-step.ts';

describe('freeArea', () => {
  it('is left of a card on the right (computer)', () => {
    const card = { left: 1000, top: 16, width: 424, height: 868 } as DOMRect;
    expect(freeArea(card, { width: 1440, height: 900 })).toEqual({ x: 0, y: 0, width: 1000, height: 900 });
  });
  it('is above a card at the bottom (phone)', () => {
    const card = { left: 0, top: 320, width: 390, height: 524 } as DOMRect;
    expect(freeArea(card, { width: 390, height: 844 })).toEqual({ x: 0, y: 0, width: 390, height: 320 });
  });
  it('keeps a quarter of the screen when the card is tall', () => {
    const card = { left: 0, top: 50, width: 390, height: 794 } as DOMRect;
    expect(freeArea(card, { width: 390, height: 844 }).height).toBe(211);
  });
});

describe('viewportFor', () => {
  const box = { x: 10_000, y: 7_500, width: 200, height: 240 };
  it('puts the step’s centre at the centre of the free area, in pane coordinates', () => {
    const area = { x: 0, y: 0, width: 1000, height: 900 };
    const pane = { left: 56, top: 56 };
    const v = viewportFor(box, area, pane);
    const screenX = (box.x + box.width / 2) * v.zoom + v.x + pane.left;
    const screenY = (box.y + box.height / 2) * v.zoom + v.y + pane.top;
    expect(screenX).toBeCloseTo(500);
    expect(screenY).toBeCloseTo(450);
  });
  it('zooms in no further than 110 %, and out to show the step whole in a small area', () => {
    expect(viewportFor(box, { x: 0, y: 0, width: 1000, height: 900 }, { left: 0, top: 0 }).zoom).toBe(1.1);
    const small = viewportFor(box, { x: 0, y: 0, width: 390, height: 320 }, { left: 0, top: 0 });
    expect(small.zoom).toBeCloseTo(320 / (240 * 1.8));
    expect(box.height * small.zoom).toBeLessThan(320);
  });
});
