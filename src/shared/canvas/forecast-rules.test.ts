import { describe, expect, it } from 'vitest';
import { ConversionRateSchema, ForecastSettingsSchema, PriceSchema, ShareSchema } from './content.ts';
import { CONVERSION_RATE_RULE, checkRule, forecastSettingsFrom, PRICE_RULE, SHARE_RULE, VISITORS_RULE } from './forecast-rules.ts';

const VALUES: unknown[] = [
  0,
  1,
  12.5,
  99.999,
  100,
  100.0001,
  101,
  -0.1,
  -1,
  1_000_000_000,
  1_000_000_001,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '10',
  null,
  undefined,
  true,
  {},
  [],
];

describe('forecast rules read as the schemas do', () => {
  const pairs = [
    ['conversion rate', CONVERSION_RATE_RULE, ConversionRateSchema],
    ['price', PRICE_RULE, PriceSchema],
    ['share', SHARE_RULE, ShareSchema],
    ['visitors', VISITORS_RULE, ForecastSettingsSchema.shape.visitors],
  ] as const;
  for (const [name, rule, schema] of pairs) {
    it(`${name}: same verdict and the same first message`, () => {
      for (const v of VALUES) {
        const r = schema.safeParse(v);
        const expected = r.success ? { ok: true, value: r.data } : { ok: false, error: r.error.issues[0]?.message };
        expect(checkRule(rule, v), String(v)).toEqual(expected);
      }
    });
  }

  it('forecast settings: the same object, or undefined where the schema fails', () => {
    const cases: unknown[] = [
      { visitors: 1000, enabled: true },
      { visitors: 1000 },
      { visitors: 1000, enabled: false, extra: 1 },
      { visitors: 10.5, enabled: true },
      { visitors: -1 },
      { enabled: true },
      { visitors: 5, enabled: 'yes' },
      null,
      [],
      'x',
    ];
    for (const c of cases) {
      const r = ForecastSettingsSchema.safeParse(c);
      expect(forecastSettingsFrom(c), JSON.stringify(c)).toEqual(r.success ? r.data : undefined);
    }
  });
});
