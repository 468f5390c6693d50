// No import cycle anywhere in src, type-only imports included: a cycle hides which layer owns
// what (the domain must never need the live-editing layer back), and at run time it makes module
// load order decide what is defined. dependency-cruiser reads every import with swc (its
// TypeScript reader needs the compiler's JS API, which TypeScript 7 no longer ships), and swc
// keeps `import type`, so type-only edges count too.
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

describe('import cycles', () => {
  it('src has none, type-only imports included', async () => {
    const result: IReporterOutput = await cruise(['src'], {
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      validate: true,
      parser: 'swc',
      tsConfig: { fileName: 'tsconfig.json' },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
    });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser gave text, not a result');
    expect(result.output.summary.totalCruised).toBeGreaterThan(100);
    const cycles = result.output.summary.violations
      .filter((v) => v.rule.name === 'no-circular')
      .map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '));
    expect(cycles).toEqual([]);
  });
});
