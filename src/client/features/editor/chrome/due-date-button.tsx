// The due date's top bar button and the props of its popover: the names the popover
// (due-date-popover.tsx, loaded on first open) and its stand-in (due-date-picker.tsx) share.
import { CalendarClock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatDueDate } from '#shared/due-date.ts';
import { cn } from '../../../lib/utils.ts';

export function dueDateLabel(dueDate: string | null): string {
  return dueDate ? `Prazo: ${formatDueDate(dueDate)}` : 'Definir prazo';
}

export interface DueDatePopoverProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  dueDate: string | null;
  overdue: boolean;
  compact: boolean;
  today: string;
  saving: boolean;
  save: (next: string | null) => void;
}

/** The top bar's button, shared by the popover's trigger and its stand-in (the same look). */
export function DueDateButton({
  dueDate,
  overdue,
  compact,
  ...rest
}: { dueDate: string | null; overdue: boolean; compact: boolean } & ComponentProps<'button'>) {
  const label = dueDateLabel(dueDate);
  return (
    <button
      type="button"
      {...rest}
      className={cn(
        'flex h-8 shrink-0 items-center gap-1.5 rounded-md border px-2 text-xs font-medium',
        overdue ? 'border-red-500/60 bg-red-500/15 text-red-300 hover:bg-red-500/25' : 'border-slate-700 text-slate-200 hover:bg-slate-800',
      )}
      aria-label={overdue ? `${label} (atrasado)` : label}
      data-testid="due-date-trigger"
      data-overdue={overdue || undefined}
    >
      <CalendarClock className="size-4" aria-hidden="true" />
      {/* The bar is full below 1280 px: the icon (red when late) and the popover say the rest. */}
      {compact ? null : <span className="hidden whitespace-nowrap xl:inline">{label}</span>}
    </button>
  );
}
