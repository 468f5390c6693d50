import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search.ts';

const t = { title: 'Lançamento de 7 Dias com CPLs', description: 'Captação, grupo de WhatsApp e abertura de carrinho.' };
describe('templates search (D14)', () => {
  it('matches title and description, ignoring case and accents', () => {
    expect(matchesSearch(t, '')).toBe(true);
    expect(matchesSearch(t, 'lancamento')).toBe(true);
    expect(matchesSearch(t, 'CPL')).toBe(true);
    expect(matchesSearch(t, 'captacao')).toBe(true);
    expect(matchesSearch(t, '  whatsapp ')).toBe(true);
    expect(matchesSearch(t, 'webinar')).toBe(false);
  });
});
