// The forecast's number rules as data, without zod: content.ts builds the shared
// schemas from them (the server's checks), and the canvas pages check a typed figure or the
// document's forecast settings with the same rules while drawing a funnel, without loading zod
// (about 26 KB gzipped) to do it. forecast-rules.test.ts holds the two readings to the same answers.

/** A finite number within [min, max] (an integer when `int` is set), each fault with its pt-BR message. */
export interface NumberRule {
  invalid: string;
  int?: string;
  min: readonly [number, string];
  max: readonly [number, string];
}

const percent = (error: string): NumberRule => ({ invalid: error, min: [0, error], max: [100, error] });

export const CONVERSION_RATE_RULE = percent('A taxa de conversão deve ser um número de 0 a 100');
export const SHARE_RULE = percent('A divisão do tráfego deve ser um número de 0 a 100');
export const PRICE_RULE: NumberRule = {
  invalid: 'Preço inválido',
  min: [0, 'O preço não pode ser negativo'],
  max: [1_000_000_000, 'Preço alto demais'],
};
export const VISITORS_RULE: NumberRule = {
  invalid: 'Visitantes por mês inválidos',
  int: 'Visitantes por mês deve ser um número inteiro',
  min: [0, 'Visitantes por mês não pode ser negativo'],
  max: [1_000_000_000, 'Visitantes por mês alto demais'],
};

export type RuleCheck = { ok: true; value: number } | { ok: false; error: string };

/** The rule's first fault, in the order the schema reports them (type, integer, minimum, maximum). */
export function checkRule(rule: NumberRule, value: unknown): RuleCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, error: rule.invalid };
  if (rule.int && !Number.isSafeInteger(value)) return { ok: false, error: rule.int };
  if (value < rule.min[0]) return { ok: false, error: rule.min[1] };
  if (value > rule.max[0]) return { ok: false, error: rule.max[1] };
  return { ok: true, value };
}

/** What ForecastSettingsSchema.safeParse gives on success (unknown keys dropped, `enabled` true by default), else undefined. */
export function forecastSettingsFrom(raw: unknown): { visitors: number; enabled: boolean } | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { visitors, enabled = true } = raw as Record<string, unknown>;
  const v = checkRule(VISITORS_RULE, visitors);
  if (!v.ok || typeof enabled !== 'boolean') return undefined;
  return { visitors: v.value, enabled };
}
