import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthTime } from './format.ts';

// format.ts dropped date-fns from the pages; its text must stay what date-fns's pt-BR wrote.
describe('format', () => {
  const dates = Array.from({ length: 12 }, (_, m) => new Date(2026, m, ((m * 3) % 28) + 1, (m * 5) % 24, (m * 7) % 60));
  it.each(dates)('writes %s as date-fns pt-BR did', (d) => {
    expect(formatDate(d)).toBe(format(d, 'dd/MM/yyyy', { locale: ptBR }));
    expect(formatDayMonthTime(d)).toBe(format(d, "d 'de' MMM, HH:mm", { locale: ptBR }));
    expect(formatDateTime(d)).toBe(format(d, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }));
  });
  it('reads ISO strings', () => {
    const iso = '2026-11-21T17:05:00.000Z';
    expect(formatDateTime(iso)).toBe(format(new Date(iso), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }));
  });
});
