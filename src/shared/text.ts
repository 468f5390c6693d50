import { z } from 'zod';

/** One message for every refused string, REST and socket alike. */
export const BAD_TEXT_MESSAGE = 'O texto contém um caractere inválido.';

// PostgreSQL text/jsonb refuse U+0000 (22P05); lone surrogates are not valid Unicode and break JSON round trips.
const NUL = '\u0000';
const LONE_SURROGATE_SOURCE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const LONE_SURROGATE = new RegExp(LONE_SURROGATE_SOURCE);
const LONE_SURROGATES = new RegExp(LONE_SURROGATE_SOURCE, 'g');
/** A string without any of these has nothing for cleanText to do. */
const SUSPECT_SOURCE = '[\\u0000\\uD800-\\uDFFF]';
const SUSPECT = new RegExp(SUSPECT_SOURCE);

export type BadText = { path: string; reason: 'nul' | 'surrogate' };

function checkString(s: string, path: string): BadText | null {
  if (s.includes(NUL)) return { path, reason: 'nul' };
  if (LONE_SURROGATE.test(s)) return { path, reason: 'surrogate' };
  return null;
}

/** Deep check of strings, object keys and array items; returns the first bad one. */
export function findBadText(value: unknown, path = ''): BadText | null {
  if (typeof value === 'string') return checkString(value, path);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadText(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      const bad = checkString(key, keyPath) ?? findBadText(item, keyPath);
      if (bad) return bad;
    }
  }
  return null;
}

/** For projections: never refuses, removes U+0000 and replaces lone surrogates with U+FFFD. */
export function cleanText(s: string): string {
  // Nearly every string is clean: one scan for the characters at fault, before two rewrites.
  if (!SUSPECT.test(s)) return s;
  return s.replaceAll(NUL, '').replace(LONE_SURROGATES, '\uFFFD');
}

/** A field sent as an object, an array or a number: zod's own message would be English. */
export const NOT_TEXT_MESSAGE = 'Valor inválido: envie um texto.';

/** Use instead of bare z.string() for every string that reaches the database. */
export function text(max = 10_000, params?: { error?: string }) {
  return z
    .string({ error: params?.error ?? NOT_TEXT_MESSAGE })
    .max(max, { error: `Máximo de ${max} caracteres` })
    .refine((s) => checkString(s, '') === null, { message: BAD_TEXT_MESSAGE });
}
