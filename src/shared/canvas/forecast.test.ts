import { describe, expect, it } from 'vitest';
import { computeForecast, flowOrder, formatPeople, formatReais } from './forecast.ts';

type S = { id: string; position: { x: number; y: number }; data: { conversionRate?: number | null; price?: number | null } };
const step = (id: string, x: number, y: number, conversionRate?: number, price?: number): S => ({ id, position: { x, y }, data: { conversionRate, price } });
const link = (from: string, to: string, share?: number) => ({ id: `${from}-${to}`, from, to, share });
const on = (visitors: number) => ({ visitors, enabled: true });

describe('computeForecast', () => {
  it('is the issue example: 10.000 visitors, capture 20 %, checkout 10 % at R$ 100', () => {
    const f = computeForecast({
      components: [step('capture', 0, 0, 20), step('checkout', 300, 0, 10, 100)],
      connections: [link('capture', 'checkout')],
      forecast: on(10_000),
    });
    expect(f?.steps.get('capture')?.people).toBe(10_000);
    expect(f?.steps.get('checkout')?.people).toBe(2_000);
    expect(f?.steps.get('checkout')?.revenue).toBe(20_000);
    expect(f?.steps.get('capture')?.revenue).toBeNull();
    expect(f?.totalRevenue).toBe(20_000);
    expect(f?.complete).toBe(true);
  });

  it('is null when absent or switched off', () => {
    const components = [step('a', 0, 0, 50)];
    expect(computeForecast({ components, connections: [] })).toBeNull();
    expect(computeForecast({ components, connections: [], forecast: { visitors: 100, enabled: false } })).toBeNull();
  });

  it('splits branches evenly without shares, and by share when given', () => {
    const components = [step('a', 0, 0, 50), step('b', 300, 0, 100, 10), step('c', 300, 200, 100, 10), step('d', 300, 400, 100)];
    const even = computeForecast({ components, connections: [link('a', 'b'), link('a', 'c'), link('a', 'd')], forecast: on(600) });
    expect(even?.steps.get('b')?.people).toBeCloseTo(100);
    expect(even?.steps.get('d')?.people).toBeCloseTo(100);
    // 70 % to b, the 30 % left split evenly between c and d.
    const shared = computeForecast({ components, connections: [link('a', 'b', 70), link('a', 'c'), link('a', 'd')], forecast: on(600) });
    expect(shared?.steps.get('b')?.people).toBeCloseTo(210);
    expect(shared?.steps.get('c')?.people).toBeCloseTo(45);
    expect(shared?.totalRevenue).toBeCloseTo(2100 + 450);
  });

  it('scales shares that add up to more than 100 % down to 100 % (a branch never makes people up)', () => {
    const components = [step('a', 0, 0, 100), step('b', 300, 0, 100), step('c', 300, 200, 100), step('d', 300, 400, 100)];
    const over = computeForecast({ components, connections: [link('a', 'b', 80), link('a', 'c', 80), link('a', 'd')], forecast: on(1000) });
    expect(over?.steps.get('b')?.people).toBeCloseTo(500);
    expect(over?.steps.get('c')?.people).toBeCloseTo(500);
    expect(over?.steps.get('d')?.people).toBeCloseTo(0);
  });

  it('leaves a step connected to nothing outside the flow, unless nothing is connected', () => {
    const f = computeForecast({
      components: [step('a', 0, 0, 20), step('b', 300, 0, 10, 100), step('stray', 300, 300, 50, 10)],
      connections: [link('a', 'b')],
      forecast: on(10_000),
    });
    expect(f?.steps.get('b')?.people).toBe(2_000);
    expect(f?.steps.has('stray')).toBe(false);
    expect(f?.totalRevenue).toBe(20_000);
    const single = computeForecast({ components: [step('x', 0, 0, 10, 50), step('y', 0, 300, 10, 50)], connections: [], forecast: on(1_000) });
    expect(single?.steps.get('x')?.people).toBe(500);
    expect(single?.totalRevenue).toBe(5_000);
  });

  it('adds the traffic of merging branches', () => {
    const f = computeForecast({
      components: [step('a', 0, 0, 100), step('b', 200, 0, 50), step('c', 200, 200, 20), step('d', 400, 0, 10, 1000)],
      connections: [link('a', 'b', 50), link('a', 'c', 50), link('b', 'd'), link('c', 'd')],
      forecast: on(1000),
    });
    expect(f?.steps.get('d')?.people).toBeCloseTo(250 + 100);
    expect(f?.steps.get('d')?.revenue).toBeCloseTo(35 * 1000);
  });

  it('splits the visitors among several entry steps', () => {
    const f = computeForecast({ components: [step('ads', 0, 0, 10), step('organic', 0, 300, 10)], connections: [], forecast: on(1000) });
    expect(f?.steps.get('ads')?.people).toBe(500);
    expect(f?.steps.get('organic')?.people).toBe(500);
  });

  it('counts each step once in a loop', () => {
    const f = computeForecast({
      components: [step('a', 0, 0, 50), step('b', 200, 0, 50), step('c', 400, 0, 50, 10)],
      connections: [link('a', 'b'), link('b', 'c'), link('c', 'a')],
      forecast: on(1000),
    });
    expect(f?.steps.get('a')?.people).toBe(1000);
    expect(f?.steps.get('b')?.people).toBe(500);
    expect(f?.steps.get('c')?.people).toBe(250);
    expect(f?.totalRevenue).toBe(1250);
  });

  it('handles a closed loop with no entry step, starting at its leftmost step', () => {
    const f = computeForecast({
      components: [step('b', 200, 0, 50), step('a', 0, 0, 50)],
      connections: [link('a', 'b'), link('b', 'a')],
      forecast: on(100),
    });
    expect(f?.steps.get('a')?.people).toBe(100);
    expect(f?.steps.get('b')?.people).toBe(50);
  });

  it('leaves unknown what depends on a missing rate, and says the total is incomplete', () => {
    const f = computeForecast({
      components: [step('a', 0, 0, 50), step('b', 200, 0), step('c', 400, 0, 10, 100), step('d', 200, 300, 10, 5)],
      connections: [link('a', 'b'), link('b', 'c'), link('a', 'd')],
      forecast: on(1000),
    });
    expect(f?.steps.get('b')?.people).toBe(250);
    expect(f?.steps.get('c')?.people).toBeNull();
    expect(f?.steps.get('c')?.revenue).toBeNull();
    expect(f?.steps.get('d')?.revenue).toBeCloseTo(250 * 0.1 * 5);
    expect(f?.complete).toBe(false);
    expect(f?.totalRevenue).toBeCloseTo(125);
  });

  it('a price without a rate makes the revenue unknown; a step without a price does not sell', () => {
    const f = computeForecast({ components: [step('a', 0, 0, undefined, 100), step('b', 0, 300, 30)], connections: [], forecast: on(10) });
    expect(f?.steps.get('a')).toEqual({ people: 5, revenue: null, sells: true });
    expect(f?.steps.get('b')).toEqual({ people: 5, revenue: null, sells: false });
  });

  it('ignores connections to missing steps and self connections', () => {
    const f = computeForecast({ components: [step('a', 0, 0, 50)], connections: [link('a', 'ghost'), link('a', 'a')], forecast: on(10) });
    expect(f?.steps.get('a')?.people).toBe(10);
  });

  it('is empty for an empty funnel', () => {
    expect(computeForecast({ components: [], connections: [], forecast: on(10) })).toMatchObject({ totalRevenue: 0, complete: true });
  });
});

describe('flowOrder', () => {
  it('follows connections from the entry steps, ties left to right then top to bottom', () => {
    const { order } = flowOrder(
      [step('end', 900, 0), step('lower', 300, 300), step('upper', 300, 0), step('start', 0, 0), step('alone', 0, 500)],
      [link('start', 'lower'), link('start', 'upper'), link('upper', 'end'), link('lower', 'end')],
    );
    expect(order).toEqual(['start', 'alone', 'upper', 'lower', 'end']);
  });

  it('walks a loop once and names its closing connection', () => {
    const { order, back } = flowOrder([step('a', 0, 0), step('b', 200, 0), step('c', 400, 0)], [link('a', 'b'), link('b', 'c'), link('c', 'a')]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect([...back]).toEqual(['c-a']);
  });
});

describe('formatting', () => {
  it('reads in pt-BR', () => {
    expect(formatPeople(2000)).toBe('2.000 pessoas');
    expect(formatPeople(1)).toBe('1 pessoa');
    expect(formatPeople(1999.6)).toBe('2.000 pessoas');
    expect(formatReais(20000)).toBe('R$ 20.000,00');
  });
});
