// Numbers as people type them in Brazil: "12,5", "1.234,56", "10.000", "R$ 97".
// The field checks them with the rule the server's schema is built from (forecast-rules.ts),
// so an out-of-range value shows the server's pt-BR message and is never written.
import { checkRule, type NumberRule } from '#shared/canvas/forecast-rules.ts';

/** The number typed, null for an empty field, NaN when it is not a number at all. */
export function parseDecimal(text: string): number | null {
  const s = text.replace(/R\$|%|\s|\u00a0/g, '');
  if (!s) return null;
  let plain: string;
  if (s.includes(',')) plain = s.replace(/\./g, '').replace(',', '.');
  // Without a comma a dot before exactly three digits groups thousands ("10.000").
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(s)) plain = s.replace(/\./g, '');
  else plain = s;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return Number.NaN;
  return Number(plain);
}

/** How a stored number reads in the field: decimal comma, no grouping (easy to edit). */
export function formatDecimal(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? String(n).replace('.', ',') : '';
}

export type FieldCheck = { ok: true; value: number | null } | { ok: false; error: string };

/** The typed text checked with a shared rule; empty clears (null). */
export function checkNumber(text: string, rule: NumberRule): FieldCheck {
  const n = parseDecimal(text);
  if (n === null) return { ok: true, value: null };
  // NaN answers the rule's own "not a number" message.
  return checkRule(rule, n);
}
