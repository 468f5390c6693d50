import { describe, expect, it } from 'vitest';
import { boletoFreeField, buildBoleto, dueDateFactor, mod10, mod11, readDigitableLine } from './boleto.ts';

// Check digits recomputed apart from the module: a table of doubled digits' sums for module 10,
// an explicit weights list for module 11, so that one mistake cannot hide in both.
const DOUBLED_DIGIT_SUM = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

function refMod10(digits: string): number {
  const rev = [...digits].reverse().map(Number);
  const sum = rev.reduce((s, d, i) => s + (i % 2 === 0 ? DOUBLED_DIGIT_SUM[d] : d), 0);
  return sum % 10 === 0 ? 0 : 10 - (sum % 10);
}

function refMod11(digits43: string): number {
  const weights = Array.from({ length: digits43.length }, (_, i) => [2, 3, 4, 5, 6, 7, 8, 9][i % 8]).reverse();
  const sum = [...digits43].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  const r = sum % 11;
  return r === 0 || r === 1 || r === 10 ? 1 : 11 - r;
}

/** The barcode without its general check digit (position 5). */
const without5 = (barcode: string) => barcode.slice(0, 4) + barcode.slice(5);

function refDaysSince(from: [number, number, number], date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return (Date.UTC(y, m - 1, d) - Date.UTC(from[0], from[1] - 1, from[2])) / 86_400_000;
}

/** Barcode digits rebuilt from the five fields of a linha digitável, checking each field's DV. */
function barcodeFromLine(line: string): string {
  expect(line).toMatch(/^\d{47}$/);
  const f1 = line.slice(0, 10);
  const f2 = line.slice(10, 21);
  const f3 = line.slice(21, 32);
  const f4 = line.slice(32, 33);
  const f5 = line.slice(33, 47);
  for (const f of [f1, f2, f3]) expect(Number(f.at(-1)), f).toBe(refMod10(f.slice(0, -1)));
  return f1.slice(0, 4) + f4 + f5 + f1.slice(4, 9) + f2.slice(0, 10) + f3.slice(0, 10);
}

const FREE = '0123456789012345678901234';
const INPUT = { bank: '001', amountCents: 19_900, dueDate: '2026-11-27', freeField: FREE };

describe('dueDateFactor', () => {
  it('has no factor on the base day, 1997-10-07 (its 0 would read "no due date")', () => {
    expect(() => dueDateFactor('1997-10-07')).toThrow(RangeError);
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
  });

  it('starts at 1000 on 2000-07-03', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
  });

  it('counts days since 1997-10-07 up to 9999 on 2025-02-21', () => {
    expect(dueDateFactor('2007-12-31')).toBe(3737);
    expect(dueDateFactor('2025-02-20')).toBe(9998);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(refDaysSince([1997, 10, 7], '2025-02-21')).toBe(9999);
  });

  it('restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
  });

  it('gives 2026-11-27 the factor 1000 + days since 2025-02-22', () => {
    expect(refDaysSince([2025, 2, 22], '2026-11-27')).toBe(643);
    expect(dueDateFactor('2026-11-27')).toBe(1643);
  });

  it('crosses leap days and the next restart, 9000 days later', () => {
    expect(dueDateFactor('2028-03-01') - dueDateFactor('2028-02-28')).toBe(2);
    const lastOfCycle = new Date(Date.UTC(2025, 1, 22) + 8999 * 86_400_000).toISOString().slice(0, 10);
    const firstOfNext = new Date(Date.UTC(2025, 1, 22) + 9000 * 86_400_000).toISOString().slice(0, 10);
    expect(dueDateFactor(lastOfCycle)).toBe(9999);
    expect(dueDateFactor(firstOfNext)).toBe(1000);
  });

  it('refuses dates that are not calendar days', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '27/11/2026', '2026-11-27T00:00:00Z', '', '2026-1-1']) {
      expect(() => dueDateFactor(bad), bad).toThrow(RangeError);
    }
  });
});

describe('mod10 and mod11', () => {
  it('agree with the independent versions on many inputs', () => {
    let s = '';
    for (let n = 0; n < 200; n++) {
      s += String((n * 7 + 3) % 10);
      expect(mod10(s), s).toBe(refMod10(s));
      if (s.length === 43) expect(mod11(s), s).toBe(refMod11(s));
    }
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const digits = (boletoFreeField(seed) + boletoFreeField(`${seed}!`)).slice(0, 43);
      expect(mod11(digits)).toBe(refMod11(digits));
    }
  });

  it('module 10 of a known field', () => {
    // Fields 1 and 2 of the Ruby brazilian-boleto example: "00190.00009 01238.798779".
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0123879877')).toBe(9);
    expect(mod10('0')).toBe(0);
  });

  it('module 11 never gives 0', () => {
    for (let n = 0; n < 500; n++) {
      const digits = String(n * 982_451_653)
        .padStart(43, '7')
        .slice(-43);
      expect(mod11(digits)).toBeGreaterThanOrEqual(1);
      expect(mod11(digits)).toBeLessThanOrEqual(9);
    }
  });

  it('refuses non-digits', () => {
    expect(() => mod10('12a')).toThrow(RangeError);
    expect(() => mod11('')).toThrow(RangeError);
  });
});

describe('buildBoleto', () => {
  it('matches published Banco do Brasil boletos', () => {
    // From the test suites of pyaboleto and of the Ruby brazilian-boleto gem.
    expect(buildBoleto({ bank: '001', amountCents: 100, dueDate: '2007-12-31', freeField: '0000001050094123465789031' })).toEqual({
      barcode: '00192373700000001000000001050094123465789031',
      digitableLine: '00190000090105009412534657890314237370000000100',
      formattedLine: '00190.00009 01050.094125 34657.890314 2 37370000000100',
    });
    expect(buildBoleto({ bank: '001', amountCents: 72_356, dueDate: '2008-02-01', freeField: '0000001238798777770016818' }).formattedLine).toBe(
      '00190.00009 01238.798779 77700.168188 4 37690000072356',
    );
  });

  it('lays out the barcode: bank, currency 9, DV, factor, amount, free field', () => {
    const { barcode } = buildBoleto(INPUT);
    expect(barcode).toMatch(/^\d{44}$/);
    expect(barcode.slice(0, 3)).toBe('001');
    expect(barcode[3]).toBe('9');
    expect(barcode.slice(5, 9)).toBe('1643');
    expect(barcode.slice(9, 19)).toBe('0000019900');
    expect(barcode.slice(19)).toBe(FREE);
    expect(Number(barcode[4])).toBe(refMod11(without5(barcode)));
  });

  it('maps the linha digitável fields back to the barcode', () => {
    for (const input of [
      INPUT,
      { ...INPUT, bank: '341', amountCents: 0 },
      { ...INPUT, bank: '237', amountCents: 9_999_999_999, freeField: boletoFreeField('x') },
    ]) {
      const { barcode, digitableLine } = buildBoleto(input);
      expect(digitableLine).toHaveLength(47);
      expect(barcodeFromLine(digitableLine)).toBe(barcode);
    }
  });

  it('formats the line with dots after five digits and spaces between fields', () => {
    const { digitableLine, formattedLine } = buildBoleto(INPUT);
    expect(formattedLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(formattedLine.replace(/[. ]/g, '')).toBe(digitableLine);
    expect(formattedLine).toBe('00190.12343 56789.012343 56789.012343 2 16430000019900');
  });

  /** Every barcode one digit away from `barcode` whose general DV still checks. */
  function undetectedChanges(barcode: string): string[] {
    const out: string[] = [];
    for (let i = 0; i < 44; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === barcode[i]) continue;
        const changed = barcode.slice(0, i) + d + barcode.slice(i + 1);
        if (Number(changed[4]) === refMod11(without5(changed))) out.push(`position ${i} → ${d}`);
      }
    }
    return out;
  }

  it('changing any one digit of the barcode breaks the general DV', () => {
    const { barcode } = buildBoleto(INPUT);
    expect(barcode[4]).toBe('2');
    expect(undetectedChanges(barcode)).toEqual([]);
  });

  // Remainders 0, 1 and 10 all give DV 1 (FEBRABAN's rule), so a barcode whose DV is 1 does not
  // catch a change that moves the remainder among them. The other DVs catch every single change.
  it('keeps the blind spot of DV 1 and only there', () => {
    const dv1 = buildBoleto({ ...INPUT, amountCents: 19_901 }).barcode;
    expect(dv1[4]).toBe('1');
    expect(undetectedChanges(dv1).length).toBeGreaterThan(0);
    for (let n = 0; n < 60; n++) {
      const { barcode } = buildBoleto({ ...INPUT, freeField: boletoFreeField(`dv-${n}`) });
      if (barcode[4] !== '1') expect(undetectedChanges(barcode), barcode).toEqual([]);
    }
  });

  it('every built barcode passes the independent checks', () => {
    for (let n = 0; n < 100; n++) {
      const { barcode, digitableLine } = buildBoleto({
        bank: String(n * 7).padStart(3, '0'),
        amountCents: n * 12_345,
        dueDate: '2026-01-15',
        freeField: boletoFreeField(`fatura-${n}`),
      });
      expect(Number(barcode[4])).toBe(refMod11(without5(barcode)));
      expect(barcodeFromLine(digitableLine)).toBe(barcode);
    }
  });

  it('refuses malformed input', () => {
    const bad = [
      { ...INPUT, bank: '01' },
      { ...INPUT, bank: '0a1' },
      { ...INPUT, freeField: FREE.slice(1) },
      { ...INPUT, freeField: `${FREE.slice(1)}x` },
      { ...INPUT, amountCents: -1 },
      { ...INPUT, amountCents: 1.5 },
      { ...INPUT, amountCents: 10_000_000_000 },
      { ...INPUT, dueDate: '1997-10-07' },
      { ...INPUT, dueDate: '2026-02-29' },
    ];
    for (const input of bad) expect(() => buildBoleto(input), JSON.stringify(input)).toThrow(RangeError);
  });
});

describe('boletoFreeField', () => {
  it('gives 25 digits, the same for the same id', () => {
    const a = boletoFreeField('inv_01J9Z7');
    expect(a).toMatch(/^\d{25}$/);
    expect(boletoFreeField('inv_01J9Z7')).toBe(a);
  });

  it('gives different ids different fields', () => {
    const seen = new Set(Array.from({ length: 1000 }, (_, n) => boletoFreeField(`inv_${n}`)));
    expect(seen.size).toBe(1000);
  });

  it('refuses an empty id, which would give every such charge one barcode', () => {
    expect(() => boletoFreeField('')).toThrow(RangeError);
  });
});

describe('readDigitableLine', () => {
  it('reads a published line back into its barcode, typed with or without the printed grouping', () => {
    const expected = {
      barcode: '00192373700000001000000001050094123465789031',
      digitableLine: '00190000090105009412534657890314237370000000100',
      formattedLine: '00190.00009 01050.094125 34657.890314 2 37370000000100',
    };
    expect(readDigitableLine('00190000090105009412534657890314237370000000100')).toEqual(expected);
    expect(readDigitableLine('00190.00009 01050.094125 34657.890314 2 37370000000100')).toEqual(expected);
    const built = buildBoleto({ ...INPUT, bank: '237', freeField: boletoFreeField('stripe') });
    expect(readDigitableLine(built.digitableLine)?.barcode).toBe(barcodeFromLine(built.digitableLine));
  });

  it('refuses a line whose field digit or general digit is wrong, or that is not 47 digits', () => {
    const line = '00190000090105009412534657890314237370000000100';
    const flip = (i: number) => line.slice(0, i) + String((Number(line[i]) + 1) % 10) + line.slice(i + 1);
    expect(readDigitableLine(flip(9))).toBeNull(); // field 1's DV
    expect(readDigitableLine(flip(20))).toBeNull(); // field 2's DV
    expect(readDigitableLine(flip(31))).toBeNull(); // field 3's DV
    expect(readDigitableLine(flip(32))).toBeNull(); // the general DV
    expect(readDigitableLine(flip(40))).toBeNull(); // the amount, caught by the general DV
    expect(readDigitableLine(line.slice(1))).toBeNull();
    expect(readDigitableLine(`${line}0`)).toBeNull();
    expect(readDigitableLine(line.replace('0', 'x'))).toBeNull();
  });
});
