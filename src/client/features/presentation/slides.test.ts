import { describe, expect, it } from 'vitest';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import { buildSlides } from './slides.ts';

const style = { dashed: false, organic: true, endType: 'dot' as const };
const comp = (id: string, type: string, x: number, y: number, data: Partial<CanvasContent['components'][number]['data']> = {}) => ({
  id,
  type,
  position: { x, y },
  data: { title: id.toUpperCase(), description: '', ...data },
});
const link = (from: string, to: string) => ({ id: `${from}-${to}`, from, to, style });
const comment = (id: string, fields: Partial<CanvasComment>): CanvasComment => ({
  id,
  position: { x: 0, y: 0 },
  content: id,
  author: 'Ana',
  timestamp: '2026-01-01T00:00:00.000Z',
  ...fields,
});

/** capture -> checkout (sells) and capture -> whatsapp (a branch below), then thanks after checkout. */
const funnel = (): CanvasContent => ({
  components: [
    comp('thanks', 'thank-you-page', 900, 0, { title: 'Obrigado' }),
    comp('checkout', 'checkout-page', 600, 0, { title: 'Checkout', description: 'Pagamento', conversionRate: 10, price: 100 }),
    comp('whats', 'whatsapp-button', 600, 300, { title: 'Grupo', conversionRate: 50 }),
    comp('capture', 'capture-page', 0, 0, { title: 'Captura', conversionRate: 20 }),
  ],
  connections: [link('capture', 'checkout'), link('capture', 'whats'), link('checkout', 'thanks')],
  textElements: [],
  comments: [],
  drawings: [],
});

describe('buildSlides', () => {
  it('walks the steps in flow order, ties left to right then top to bottom', () => {
    expect(buildSlides(funnel()).map((s) => s.id)).toEqual(['capture', 'checkout', 'whats', 'thanks']);
  });

  it('names each step by its title and its type in the catalogue’s words, with its description', () => {
    const [capture, checkout] = buildSlides(funnel());
    expect(capture).toMatchObject({ title: 'Captura', typeName: 'Página de Captura' });
    expect(checkout).toMatchObject({ title: 'Checkout', typeName: 'Checkout', description: 'Pagamento' });
  });

  it('carries the forecast only when it is on: people, conversion, revenue of a selling step', () => {
    expect(buildSlides(funnel()).every((s) => s.figures === null)).toBe(true);
    const off = buildSlides({ ...funnel(), forecast: { visitors: 10_000, enabled: false } });
    expect(off.every((s) => s.figures === null)).toBe(true);
    const slides = buildSlides({ ...funnel(), forecast: { visitors: 10_000, enabled: true } });
    const by = new Map(slides.map((s) => [s.id, s.figures]));
    expect(by.get('capture')).toEqual({ people: 10_000, conversionRate: 20, sells: false, revenue: null });
    // 20 % of 10.000 split evenly between the two branches: 1.000 reach the checkout.
    expect(by.get('checkout')).toEqual({ people: 1_000, conversionRate: 10, sells: true, revenue: 10_000 });
    // Obrigado has no rate of its own; what reaches it is still known.
    expect(by.get('thanks')).toEqual({ people: 100, conversionRate: null, sells: false, revenue: null });
  });

  it('puts the comments pinned to a step on its slide: open threads first, replies under their thread', () => {
    const content = funnel();
    content.comments = [
      comment('old-resolved', { componentId: 'checkout', resolved: true, timestamp: '2026-01-01T00:00:00.000Z' }),
      comment('open-late', { componentId: 'checkout', timestamp: '2026-01-03T00:00:00.000Z' }),
      comment('open-early', { componentId: 'checkout', timestamp: '2026-01-02T00:00:00.000Z', author: 'Bia', authorKind: 'client' }),
      comment('reply-2', { parentId: 'open-early', componentId: 'checkout', timestamp: '2026-01-05T00:00:00.000Z' }),
      comment('reply-1', { parentId: 'open-early', componentId: 'checkout', timestamp: '2026-01-04T00:00:00.000Z' }),
      comment('loose', { componentId: null }),
      comment('on-capture', { componentId: 'capture' }),
    ];
    const slides = buildSlides(content);
    const checkout = slides.find((s) => s.id === 'checkout');
    expect(checkout?.threads.map((t) => t.comment.id)).toEqual(['open-early', 'open-late', 'old-resolved']);
    expect(checkout?.threads[0].comment.author).toBe('Bia');
    expect(checkout?.threads[0].replies.map((r) => r.id)).toEqual(['reply-1', 'reply-2']);
    expect(slides.find((s) => s.id === 'capture')?.threads.map((t) => t.comment.id)).toEqual(['on-capture']);
    expect(slides.find((s) => s.id === 'thanks')?.threads).toEqual([]);
    // A comment on the canvas itself belongs to no step.
    expect(slides.flatMap((s) => s.threads.map((t) => t.comment.id))).not.toContain('loose');
  });

  it('is empty for an empty funnel, and names an unknown type by itself', () => {
    expect(buildSlides({ components: [], connections: [], comments: [] })).toEqual([]);
    const [s] = buildSlides({ components: [comp('x', 'future-type', 0, 0, { title: '' })], connections: [], comments: [] });
    expect(s).toMatchObject({ title: 'future-type', typeName: 'future-type' });
  });

  it("carries each tracked step's real figures when the presentation opens with results, and nothing for the others", () => {
    const results = {
      from: '2026-11-01',
      to: '2026-11-30',
      revenue: 97,
      forecastRevenue: 2000,
      steps: [
        { componentId: 'capture', visitors: 3, conversions: 2, revenue: 0, forecast: { people: 600, revenue: null }, difference: -0.99 },
        { componentId: 'thanks', visitors: 0, conversions: 0, revenue: 97, forecast: null, difference: null },
      ],
    };
    const slides = buildSlides(funnel(), results);
    expect(slides.find((s) => s.id === 'capture')?.results).toEqual({ from: '2026-11-01', to: '2026-11-30', visitors: 3, onwards: 2 / 3, revenue: 0, planned: 600 });
    expect(slides.find((s) => s.id === 'thanks')?.results).toMatchObject({ visitors: 0, onwards: null, revenue: 97, planned: null });
    expect(slides.find((s) => s.id === 'checkout')?.results).toBeNull();
    expect(buildSlides(funnel()).every((s) => s.results === null)).toBe(true);
  });
});

