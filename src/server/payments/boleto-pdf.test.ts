import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boletoFreeField, buildBoleto } from './boleto.ts';
import { type BoletoPdfInput, itfBars, renderBoletoPdf, TEST_WARNING, winAnsi } from './boleto-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'boleto-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const boleto = buildBoleto({ bank: '001', amountCents: 123456, dueDate: '2026-03-15', freeField: boletoFreeField('pagamento-1') });

function sample(overrides: Partial<BoletoPdfInput> = {}): BoletoPdfInput {
  return {
    ...boleto,
    amountCents: 123456,
    dueDate: '2026-03-15',
    payerName: 'Maria da Conceição Ávila',
    payerTaxId: '123.456.789-09',
    beneficiary: 'Funil Tecnologia',
    description: 'Plano Enterprise · 3 usuários',
    documentNumber: 'PAG-000123',
    test: true,
    documentDate: '2026-03-12',
    ...overrides,
  };
}

/** The PDF's text as poppler reads it, so the assertions see what a payer's viewer shows. */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

// ITF decoded by the code's own arithmetic rather than a pattern table: the wide elements of a
// digit carry weights 1, 2, 4, 7, 0 and add up to the digit, with 11 standing for 0.
const ITF_WEIGHTS = [1, 2, 4, 7, 0];

function decodeDigit(widths: number[]): string {
  const wide = widths.map((w) => {
    if (w !== 1 && w !== 3) throw new Error(`width ${w} is neither narrow nor wide`);
    return w === 3;
  });
  if (wide.filter(Boolean).length !== 2) throw new Error(`${widths} has not two wide elements`);
  const sum = wide.reduce((s, isWide, i) => s + (isWide ? ITF_WEIGHTS[i] : 0), 0);
  return String(sum === 11 ? 0 : sum);
}

/** Bars back to digits: alternate bar and space widths, then start, pairs, stop. */
function decodeItf(bars: { x: number; w: number }[]): string {
  const elements: number[] = [];
  bars.forEach((b, i) => {
    if (i > 0) elements.push(b.x - (bars[i - 1].x + bars[i - 1].w));
    elements.push(b.w);
  });
  expect(bars[0].x).toBe(0);
  expect(elements.slice(0, 4)).toEqual([1, 1, 1, 1]);
  expect(elements.slice(-3)).toEqual([3, 1, 1]);
  const body = elements.slice(4, -3);
  expect(body.length % 10).toBe(0);
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    digits += decodeDigit(chunk.filter((_, k) => k % 2 === 0));
    digits += decodeDigit(chunk.filter((_, k) => k % 2 === 1));
  }
  return digits;
}

describe('itfBars', () => {
  it('encodes a 44-digit boleto barcode that decodes back to the same digits', () => {
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    const bars = itfBars(boleto.barcode);
    expect(decodeItf(bars)).toBe(boleto.barcode);
    // Start 4 + 22 pairs of 18 + stop 5 modules: 405 narrow modules in about 103 mm.
    const last = bars[bars.length - 1];
    expect(last.x + last.w).toBe(405);
  });

  it('encodes every digit in both the bar and the space position', () => {
    const digits = '01234567899876543210';
    expect(decodeItf(itfBars(digits))).toBe(digits);
  });

  it('refuses an odd number of digits, and anything but digits', () => {
    expect(() => itfBars('123')).toThrow(RangeError);
    expect(() => itfBars(boleto.barcode.slice(1))).toThrow(RangeError);
    expect(() => itfBars('')).toThrow(RangeError);
    expect(() => itfBars('12a4')).toThrow(RangeError);
  });
});

describe('winAnsi', () => {
  it('keeps Portuguese and the punctuation WinAnsi has, replaces what it lacks', () => {
    expect(winAnsi('Não pague — ação · Nº “x” …')).toBe('Não pague — ação · Nº “x” …');
    expect(winAnsi('5 − 3\u202fR$')).toBe('5 - 3 R$');
    expect(winAnsi('Kraków Gdańsk ✓')).toBe('Kraków Gdansk ?');
  });
});

describe('renderBoletoPdf', () => {
  it('prints the numbers, the payer and the test warning of a test slip', () => {
    const pdf = renderBoletoPdf(sample());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf, 'test');
    expect(text).toContain(boleto.formattedLine);
    expect(text).toContain('15/03/2026');
    expect(text).toContain('R$ 1.234,56');
    expect(text).toContain('Maria da Conceição Ávila');
    expect(text).toContain('123.456.789-09');
    expect(text).toContain('Pagável em qualquer banco até o vencimento');
    expect(text).toContain('Plano Enterprise · 3 usuários');
    expect(text).toContain('PAG-000123');
    // Once on top and once across the Ficha de Compensação.
    expect(text.split(TEST_WARNING).length - 1).toBe(2);
  });

  it('has no warning on a slip that is not a test', () => {
    const text = pdfText(renderBoletoPdf(sample({ test: false })), 'real');
    expect(text).toContain(boleto.formattedLine);
    expect(text).not.toContain('TESTE');
    expect(text).not.toContain('Não pague');
  });

  it('writes characters outside WinAnsi as their ASCII stand-ins', () => {
    const text = pdfText(renderBoletoPdf(sample({ description: 'Crédito − desconto' })), 'ascii');
    expect(text).toContain('Crédito - desconto');
  });

  it('cuts a name too long for its box instead of running over the next one', () => {
    const longName = `Empresa ${'Muito '.repeat(40)}Comprida Ltda`;
    const text = pdfText(renderBoletoPdf(sample({ payerName: longName })), 'long');
    expect(text).toContain('Empresa Muito Muito');
    expect(text).not.toContain('Comprida');
    expect(text).toContain('…');
  });

  it('refuses numbers that do not match', () => {
    expect(() => renderBoletoPdf(sample({ barcode: '123' }))).toThrow(RangeError);
    expect(() => renderBoletoPdf(sample({ formattedLine: boleto.formattedLine.replace(/\d/, (d) => String((Number(d) + 1) % 10)) }))).toThrow(RangeError);
    expect(() => renderBoletoPdf(sample({ amountCents: 12.5 }))).toThrow(RangeError);
  });
});
