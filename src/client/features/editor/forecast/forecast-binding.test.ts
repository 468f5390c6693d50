// The forecast in the editor's bindings: the document store carries the settings,
// autosave saves a local change of them, each node's label is a stable string snapshot.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasContentSchema } from '#shared/canvas/content.ts';
import { docFromContent, setElement, writeForecast } from '#shared/canvas/doc.ts';
import { computeForecast } from '#shared/canvas/forecast.ts';
import { subscribedStore } from '../../../../../tests/helpers/doc-store.ts';
import { LOCAL_ORIGIN } from '../doc-binding.ts';
import { AutosaveController } from '../use-autosave.ts';
import { ForecastStore } from './forecast-store.ts';

const content = CanvasContentSchema.parse({
  components: [
    { id: 'capture', type: 'capture-page', position: { x: 0, y: 0 }, data: { title: 'Captura', conversionRate: 20 } },
    { id: 'checkout', type: 'checkout-page', position: { x: 300, y: 0 }, data: { title: 'Checkout', conversionRate: 10, price: 100 } },
    { id: 'other', type: 'email', position: { x: 300, y: 300 }, data: { title: 'Solto' } },
  ],
  connections: [{ id: 'k', from: 'capture', to: 'checkout' }],
  forecast: { visitors: 10_000, enabled: true },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('forecast bindings', () => {
  it('the document store carries the settings and keeps their object while they are equal', () => {
    const { doc, store, un } = subscribedStore(content);
    const s1 = store.getSnapshot();
    expect(s1.forecast).toEqual({ visitors: 10_000, enabled: true });
    doc.transact(() => setElement(doc, 'components', { ...content.components[2], data: { title: 'Outro', description: '' } }));
    const s2 = store.getSnapshot();
    expect(s2).not.toBe(s1);
    expect(s2.forecast).toBe(s1.forecast);
    doc.transact(() => writeForecast(doc, { enabled: false }));
    expect(store.getSnapshot().forecast).toEqual({ visitors: 10_000, enabled: false });
    un();
  });

  it('autosave saves a local change of the settings, with them in the content', async () => {
    vi.useFakeTimers();
    const doc = docFromContent(content);
    const save = vi.fn().mockResolvedValue(undefined);
    const ctl = new AutosaveController(doc, save);
    ctl.attach();
    doc.transact(() => writeForecast(doc, { visitors: 5_000 }), LOCAL_ORIGIN);
    expect(ctl.status).toBe('dirty');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0].forecast).toEqual({ visitors: 5_000, enabled: true });
    ctl.dispose();
  });

  it('gives each step its own label, the same string while its figures do not change', () => {
    const store = new ForecastStore();
    const seen: number[] = [];
    const un = store.subscribe(() => seen.push(1));
    expect(store.snapshot('checkout')).toBe('');
    store.set(computeForecast(content));
    expect(seen).toHaveLength(1);
    expect(store.snapshot('checkout')).toBe('2.000 pessoas\nR$ 20.000,00');
    expect(store.snapshot('capture')).toBe('10.000 pessoas\n');
    expect(store.snapshot('other')).toBe(''); // connected to nothing: outside the flow
    // another step's change: a new forecast, the same label for the checkout
    store.set(
      computeForecast({ ...content, components: content.components.map((c) => (c.id === 'other' ? { ...c, data: { ...c.data, conversionRate: 5 } } : c)) }),
    );
    expect(store.snapshot('checkout')).toBe('2.000 pessoas\nR$ 20.000,00');
    expect(store.snapshot('other')).toBe('');
    // no rate on the capture page: unknown downstream
    store.set(
      computeForecast({
        ...content,
        components: content.components.map((c) => (c.id === 'capture' ? { ...c, data: { title: 'Captura', description: '' } } : c)),
      }),
    );
    expect(store.snapshot('checkout')).toBe('—\n—');
    un();
  });
});
