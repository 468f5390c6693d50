// The funnel's due date in the editor's top bar (decision 008): "Prazo: 01/12/2026" or "Definir
// prazo", a pt-BR calendar in a popover, and "Remover prazo". Saved with PATCH { dueDate }.
// Days are São Paulo calendar days (#shared/due-date.ts), never converted through a time zone.
// The popover (Radix Popover) and its calendar (due-date-popover.tsx, due-date-calendar.tsx) load
// when it is first opened (decision 011); until then the bar shows a stand-in of the button.
import { useState } from 'react';
import { formatDueDate, isOverdue, todayInZone } from '#shared/due-date.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../../lib/api.ts';
import { lazyControl } from '../../../lib/load-on-use.tsx';
import { DueDateButton, type DueDatePopoverProps } from './due-date-button.tsx';

const LazyPopover = lazyControl<DueDatePopoverProps>(() => import('./due-date-popover.tsx').then((m) => m.DueDatePopover));

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
