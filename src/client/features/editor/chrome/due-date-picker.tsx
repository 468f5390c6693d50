// The funnel's due date in the editor's top bar (issue 12): "Prazo: 01/12/2026" or "Definir
// prazo", a pt-BR calendar in a popover, and "Remover prazo". Saved with PATCH { dueDate }.
// Days are São Paulo calendar days (#shared/due-date.ts), never converted through a time zone.
// The calendar itself is due-date-calendar.tsx, loaded with the popover (issue 14).
import { CalendarClock, Loader2, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { formatDueDate, isOverdue, todayInZone } from '#shared/due-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/utils.ts';

// The calendar (react-day-picker, its styles and locale) loads when the popover first opens.
const DueDateCalendar = lazy(() => import('./due-date-calendar.tsx'));

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
  const label = dueDateLabel(dueDate);

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

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-xl"
          aria-label="Prazo de aprovação"
          data-testid="due-date-popover"
        >
          <div className="mb-1 flex items-start justify-between gap-2">
            <div>
              <p className="text-sm font-semibold">Prazo de aprovação</p>
              <p className={cn('text-xs', overdue ? 'font-medium text-red-600' : 'text-slate-500')}>
                {dueDate ? `${label}${overdue ? ' · Atrasado' : ''}` : 'Nenhum prazo definido'}
              </p>
            </div>
            <Popover.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="Fechar">
              <X className="size-4" aria-hidden="true" />
            </Popover.Close>
          </div>
          <Suspense
            fallback={
              <div className="flex h-[330px] items-center justify-center" role="status" aria-label="Carregando calendário">
                <Loader2 className="size-5 animate-spin text-slate-400" aria-hidden="true" />
              </div>
            }
          >
            <DueDateCalendar dueDate={dueDate} today={today} saving={saving} onPick={(day) => void save(day)} />
          </Suspense>
          <p className="mt-1 text-[11px] text-slate-500">Os clientes recebem lembretes 2 dias antes, no dia e depois do prazo.</p>
          <div className="mt-3 flex items-center justify-between gap-2">
            {saving ? <Loader2 className="size-4 animate-spin text-slate-400" aria-label="Salvando" /> : <span />}
            {dueDate ? (
              <Button size="sm" variant="outline" className="text-red-600 hover:bg-red-50" disabled={saving} onClick={() => void save(null)}>
                Remover prazo
              </Button>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
