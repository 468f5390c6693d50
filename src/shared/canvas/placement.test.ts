import { describe, expect, it } from 'vitest';
import { componentSize } from './catalogue.ts';
import { CANVAS } from './constants.ts';
import { besideLast, CLICK_SPACING, freeSlotNear, PLACEMENT_GAP, type PlacedComponent } from './placement.ts';

const centre = { x: 10000, y: 7500 };
const boxOf = (c: PlacedComponent) => ({ ...componentSize(c.type), ...c.position });
const overlap = (a: PlacedComponent, b: PlacedComponent) => {
  const p = boxOf(a);
  const q = boxOf(b);
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
};
const dist = (p: { x: number; y: number }, type: string) => {
  const { width, height } = componentSize(type);
  return Math.hypot(p.x + width / 2 - centre.x, p.y + height / 2 - centre.y);
};

describe('freeSlotNear', () => {
  it('centres the component on the point when the space is free', () => {
    expect(freeSlotNear('landing-page', centre, [])).toEqual({ x: 10000 - 100, y: 7500 - 120 });
    // a component far away does not move it
    expect(freeSlotNear('email', centre, [{ type: 'email', position: { x: 0, y: 0 } }])).toEqual({ x: 10000 - 90, y: 7500 - 30 });
  });

  it('ten clicks in a row: no two components overlap, each lands near the centre', () => {
    const placed: PlacedComponent[] = [];
    for (let i = 0; i < 10; i++) {
      const type = i % 2 ? 'email' : 'landing-page';
      placed.push({ type, position: freeSlotNear(type, centre, placed) });
    }
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(overlap(placed[i], placed[j]), `${i} and ${j}`).toBe(false);
    for (const p of placed) expect(dist(p.position, p.type)).toBeLessThan(1000);
    // the second one is right beside the first, at the gap, not far away
    const first = boxOf(placed[0]);
    const second = boxOf(placed[1]);
    const gapX = Math.max(second.x - (first.x + first.width), first.x - (second.x + second.width));
    const gapY = Math.max(second.y - (first.y + first.height), first.y - (second.y + second.height));
    expect(Math.max(gapX, gapY)).toBeGreaterThanOrEqual(PLACEMENT_GAP);
    expect(Math.max(gapX, gapY)).toBeLessThan(PLACEMENT_GAP + 20);
  });

  it('picks the nearest free slot: with the left side taken, it goes to the nearer free side', () => {
    // A wall of boxes left of and on the centre; the right is open.
    const wall: PlacedComponent[] = [];
    for (let y = 6800; y <= 8200; y += 260) for (let x = 9400; x <= 10000; x += 220) wall.push({ type: 'landing-page', position: { x, y } });
    const p = freeSlotNear('email', centre, wall);
    const box = { ...componentSize('email'), ...p };
    for (const w of wall) expect(overlap({ type: 'email', position: p }, w)).toBe(false);
    expect(box.x).toBeGreaterThan(10000); // to the right: the nearer free side
    expect(dist(p, 'email')).toBeLessThan(600);
  });

  it('snaps to the grid and stays on the surface', () => {
    const p = freeSlotNear('email', { x: 10007, y: 7513 }, [], { grid: 20 });
    expect(p.x % 20).toBe(0);
    expect(p.y % 20).toBe(0);
    const corner = freeSlotNear('landing-page', { x: 0, y: 0 }, [{ type: 'landing-page', position: { x: 0, y: 0 } }]);
    expect(corner.x).toBeGreaterThanOrEqual(0);
    expect(corner.y).toBeGreaterThanOrEqual(0);
    expect(overlap({ type: 'landing-page', position: corner }, { type: 'landing-page', position: { x: 0, y: 0 } })).toBe(false);
    const far = freeSlotNear('landing-page', { x: CANVAS.width + 500, y: CANVAS.height + 500 }, []);
    expect(far).toEqual({ x: CANVAS.width - 200, y: CANVAS.height - 240 });
  });
});

describe('besideLast', () => {
  const size = (type: string) => componentSize(type);

  it('puts the first component at the centre, then each one right of the last, on its middle line, on the grid', () => {
    const placed: PlacedComponent[] = [];
    for (const type of ['landing-page', 'email', 'checkout-page']) placed.push({ type, position: besideLast(type, centre, placed, { grid: 20 }) });
    expect(placed[0].position).toEqual({ x: 10000 - 100, y: 7500 - 120 });
    for (let i = 1; i < placed.length; i++) {
      const [a, b] = [placed[i - 1], placed[i]];
      expect(b.position.x).toBeGreaterThanOrEqual(a.position.x + size(a.type).width + CLICK_SPACING);
      expect(b.position.x).toBeLessThan(a.position.x + size(a.type).width + CLICK_SPACING + 20);
      expect(Math.abs(b.position.y + size(b.type).height / 2 - (a.position.y + size(a.type).height / 2))).toBeLessThanOrEqual(10);
      expect(b.position.x % 20).toBe(0);
      expect(b.position.y % 20).toBe(0);
    }
  });

  it('slides past a component in the way, never on top of one', () => {
    const last = { type: 'landing-page', position: { x: 10000, y: 7500 } };
    const inTheWay = { type: 'landing-page', position: { x: 10000 + size('landing-page').width + CLICK_SPACING, y: 7500 } };
    const existing = [inTheWay, last];
    const p = besideLast('landing-page', centre, existing);
    const added = { type: 'landing-page', position: p };
    for (const c of existing) expect(overlap(added, c)).toBe(false);
    expect(p.x).toBe(inTheWay.position.x + size('landing-page').width + CLICK_SPACING);
    expect(p.y).toBe(7500);
  });

  it('at the surface’s right edge, takes the free slot nearest to the centre', () => {
    const last = { type: 'landing-page', position: { x: CANVAS.width - size('landing-page').width, y: 7500 } };
    const p = besideLast('landing-page', centre, [last]);
    expect(p).toEqual(freeSlotNear('landing-page', centre, [last]));
  });
});
