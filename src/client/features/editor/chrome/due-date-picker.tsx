// The funnel's due date in the editor's top bar (issue 12): "Prazo: 01/12/2026" or "Definir
// prazo", a pt-BR calendar in a popover, and "Remover prazo". Saved with PATCH { dueDate }.
// Days are São Paulo calendar days (#shared/due-date.ts), never converted through a time zone.
// The popover (Radix Popover) and its calendar (due-date-popover.tsx, due-date-calendar.tsx) load
// when it is first opened (issue 14); until then the bar shows a stand-in of the button.
import { CalendarClock } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { formatDueDate, isOverdue, todayInZone } from '#shared/due-date.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../../lib/api.ts';
import { lazyOpen } from '../../../lib/lazy-open.tsx';
import { cn } from '../../../lib/utils.ts';

const LazyPopover = lazyOpen<DueDatePopoverProps>(() => import('./due-date-popover.tsx').then((m) => m.DueDatePopover));

export function dueDateLabel(dueDate: string | null): string {
  return dueDate ? `Prazo: ${formatDueDate(dueDate)}` : 'Definir prazo';
}

export function DueDatePicker({
  canvasId,
  dueDate,
  status,
  onChange,
  compact,
}: {
  canvasId: string;
  dueDate: string | null;
  status: string;
  onChange: (dueDate: string | null) => void;
  /** Phone: the button shows only the icon (as below 1280 px); the popover says the date. */
  compact: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const today = todayInZone(new Date());
  const overdue = isOverdue({ dueDate, status }, today);

  const save = async (next: string | null) => {
    if (next === dueDate) return setOpen(false);
    setSaving(true);
    try {
      const res = await apiRequest<{ dueDate: string | null }>(`/api/canvases/${encodeURIComponent(canvasId)}`, 'PATCH', { dueDate: next });
      onChange(res?.dueDate ?? next);
      setOpen(false);
      toast({ title: next ? `Prazo definido para ${formatDueDate(next)}` : 'Prazo removido', variant: 'success' });
    } catch (e) {
      toast({ title: 'Erro ao salvar prazo', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const props: DueDatePopoverProps = { open, setOpen, dueDate, overdue, compact, today, saving, save: (next) => void save(next) };
  return (
    <LazyPopover
      {...props}
      standIn={({ open: mount, preload }) => (
        <DueDateButton
          dueDate={dueDate}
          overdue={overdue}
          compact={compact}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setOpen(true);
            mount();
          }}
        />
      )}
    />
  );
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
