// Due dates of funnels (decision 008): a calendar day, YYYY-MM-DD, with no time of day.
// The day is the agency's day in America/Sao_Paulo: "today", "overdue" and the reminder stages
// are all counted in that time zone, on the server and in every browser alike, so a funnel is
// not overdue in São Paulo while still on time for a browser set to another zone.
// The request schema is in schemas/due-date.ts, so that pages showing a due date load no zod.
import type { FunnelStatus } from './funnel-status.ts';

export const DUE_DATE_MSG = 'Data inválida';
export const DUE_DATE_PAST_MSG = 'O prazo não pode ser uma data passada.';
export const DUE_DATE_ZONE = 'America/Sao_Paulo';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The day's midnight in UTC, in ms. UTC has no daylight saving, so days apart are exact
 * multiples of 24 h; plain arithmetic instead of date-fns keeps a date library off every page
 * that shows a due date (decision 010). setUTCFullYear, not Date.UTC, which reads 0–99 as 19xx.
 */
function utcDay(s: string): Date {
  const d = new Date(0);
  d.setUTCFullYear(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return d;
}

/**
 * A real calendar day written YYYY-MM-DD ("2026-02-30" and "0000-01-01" are not), and one
 * PostgreSQL can hold: it has no year 0 (JavaScript has), and four digits stay far inside its
 * range. Due dates and the list cursors' days (server/domain/paging.ts) use this one rule.
 */
export function isCalendarDate(s: string): boolean {
  if (!DAY_PATTERN.test(s) || s.startsWith('0000')) return false;
  const d = utcDay(s);
  return d.getUTCFullYear() === Number(s.slice(0, 4)) && d.getUTCMonth() + 1 === Number(s.slice(5, 7)) && d.getUTCDate() === Number(s.slice(8, 10));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DUE_DATE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) it is in São Paulo at `now`. */
export function todayInZone(now: Date): string {
  // en-CA formats as YYYY-MM-DD; formatToParts keeps it independent of that convention.
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Days from `today` to `dueDate` (both YYYY-MM-DD): 2 = due the day after tomorrow, -1 = was due yesterday. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((utcDay(dueDate).getTime() - utcDay(today).getTime()) / DAY_MS);
}

/**
 * A day before `today` (both YYYY-MM-DD, São Paulo days): refused as a new due date, by the
 * server and by the picker, since a funnel would be overdue the moment it is given one. Today
 * itself is allowed: "approve by the end of today" is a real request.
 */
export function isPastDay(day: string, today: string): boolean {
  return day < today;
}

/** Overdue: the due day has passed and the funnel is not approved. */
export function isOverdue(c: { dueDate: string | null; status: FunnelStatus | string }, today: string): boolean {
  return !!c.dueDate && c.status !== 'approved' && c.dueDate < today;
}

/** 2026-12-01 → 01/12 (pt-BR day and month, for the client portal's cards and header). */
export function formatDueDay(dueDate: string): string {
  const [, m, d] = dueDate.split('-');
  return `${d}/${m}`;
}

/** 2026-12-01 → 01/12/2026 (pt-BR), without going through a time zone. */
export function formatDueDate(dueDate: string): string {
  const [y, m, d] = dueDate.split('-');
  return `${d}/${m}/${y}`;
}
