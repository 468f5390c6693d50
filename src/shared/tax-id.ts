// CPF (people) and CNPJ (companies), the Brazilian tax ids asked for on billing. Only the check
// digits are verified here: whether the number exists at the Receita Federal is not knowable offline.
import { z } from 'zod';

export const TAX_ID_INVALID_MSG = 'CPF ou CNPJ inválido';

// People type the mask, paste it half-typed or with spaces; anything beyond those separators
// (letters above all) is a typo, so it is refused rather than silently dropped.
const ALLOWED = /^[\d.\-/\s]*$/;

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

function digitsOf(s: string, length: number): number[] | null {
  if (!ALLOWED.test(s)) return null;
  const digits = onlyDigits(s);
  if (digits.length !== length) return null;
  // 000.000.000-00, 111.111.111-11… pass the check-digit arithmetic yet were never issued.
  if (/^(\d)\1*$/.test(digits)) return null;
  return [...digits].map(Number);
}

/** Sum of digit × weight over the first weights.length digits. */
function weightedSum(digits: number[], weights: number[]): number {
  return weights.reduce((sum, w, i) => sum + digits[i] * w, 0);
}

/** The Receita's rule for both ids: remainder mod 11 below 2 gives 0, otherwise 11 − remainder. */
function checkDigit(sum: number): number {
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function hasCheckDigits(digits: number[], weights1: number[], weights2: number[]): boolean {
  const n = weights1.length;
  return digits[n] === checkDigit(weightedSum(digits, weights1)) && digits[n + 1] === checkDigit(weightedSum(digits, weights2));
}

/** "529.982.247-25" or "52998224725". */
export function isValidCpf(s: string): boolean {
  const digits = digitsOf(s, 11);
  return digits !== null && hasCheckDigits(digits, CPF_WEIGHTS_1, CPF_WEIGHTS_2);
}

/** "11.222.333/0001-81" or "11222333000181". */
export function isValidCnpj(s: string): boolean {
  const digits = digitsOf(s, 14);
  return digits !== null && hasCheckDigits(digits, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
}

/** Either id: the number of digits tells which one it is. */
export function isValidTaxId(s: string): boolean {
  return isValidCpf(s) || isValidCnpj(s);
}

/**
 * The usual mask for 11 or 14 digits (check digits are not verified, so a form can mask while
 * the user types and flag the error apart); any other input comes back unchanged.
 */
export function formatTaxId(s: string): string {
  if (!ALLOWED.test(s)) return s;
  const d = onlyDigits(s);
  if (d.length === 11) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return s;
}

/** A CPF or CNPJ as typed; parsed to the bare digits that are stored and sent to the payment provider. */
export const TaxIdSchema = z
  .string({ error: TAX_ID_INVALID_MSG })
  .trim()
  .refine(isValidTaxId, { error: TAX_ID_INVALID_MSG })
  .transform(onlyDigits)
  .describe('CPF (11 dígitos) ou CNPJ (14 dígitos), com ou sem máscara');
