import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { Button } from './button.tsx';
import { DialogFooter } from './dialog.tsx';

/**
 * A form dialog's buttons: one that closes it (Cancelar unless said) and the submit button,
 * turned off while `pending` (with a spinner) or while `disabled`.
 */
export function FormDialogFooter({
  onCancel,
  cancelLabel = 'Cancelar',
  pending,
  disabled,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending === undefined ? null : pending ? <Loader2 className="animate-spin" /> : null}
        {children}
      </Button>
    </DialogFooter>
  );
}
