// Numbers as people type them in Brazil (issue 13): "12,5", "1.234,56", "10.000", "R$ 97".
// The field checks them with the same zod schema as the server, so an out-of-range value
// shows the server's pt-BR message and is never written.
import type { z } from 'zod';

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

/** The typed text checked with a shared schema; empty clears (null). */
export function checkNumber(text: string, schema: z.ZodType<number>): FieldCheck {
  const n = parseDecimal(text);
  if (n === null) return { ok: true, value: null };
  // NaN goes to the schema as the text, so it answers its own "not a number" message.
  const r = schema.safeParse(Number.isNaN(n) ? text : n);
  return r.success ? { ok: true, value: r.data } : { ok: false, error: r.error.issues[0]?.message ?? 'Valor inválido' };
}
