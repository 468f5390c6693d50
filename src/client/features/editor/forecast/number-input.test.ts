import { describe, expect, it } from 'vitest';
import { CONVERSION_RATE_RULE, PRICE_RULE, VISITORS_RULE } from '#shared/canvas/forecast-rules.ts';
import { checkNumber, formatDecimal, parseDecimal } from './number-input.ts';

describe('parseDecimal', () => {
  it('reads the decimal comma, thousands dots, currency and percent signs', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('10.000')).toBe(10_000);
    expect(parseDecimal('R$ 97')).toBe(97);
    expect(parseDecimal('20 %')).toBe(20);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
  });
  it('writes back with a comma', () => {
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(null)).toBe('');
  });
});

describe('checkNumber', () => {
  it('answers the shared rule’s pt-BR message for out-of-range or non-numeric input', () => {
    expect(checkNumber('120', CONVERSION_RATE_RULE)).toEqual({ ok: false, error: 'A taxa de conversão deve ser um número de 0 a 100' });
    expect(checkNumber('-1', CONVERSION_RATE_RULE)).toEqual({ ok: false, error: 'A taxa de conversão deve ser um número de 0 a 100' });
    expect(checkNumber('vinte', CONVERSION_RATE_RULE)).toEqual({ ok: false, error: 'A taxa de conversão deve ser um número de 0 a 100' });
    expect(checkNumber('-5', PRICE_RULE)).toEqual({ ok: false, error: 'O preço não pode ser negativo' });
    expect(checkNumber('10,5', VISITORS_RULE)).toEqual({ ok: false, error: 'Visitantes por mês deve ser um número inteiro' });
  });
  it('accepts valid values and clears on empty', () => {
    expect(checkNumber('20', CONVERSION_RATE_RULE)).toEqual({ ok: true, value: 20 });
    expect(checkNumber('R$ 1.997,00', PRICE_RULE)).toEqual({ ok: true, value: 1997 });
    expect(checkNumber('', PRICE_RULE)).toEqual({ ok: true, value: null });
  });
});
