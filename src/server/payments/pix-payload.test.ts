import { describe, expect, it } from 'vitest';
import { buildPixPayload, crc16ccitt, pixQrSvg } from './pix-payload.ts';

// The example of the Banco Central's Manual do BR Code (static Pix, random key, no amount).
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

// A table-driven CRC-16/CCITT-FALSE written apart from the module's bitwise loop, so that one
// mistake cannot hide in both.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = (c << 1) ^ (c & 0x8000 ? 0x1021 : 0);
  return c & 0xffff;
});

function tableCrc(ascii: string): number {
  let crc = 0xffff;
  for (let i = 0; i < ascii.length; i++) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ ascii.charCodeAt(i)) & 0xff];
  return crc;
}

/** EMV TLV back into [id, value] pairs, refusing any length that overruns the text. */
function parseTlv(s: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < s.length) {
    const id = s.slice(i, i + 2);
    const len = Number(s.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(s.slice(i + 2, i + 4)) || i + 4 + len > s.length) throw new Error(`bad TLV at ${i}`);
    out.push([id, s.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}

function fields(payload: string): Map<string, string> {
  const list = parseTlv(payload);
  expect(new Set(list.map(([id]) => id)).size).toBe(list.length);
  return new Map(list);
}

const BASE = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  amountCents: 19_900,
  merchantName: 'Agência São João',
  merchantCity: 'Florianópolis',
  txid: 'FUNIL2026ABC',
};

describe('crc16ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value of "123456789"', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(tableCrc('123456789')).toBe(0x29b1);
  });

  it('pads to four uppercase hex digits', () => {
    expect(crc16ccitt('')).toBe('FFFF');
    for (const s of ['A', 'abc', 'Pix', '0002', MANUAL_EXAMPLE]) {
      const crc = crc16ccitt(s);
      expect(crc).toMatch(/^[0-9A-F]{4}$/);
      expect(crc).toBe(tableCrc(s).toString(16).toUpperCase().padStart(4, '0'));
    }
  });

  it('agrees with the table-driven CRC over many strings', () => {
    let s = '';
    for (let n = 0; n < 300; n++) {
      s += String.fromCharCode(32 + ((n * 37) % 95));
      expect(parseInt(crc16ccitt(s), 16), s).toBe(tableCrc(s));
    }
  });

  it('reproduces the CRC of the Banco Central manual example', () => {
    const body = MANUAL_EXAMPLE.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(crc16ccitt(body)).toBe('1D3D');
    expect(tableCrc(body)).toBe(0x1d3d);
  });
});

describe('buildPixPayload', () => {
  it('lays out every field of the merchant-presented BR Code', () => {
    const payload = buildPixPayload(BASE);
    const list = parseTlv(payload);
    expect(list.map(([id]) => id)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    const f = new Map(list);
    expect(f.get('00')).toBe('01');
    expect(parseTlv(f.get('26') ?? '')).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', BASE.key],
    ]);
    expect(f.get('52')).toBe('0000');
    expect(f.get('53')).toBe('986');
    expect(f.get('54')).toBe('199.00');
    expect(f.get('58')).toBe('BR');
    expect(f.get('59')).toBe('AGENCIA SAO JOAO');
    expect(f.get('60')).toBe('FLORIANOPOLIS');
    expect(parseTlv(f.get('62') ?? '')).toEqual([['05', 'FUNIL2026ABC']]);
  });

  it('ends in a CRC over everything before it, "6304" included', () => {
    const payload = buildPixPayload(BASE);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields(payload).get('63')).toBe(payload.slice(-4));
    expect(parseInt(payload.slice(-4), 16)).toBe(tableCrc(payload.slice(0, -4)));
  });

  it('builds the manual example, up to the uppercased name', () => {
    const payload = buildPixPayload({ key: BASE.key, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' });
    const expected = MANUAL_EXAMPLE.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL');
    expect(payload).toBe(expected + tableCrc(expected).toString(16).toUpperCase().padStart(4, '0'));
  });

  it('writes amounts in reais with two decimals, from integer cents', () => {
    const amount = (amountCents: number) => fields(buildPixPayload({ ...BASE, amountCents })).get('54');
    expect(amount(1)).toBe('0.01');
    expect(amount(10)).toBe('0.10');
    expect(amount(100)).toBe('1.00');
    expect(amount(123_456)).toBe('1234.56');
    expect(amount(999_999_999_999)).toBe('9999999999.99');
  });

  it('leaves the amount out when none is given, for the payer to type', () => {
    const { amountCents: _, ...noAmount } = BASE;
    expect(fields(buildPixPayload(noAmount)).has('54')).toBe(false);
  });

  it('refuses amounts that are not positive whole cents', () => {
    for (const amountCents of [0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000_000_000]) {
      expect(() => buildPixPayload({ ...BASE, amountCents }), String(amountCents)).toThrow(RangeError);
    }
  });

  it('cuts name at 25 and city at 15 characters, without accents or symbols', () => {
    const f = fields(buildPixPayload({ ...BASE, merchantName: '  Ação & Criação Marketing Digital Ltda.  ', merchantCity: 'São José dos Campos' }));
    expect(f.get('59')).toBe('ACAO CRIACAO MARKETING DI');
    expect(f.get('59')).toHaveLength(25);
    expect(f.get('60')).toBe('SAO JOSE DOS CA');
    expect(f.get('60')).toHaveLength(15);
  });

  it('does not leave a trailing space where the cut falls', () => {
    expect(fields(buildPixPayload({ ...BASE, merchantCity: 'Rio de Janeiro Capital' })).get('60')).toBe('RIO DE JANEIRO');
  });

  it('refuses a name or city with nothing printable left', () => {
    expect(() => buildPixPayload({ ...BASE, merchantName: '  ' })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...BASE, merchantCity: '—' })).toThrow(RangeError);
  });

  it('uses *** when there is no txid, and refuses a txid that is not 1 to 25 letters or digits', () => {
    const { txid: _, ...noTxid } = BASE;
    expect(parseTlv(fields(buildPixPayload(noTxid)).get('62') ?? '')).toEqual([['05', '***']]);
    expect(parseTlv(fields(buildPixPayload({ ...BASE, txid: 'A'.repeat(25) })).get('62') ?? '')).toEqual([['05', 'A'.repeat(25)]]);
    for (const txid of ['', 'A'.repeat(26), 'pedido-123', 'ação', 'a b']) {
      expect(() => buildPixPayload({ ...BASE, txid }), txid).toThrow(RangeError);
    }
  });

  it('takes each kind of key as it is', () => {
    for (const key of ['52998224725', '11222333000181', 'financeiro@agencia.com.br', '+5548999998888', BASE.key]) {
      expect(parseTlv(fields(buildPixPayload({ ...BASE, key })).get('26') ?? '')[1]).toEqual(['01', key]);
    }
  });

  it('refuses an empty, non-ASCII or too long key', () => {
    for (const key of ['', '   ', 'joão@agencia.com', 'a b', `${'a'.repeat(70)}@x.com.br`]) {
      expect(() => buildPixPayload({ ...BASE, key }), key).toThrow(RangeError);
    }
    expect(() => buildPixPayload({ ...BASE, key: `${'a'.repeat(67)}@x.com.br` })).not.toThrow();
  });

  it('trims the key', () => {
    expect(buildPixPayload({ ...BASE, key: ` ${BASE.key}\n` })).toBe(buildPixPayload(BASE));
  });
});

describe('pixQrSvg', () => {
  it('draws the payload as an SVG with a path', async () => {
    const svg = await pixQrSvg(buildPixPayload(BASE));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('draws different payloads differently', async () => {
    const a = await pixQrSvg(buildPixPayload(BASE));
    const b = await pixQrSvg(buildPixPayload({ ...BASE, amountCents: 20_000 }));
    expect(a).not.toBe(b);
  });
});
