import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it('keeps the title with its accents and adds the extension', () => {
    expect(safeFileName('Lançamento Black Friday', 'png')).toBe('Lançamento Black Friday.png');
    expect(safeFileName('Funil de Ação', 'pdf')).toBe('Funil de Ação.pdf');
  });
  it('replaces what a file system refuses and collapses spaces', () => {
    expect(safeFileName('Q1/Q2: "teste" <novo>?', 'pdf')).toBe('Q1 Q2 teste novo.pdf');
    expect(safeFileName('a\u0000b\tc', 'png')).toBe('a b c.png');
    expect(safeFileName('  ..oculto.. ', 'png')).toBe('oculto.png');
  });
  it('never answers an empty or reserved name, nor a very long one', () => {
    expect(safeFileName('   ', 'png')).toBe('funil.png');
    expect(safeFileName('///', 'pdf')).toBe('funil.pdf');
    expect(safeFileName('CON', 'pdf')).toBe('CON funil.pdf');
    expect(safeFileName('x'.repeat(500), 'png')).toHaveLength(124);
  });
});
