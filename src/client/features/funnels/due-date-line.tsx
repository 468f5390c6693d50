// A funnel card's due date (decision 008): "Prazo: 01/12/2026", in red with "Atrasado" when the
// day has passed (São Paulo) and the funnel is not approved.
import { CalendarClock } from 'lucide-react';
import { formatDueDate, isOverdue, todayInZone } from '#shared/due-date.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/utils.ts';

export function DueDateLine({ dueDate, status }: { dueDate: string | null; status: string }) {
  if (!dueDate) return null;
  const overdue = isOverdue({ dueDate, status }, todayInZone(new Date()));
  return (
    <p className={cn('flex items-center gap-2', overdue && 'font-medium text-red-700')} data-testid="funnel-due-date" data-overdue={overdue || undefined}>
      <CalendarClock className={cn('size-4 shrink-0', overdue ? 'text-red-600' : 'text-slate-400')} aria-hidden="true" />
      <span>Prazo: {formatDueDate(dueDate)}</span>
      {overdue ? <Badge tone="red">Atrasado</Badge> : null}
    </p>
  );
}
