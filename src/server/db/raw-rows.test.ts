// Times read as PostgreSQL writes them become what Date.toISOString() writes (cut to the
// millisecond, not rounded), or their full microseconds for a cursor.
import { describe, expect, it } from 'vitest';
import { utcText } from './raw-rows.ts';

describe('utcText', () => {
  it('writes every fraction PostgreSQL may send as a JS Date would', () => {
    const cases: [string, string, string][] = [
      ['2026-11-25 20:05:08.121999', '2026-11-25T20:05:08.121Z', '2026-11-25T20:05:08.121999Z'],
      ['2026-11-25 20:05:08', '2026-11-25T20:05:08.000Z', '2026-11-25T20:05:08.000000Z'],
      ['2026-11-25 20:05:08.5', '2026-11-25T20:05:08.500Z', '2026-11-25T20:05:08.500000Z'],
      ['2026-11-25 20:05:08.0123', '2026-11-25T20:05:08.012Z', '2026-11-25T20:05:08.012300Z'],
      ['2030-01-01 00:00:00.00001', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000010Z'],
    ];
    for (const [raw, ms, us] of cases) {
      expect(utcText(raw, 3), raw).toBe(ms);
      expect(utcText(raw, 3), raw).toBe(new Date(`${raw.replace(' ', 'T')}Z`).toISOString());
      expect(utcText(raw, 6), raw).toBe(us);
    }
  });

  it('refuses a time in another format instead of writing it wrong', () => {
    expect(() => utcText('25/11/2026 20:05:08', 3)).toThrow(/formato/);
    expect(() => utcText('2026-11-25 20:05:08+00', 3)).toThrow(/formato/);
  });
});
