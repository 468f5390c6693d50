// Boleto bancário numbers per the FEBRABAN layout: the 44-digit barcode printed as Interleaved
// 2 of 5, and the 47-digit linha digitável that people type into their bank app. Only the
// numbers: the free field's meaning (agreement, our number, wallet) is each bank's own.
import { createHash } from 'node:crypto';

export interface BoletoInput {
  /** The bank's 3-digit compensation code, e.g. "001" Banco do Brasil. */
  bank: string;
  /** 0 for a boleto whose amount the payer types. */
  amountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** 25 digits laid out by the bank. */
  freeField: string;
}

export interface Boleto {
  barcode: string;
  digitableLine: string;
  /** "00190.00009 01234.567004 …": the grouping printed on the slip. */
  formattedLine: string;
}

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);
// Factors have four digits: they ran out (9999) on 2025-02-21 and FEBRABAN restarted them at 1000
// on 2025-02-22, 9000 days later; a reader takes the cycle whose date lies nearest to today.
const FACTOR_MIN = 1000;
const FACTOR_CYCLE = 9000;
const AMOUNT_MAX_CENTS = 9_999_999_999;

function assertDigits(value: string, length: number, what: string): void {
  if (value.length !== length || !/^\d+$/.test(value)) throw new RangeError(`Boleto: ${what} deve ter ${length} dígitos`);
}

function assertSomeDigits(value: string): void {
  if (!/^\d+$/.test(value)) throw new RangeError('Boleto: só dígitos');
}

/** Midnight UTC of a real calendar day, so that day differences are exact. */
function utcDay(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError('Boleto: vencimento deve ser AAAA-MM-DD');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(0).setUTCFullYear(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) throw new RangeError('Boleto: vencimento inválido');
  return t;
}

/**
 * The 4-digit due-date factor. Before 2025-02-22: days since 1997-10-07; from then on 1000 + days
 * since 2025-02-22, and so on every 9000 days. Days before 2000-07-03 (factor 1000 of the first
 * cycle) have no factor: "0000" in a barcode means "no due date", not 1997-10-07.
 */
export function dueDateFactor(date: string): number {
  const days = Math.round((utcDay(date) - FACTOR_BASE) / DAY_MS);
  if (days < FACTOR_MIN) throw new RangeError('Boleto: vencimento anterior a 2000-07-03');
  return FACTOR_MIN + ((days - FACTOR_MIN) % FACTOR_CYCLE);
}

/** FEBRABAN module 10 of the linha digitável fields: weights 2,1,2,1… from the right, products' digits summed. */
export function mod10(digits: string): number {
  assertSomeDigits(digits);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * FEBRABAN module 11 of the barcode's general check digit: weights 2..9 cycling from the right;
 * 11 − remainder, where 0, 10 and 11 become 1: the digit is never 0.
 */
export function mod11(digits: string): number {
  assertSomeDigits(digits);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * A stable 25-digit free field for an id, for a provider that numbers the boletos itself and
 * only needs a unique, repeatable field (the same charge must never print two barcodes).
 * sha256 mod 10²⁵: the bias of the modulo is below 10⁻⁵², far from mattering.
 */
export function boletoFreeField(seed: string): string {
  if (!seed) throw new RangeError('Boleto: semente vazia');
  const hash = BigInt(`0x${createHash('sha256').update(seed, 'utf8').digest('hex')}`);
  return (hash % 10n ** 25n).toString().padStart(25, '0');
}

/** Field digits followed by their module-10 check digit. */
function withMod10(digits: string): string {
  return digits + mod10(digits);
}

export function buildBoleto(input: BoletoInput): Boleto {
  assertDigits(input.bank, 3, 'banco');
  assertDigits(input.freeField, 25, 'campo livre');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > AMOUNT_MAX_CENTS) {
    throw new RangeError('Boleto: valor deve ser um número inteiro de centavos de 0 a 99.999.999,99');
  }
  const bankCurrency = `${input.bank}9`;
  const factorAmount = String(dueDateFactor(input.dueDate)) + String(input.amountCents).padStart(10, '0');
  const free = input.freeField;
  // The general check digit sits at position 5 and is computed over the 43 other digits.
  const dv = mod11(bankCurrency + factorAmount + free);
  const barcode = `${bankCurrency}${dv}${factorAmount}${free}`;

  const field1 = withMod10(bankCurrency + free.slice(0, 5));
  const field2 = withMod10(free.slice(5, 15));
  const field3 = withMod10(free.slice(15, 25));
  const digitableLine = `${field1}${field2}${field3}${dv}${factorAmount}`;
  const dotted = (f: string) => `${f.slice(0, 5)}.${f.slice(5)}`;
  const formattedLine = `${dotted(field1)} ${dotted(field2)} ${dotted(field3)} ${dv} ${factorAmount}`;
  return { barcode, digitableLine, formattedLine };
}

/**
 * A linha digitável read back into its barcode, for a provider that answers only the line
 * (Stripe): the fields' module-10 digits and the general module-11 digit must all hold, or null.
 */
export function readDigitableLine(line: string): Boleto | null {
  const digits = line.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(digits)) return null;
  const [f1, f2, f3] = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  for (const field of [f1, f2, f3]) if (mod10(field.slice(0, -1)) !== Number(field.at(-1))) return null;
  const free = f1.slice(4, 9) + f2.slice(0, 10) + f3.slice(0, 10);
  const dv = digits[32];
  const factorAmount = digits.slice(33);
  if (String(mod11(f1.slice(0, 4) + factorAmount + free)) !== dv) return null;
  const dotted = (f: string) => `${f.slice(0, 5)}.${f.slice(5)}`;
  return {
    barcode: `${f1.slice(0, 4)}${dv}${factorAmount}${free}`,
    digitableLine: digits,
    formattedLine: `${dotted(f1)} ${dotted(f2)} ${dotted(f3)} ${dv} ${factorAmount}`,
  };
}
