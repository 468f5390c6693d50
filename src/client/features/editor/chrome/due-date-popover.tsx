// The due date's popover (Radix Popover and the calendar), loaded when it is first opened
// (due-date-picker.tsx keeps the state, the saving and a stand-in of the button until then;
// due-date-button.tsx holds what both draw).
import { Loader2, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { DueDateButton, type DueDatePopoverProps, dueDateLabel } from './due-date-button.tsx';

// The calendar (react-day-picker, its styles and locale) loads with the popover.
const DueDateCalendar = lazy(() => import('./due-date-calendar.tsx'));

export function DueDatePopover({ open, setOpen, dueDate, overdue, compact, today, saving, save }: DueDatePopoverProps) {
  const label = dueDateLabel(dueDate);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <DueDateButton dueDate={dueDate} overdue={overdue} compact={compact} />
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
