import { describe, expect, it } from 'vitest';
import { COMPONENT_CATALOGUE } from '#shared/canvas/catalogue.ts';
import { shadeForWhiteText, whiteContrast } from './contrast.ts';

describe('shadeForWhiteText', () => {
  it('darkens a bright colour until white text on it reaches 4.5:1, and keeps its hue', () => {
    expect(whiteContrast('#22c55e')).toBeLessThan(4.5);
    const dark = shadeForWhiteText('#22c55e');
    expect(whiteContrast(dark)).toBeGreaterThanOrEqual(4.5);
    expect(whiteContrast(dark)).toBeLessThan(5.2); // just enough, not black
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(dark.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('keeps a colour white already reads on', () => {
    expect(shadeForWhiteText('#6d28d9')).toBe('#6d28d9');
  });

  it('gives every catalogue colour a readable shade', () => {
    for (const def of COMPONENT_CATALOGUE) expect(whiteContrast(shadeForWhiteText(def.color)), def.type).toBeGreaterThanOrEqual(4.5);
  });
});
