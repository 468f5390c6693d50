// The approval due date the client sees (decision 008): "Prazo: 01/12", and "Atrasado" after
// it once the São Paulo day has passed and the funnel is not approved. On the list's cards
// (light) and in the funnel's top bar (dark).
import { CalendarClock } from 'lucide-react';
import { formatDueDay, isOverdue, todayInZone } from '#shared/due-date.ts';
import { cn } from '../../lib/utils.ts';

export function PortalDueDate({ dueDate, status, dark = false }: { dueDate: string | null; status: string; dark?: boolean }) {
  if (!dueDate) return null;
  const overdue = isOverdue({ dueDate, status }, todayInZone(new Date()));
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap text-xs font-medium',
        dark ? (overdue ? 'text-red-300' : 'text-slate-300') : overdue ? 'text-red-700' : 'text-slate-600',
      )}
      data-testid="portal-due-date"
      data-overdue={overdue || undefined}
    >
      <CalendarClock className={cn('size-4 shrink-0', overdue ? (dark ? 'text-red-400' : 'text-red-600') : 'text-slate-400')} aria-hidden="true" />
      {/* A phone's top bar has room for the day only (red when late); the words stay for screen readers. */}
      <span>
        <span className={dark ? 'sr-only sm:not-sr-only' : undefined}>Prazo: </span>
        {formatDueDay(dueDate)}
      </span>
      {overdue ? (
        // not-sr-only resets padding: the badge sits inside what is hidden on a phone.
        <span className={dark ? 'sr-only sm:not-sr-only' : undefined}>
          <span
            className={cn('rounded-full border px-2 py-0.5', dark ? 'border-red-500/60 bg-red-500/15 text-red-300' : 'border-red-200 bg-red-50 text-red-700')}
          >
            Atrasado
          </span>
        </span>
      ) : null}
    </span>
  );
}
