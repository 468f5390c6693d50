// Dates in the browser's local time, written as date-fns's pt-BR locale wrote them. No date
// library here: these three shapes load on almost every page, date-fns with its locale cost
// 8 to 12 KB gzipped there (decision 011).
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const toDate = (d: string | Date) => (typeof d === 'string' ? new Date(d) : d);
const two = (n: number) => String(n).padStart(2, '0');
const time = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}`;
/** 21/11/2026 */
export function formatDate(input: string | Date): string {
  const d = toDate(input);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${String(d.getFullYear()).padStart(4, '0')}`;
}
/** 21 de nov, 14:05 (spec: day, month, hour, minute) */
export function formatDayMonthTime(input: string | Date): string {
  const d = toDate(input);
  return `${d.getDate()} de ${MONTHS[d.getMonth()]}, ${time(d)}`;
}
/** 21/11/2026 às 14:05 */
export function formatDateTime(input: string | Date): string {
  const d = toDate(input);
  return `${formatDate(d)} às ${time(d)}`;
}

/** Cents as R$ 1.234,56 */
export function formatBRL(cents: number): string {
  return (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/** Initials, at most 2 letters (docs/product.md). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
