import { describe, expect, it } from 'vitest';
import { containsPattern, FOLD_FROM, FOLD_TO, foldText } from './search.ts';

describe('search fold table', () => {
  it('maps every letter to what Unicode decomposition leaves once marks are dropped, lower-cased', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    [...FOLD_FROM].forEach((ch, i) => {
      const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(`${ch}→${FOLD_TO[i]}`).toBe(`${ch}→${stripped}`);
    });
  });

  it('covers every such letter of Latin-1 and Latin Extended-A', () => {
    for (let cp = 0xc0; cp <= 0x17f; cp++) {
      const ch = String.fromCodePoint(cp);
      const d = ch.normalize('NFD');
      if (d.length > 1 && /^[A-Za-z]\p{M}+$/u.test(d)) expect(FOLD_FROM).toContain(ch);
    }
  });

  it('folds pt-BR titles', () => {
    expect(foldText('Lançamento ÁGIL São João')).toBe('lancamento agil sao joao');
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
});
