import { describe, expect, it } from 'vitest';
import { EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { newDrawing } from '#shared/canvas/rules.ts';
import { FORECAST_LABEL_HEIGHT, layoutSheet, MAX_AREA_PX, MAX_SIDE_PX, pixelRatioFor, SHEET_MIN_WIDTH, SHEET_PAD } from './sheet-layout.ts';

const page = (id: string, x: number, y = 0) => ({ id, type: 'landing-page', position: { x, y }, data: { title: id, description: '' } });
const content = (over: Partial<CanvasContent> = {}): CanvasContent => ({ ...EMPTY_CONTENT, ...over });

describe('layoutSheet', () => {
  it('covers every element, wherever it is, plus the margin', () => {
    const l = layoutSheet(content({ components: [page('a', -3000, -500), page('b', 2000, 900)] }), { forecast: false });
    // page components are 200 x 240
    expect(l.width).toBe(5000 + 200 + 2 * SHEET_PAD);
    expect(l.height).toBe(1400 + 240 + 2 * SHEET_PAD);
    expect(l.components.get('a')).toMatchObject({ x: SHEET_PAD, y: SHEET_PAD, w: 200, h: 240 });
    expect(l.components.get('b')).toMatchObject({ x: SHEET_PAD + 5000, y: SHEET_PAD + 1400 });
  });
  it('makes room under the steps for the forecast figures', () => {
    const off = layoutSheet(content({ components: [page('a', 0, 0), page('b', 0, 600)] }), { forecast: false });
    const on = layoutSheet(content({ components: [page('a', 0, 0), page('b', 0, 600)] }), { forecast: true });
    expect(on.height - off.height).toBe(FORECAST_LABEL_HEIGHT);
  });
  it('gives a small funnel the minimum width, centred: three steps make 1,600 px at 2x', () => {
    const l = layoutSheet(content({ components: [page('a', 0), page('b', 220), page('c', 440)] }), { forecast: false });
    expect(l.width).toBe(SHEET_MIN_WIDTH);
    expect(l.width * pixelRatioFor(l.width, l.height)).toBeGreaterThanOrEqual(1600);
    const a = l.components.get('a');
    const c = l.components.get('c');
    expect(a && c && Math.round(a.x - (l.width - (c.x + c.w)))).toBe(0);
  });
  it('draws connections between existing components only, with their style', () => {
    const l = layoutSheet(
      content({
        components: [page('a', 0), page('b', 600)],
        connections: [
          { id: 'ab', from: 'a', to: 'b', style: { dashed: true, organic: false, endType: 'arrow' } },
          { id: 'ax', from: 'a', to: 'gone', style: { dashed: false, organic: true, endType: 'dot' } },
        ],
      }),
      { forecast: false },
    );
    expect(l.edges).toHaveLength(1);
    expect(l.edges[0].style.dashed).toBe(true);
    // straight, from a's right border to 12 px (the arrow) before b's left border
    const a = l.components.get('a');
    const b = l.components.get('b');
    if (!a || !b) throw new Error('missing boxes');
    expect(l.edges[0].path).toBe(`M ${a.x + a.w},${a.y + a.h / 2}L ${b.x - 12},${b.y + b.h / 2}`);
  });
  it('counts paragraphs and drawings in the bounds', () => {
    const l = layoutSheet(
      content({
        textElements: [
          {
            id: 't',
            type: 'paragraph',
            position: { x: 0, y: 0 },
            content: 'Olá',
            fontSize: 16,
            fontWeight: 'normal',
            color: 'white',
            width: 1500,
            height: 'auto',
          },
        ],
        drawings: [
          newDrawing(
            [
              { x: 0, y: 0 },
              { x: 0, y: 1000 },
            ],
            'agency',
          ),
        ],
      }),
      { forecast: false },
    );
    expect(l.width).toBeGreaterThanOrEqual(1500 + 2 * SHEET_PAD);
    expect(l.height).toBeGreaterThanOrEqual(1000 + 2 * SHEET_PAD);
  });
});

describe('pixelRatioFor', () => {
  it('is 2x until the image would pass the cap', () => {
    expect(pixelRatioFor(1000, 600)).toBe(2);
    const huge = pixelRatioFor(11_000, 8_000);
    expect(huge).toBeLessThan(1);
    expect(11_000 * huge * 8_000 * huge).toBeLessThanOrEqual(MAX_AREA_PX * 1.0001);
    const long = pixelRatioFor(40_000, 500);
    expect(40_000 * long).toBeLessThanOrEqual(MAX_SIDE_PX);
  });
});
