import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

const toDate = (d: string | Date) => (typeof d === 'string' ? new Date(d) : d);
/** 21/11/2026 */
export const formatDate = (d: string | Date) => format(toDate(d), 'dd/MM/yyyy', { locale: ptBR });
/** 21 de nov., 14:05 (spec: day, month, hour, minute) */
export const formatDayMonthTime = (d: string | Date) => format(toDate(d), "d 'de' MMM, HH:mm", { locale: ptBR });
/** 21/11/2026 às 14:05 */
export const formatDateTime = (d: string | Date) => format(toDate(d), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });

/** Cents as R$ 1.234,56 */
export function formatBRL(cents: number): string {
  return (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/** Initials, at most 2 letters (spec 01 section 9). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
