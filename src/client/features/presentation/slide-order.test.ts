import { describe, expect, it } from 'vitest';
import { slideOrder } from './slide-order.ts';

const step = (id: string, x: number, y = 0) => ({ id, position: { x, y }, data: {} });
const link = (from: string, to: string) => ({ id: `${from}-${to}`, from, to });

describe('slideOrder', () => {
  it('starts at the entry step even when a loose step sits left of it, and ends with the loose ones', () => {
    const steps = [step('loose-left', -800), step('capture', 0), step('checkout', 400), step('loose-right', 900, 300), step('thanks', 800)];
    const links = [link('capture', 'checkout'), link('checkout', 'thanks')];
    expect(slideOrder(steps, links)).toEqual(['capture', 'checkout', 'thanks', 'loose-left', 'loose-right']);
  });

  it('counts a connection to itself or to a missing step as no connection', () => {
    const steps = [step('self', -500), step('a', 0), step('b', 300)];
    const links = [link('self', 'self'), link('self', 'ghost'), link('a', 'b')];
    expect(slideOrder(steps, links)).toEqual(['a', 'b', 'self']);
  });

  it('keeps the flow order when nothing is loose, and reading order when nothing is connected', () => {
    const steps = [step('thanks', 900), step('capture', 0), step('group', 400, 300), step('checkout', 400)];
    expect(slideOrder(steps, [link('capture', 'checkout'), link('capture', 'group'), link('checkout', 'thanks')])).toEqual([
      'capture',
      'checkout',
      'group',
      'thanks',
    ]);
    expect(slideOrder(steps, [])).toEqual(['capture', 'checkout', 'group', 'thanks']);
  });
});
