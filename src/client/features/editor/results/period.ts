// The periods the Resultados mode offers: the last 7, 30 or 90 São Paulo days (today included,
// as the server counts them), or two days the agency picks.
import { todayInZone } from '#shared/due-date.ts';

export type PeriodChoice = '7' | '30' | '90' | 'custom';

export const PERIOD_OPTIONS: readonly { id: PeriodChoice; label: string }[] = [
  { id: '7', label: '7 dias' },
  { id: '30', label: '30 dias' },
  { id: '90', label: '90 dias' },
  { id: 'custom', label: 'Personalizado' },
];

export interface Period {
  from: string;
  to: string;
}

export function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

/** The last `days` days up to today in São Paulo, both ends included. */
export function lastDays(days: number, now: Date): Period {
  const to = todayInZone(now);
  return { from: shiftDay(to, -(days - 1)), to };
}

/** The period to ask for; null while a custom one is not complete (the server checks the rest). */
export function periodFor(choice: PeriodChoice, custom: Partial<Period>, now: Date): Period | null {
  if (choice !== 'custom') return lastDays(Number(choice), now);
  return custom.from && custom.to ? { from: custom.from, to: custom.to } : null;
}

/** "27/10/2026": how a period's day reads. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
