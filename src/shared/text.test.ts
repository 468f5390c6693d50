import { describe, expect, it } from 'vitest';
import { cleanText, findBadText, NOT_TEXT_MESSAGE, text } from './text';

describe('text rule', () => {
  it('finds NUL and lone surrogates deep in values and keys', () => {
    expect(findBadText({ a: ['ok', 'x\u0000'] })).toEqual({ path: 'a[1]', reason: 'nul' });
    expect(findBadText({ b: { '\ud800': 1 } })).toEqual({ path: 'b.\ud800', reason: 'surrogate' });
    expect(findBadText(['\udc00'])).toEqual({ path: '[0]', reason: 'surrogate' });
    expect(findBadText({ ok: 'Olá 😀', n: 1, z: null })).toBeNull();
  });
  it('cleanText removes NUL and replaces lone surrogates', () => {
    expect(cleanText('a\u0000b\ud800c😀')).toBe('ab\ufffdc😀');
  });
  it('text() refuses bad and over-long strings', () => {
    expect(text().safeParse('ok').success).toBe(true);
    expect(text().safeParse('a\u0000').success).toBe(false);
    expect(text().safeParse('\ud800').success).toBe(false);
    expect(text(5).safeParse('123456').success).toBe(false);
  });
  it('text() answers in Portuguese when the value is not a string', () => {
    for (const v of [{ a: 1 }, ['x'], 7, true]) expect(text().safeParse(v).error?.issues[0].message).toBe(NOT_TEXT_MESSAGE);
    expect(text(10, { error: 'Email é obrigatório' }).safeParse(7).error?.issues[0].message).toBe('Email é obrigatório');
  });
});
