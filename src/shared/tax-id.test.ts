import { describe, expect, it } from 'vitest';
import { formatTaxId, isValidCnpj, isValidCpf, isValidTaxId, onlyDigits, TAX_ID_INVALID_MSG, TaxIdSchema } from './tax-id.ts';

// Published examples: 529.982.247-25 is the CPF of the Receita's own worked example, and
// 11.222.333/0001-81 the CNPJ used across Brazilian validation docs.
const CPFS = ['529.982.247-25', '111.444.777-35', '000.000.001-91', '123.456.789-09', '390.533.447-05'];
// A first check digit other than 0 means no single change keeps it (see the blind spot below).
const CPFS_FIRST_DV_NOT_0 = CPFS.slice(0, 3);
const CNPJS = ['11.222.333/0001-81', '12.345.678/0001-95', '00.000.000/0001-91', '60.701.190/0001-04', '33.000.167/0001-01'];

/** Every string that differs from `digits` in exactly one position. */
function singleDigitMutations(digits: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < digits.length; i++) {
    for (let d = 0; d <= 9; d++) {
      if (String(d) !== digits[i]) out.push(digits.slice(0, i) + d + digits.slice(i + 1));
    }
  }
  return out;
}

describe('onlyDigits', () => {
  it('drops the mask and anything else that is not a digit', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(onlyDigits(' a1b2 ')).toBe('12');
    expect(onlyDigits('')).toBe('');
  });
});

describe('CPF', () => {
  it.each(CPFS)('accepts %s masked and bare', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(onlyDigits(cpf))).toBe(true);
    expect(isValidTaxId(cpf)).toBe(true);
  });

  it('is not a CNPJ', () => {
    expect(isValidCnpj('529.982.247-25')).toBe(false);
  });

  it.each(CPFS_FIRST_DV_NOT_0)('refuses every single-digit change of %s', (cpf) => {
    const mutations = singleDigitMutations(onlyDigits(cpf));
    expect(mutations).toHaveLength(11 * 9);
    for (const m of mutations) expect(isValidCpf(m), m).toBe(false);
  });

  // Remainders 0 and 1 both give check digit 0, and the first digit weighs 11 ≡ 0 in the second
  // sum: so when the first check digit is 0, moving the first digit by one can keep both check
  // digits. This is the Receita's rule, not a bug here; both numbers are valid CPFs.
  it('keeps the blind spot of the official rule', () => {
    expect(isValidCpf('390.533.447-05')).toBe(true);
    expect(isValidCpf('490.533.447-05')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('223.456.789-09')).toBe(true);
  });

  it('refuses the repeated digits, which pass the arithmetic', () => {
    for (let d = 0; d <= 9; d++) {
      const same = String(d).repeat(11);
      expect(isValidCpf(same), same).toBe(false);
      expect(isValidCpf(formatTaxId(same)), same).toBe(false);
    }
  });

  it('refuses wrong lengths', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('refuses letters, even where they would stand for a digit', () => {
    expect(isValidCpf('529.982.247-2S')).toBe(false);
    expect(isValidCpf('CPF 529.982.247-25')).toBe(false);
    expect(isValidCpf('5299822472x5')).toBe(false);
  });

  it('tolerates loose separators and spaces', () => {
    expect(isValidCpf('529982247-25')).toBe(true);
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true);
  });
});

describe('CNPJ', () => {
  it.each(CNPJS)('accepts %s masked and bare', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(onlyDigits(cnpj))).toBe(true);
    expect(isValidTaxId(cnpj)).toBe(true);
  });

  it('is not a CPF', () => {
    expect(isValidCpf('11.222.333/0001-81')).toBe(false);
  });

  it.each(CNPJS)('refuses every single-digit change of %s', (cnpj) => {
    const mutations = singleDigitMutations(onlyDigits(cnpj));
    expect(mutations).toHaveLength(14 * 9);
    for (const m of mutations) expect(isValidCnpj(m), m).toBe(false);
  });

  it('refuses the repeated digits', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
  });

  it('refuses wrong lengths', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidTaxId('1122233300018')).toBe(false);
    expect(isValidTaxId('123456789012')).toBe(false);
  });

  it('refuses letters', () => {
    expect(isValidCnpj('11.222.333/OOO1-81')).toBe(false);
    expect(isValidCnpj('AB.222.333/0001-81')).toBe(false);
  });
});

describe('formatTaxId', () => {
  it('masks bare digits by length', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('re-masks a half-masked or already masked id', () => {
    expect(formatTaxId('529982247-25')).toBe('529.982.247-25');
    expect(formatTaxId('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('masks without checking the check digits, so a form can mask while typing', () => {
    expect(formatTaxId('52998224726')).toBe('529.982.247-26');
  });

  it('leaves other lengths and letters as they are', () => {
    expect(formatTaxId('123')).toBe('123');
    expect(formatTaxId('')).toBe('');
    expect(formatTaxId('5299822472a5x')).toBe('5299822472a5x');
  });

  it('masks every valid example back to its published form', () => {
    for (const id of [...CPFS, ...CNPJS]) expect(formatTaxId(onlyDigits(id))).toBe(id);
  });
});

describe('TaxIdSchema', () => {
  it('trims and gives back the bare digits', () => {
    expect(TaxIdSchema.parse('  529.982.247-25 ')).toBe('52998224725');
    expect(TaxIdSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(TaxIdSchema.parse('11222333000181')).toBe('11222333000181');
  });

  it('refuses with the one message', () => {
    for (const bad of ['529.982.247-26', '111.111.111-11', '', '   ', 'abc', 123]) {
      const r = TaxIdSchema.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(TAX_ID_INVALID_MSG);
    }
  });

  it('refuses a missing value with the same message', () => {
    expect(TaxIdSchema.safeParse(undefined).error?.issues[0]?.message).toBe(TAX_ID_INVALID_MSG);
  });
});
