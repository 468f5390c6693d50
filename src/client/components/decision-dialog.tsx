// The review decision (docs/product.md: Aprovar Funil, Voltar como Ajuste; "Public canvas
// page": Aprovar, Ajustes), shared by the client portal and the public page. Each page passes
// its own texts, word for word. Pages load it through lazy-decision-dialog.tsx.
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { Textarea } from './ui/input.tsx';

export interface DecisionTexts {
  title: string;
  description: string;
  /** Accessible name of the feedback field. */
  fieldLabel: string;
  placeholder: string;
  confirm: string;
}

export interface DecisionDialogProps<K extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** approve: green, the comment is optional. adjust: orange, feedback is required (docs/product.md). */
  tone: 'approve' | 'adjust';
  texts: DecisionTexts;
  /** A choice of answer shown above the field (public Ajustes: Solicitar ajustes or Rejeitar). */
  options?: readonly { value: K; label: string }[];
  pending: boolean;
  onConfirm: (feedback: string, option: K | undefined) => void;
}

export function DecisionDialog<K extends string>({ open, onOpenChange, tone, texts, options, pending, onConfirm }: DecisionDialogProps<K>) {
  const [feedback, setFeedback] = useState('');
  const [option, setOption] = useState<K | undefined>(options?.[0]?.value);
  useEffect(() => {
    if (open) {
      setFeedback('');
      setOption(options?.[0]?.value);
    }
  }, [open, options]);
  const blocked = pending || (tone === 'adjust' && !feedback.trim());
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent
        onOpenAutoFocus={(e) => {
          // Radix focuses the first field: on a touch screen that raises the keyboard over the
          // dialog, which only makes sense when feedback is required (Voltar como Ajuste, Ajustes).
          // There the optional approval comment waits for a tap; the dialog itself takes focus so
          // it is still announced. Mouse and keyboard users keep the default.
          if (tone === 'approve' && window.matchMedia('(pointer: coarse)').matches) {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!blocked) onConfirm(feedback.trim(), option);
          }}
        >
          {options?.length ? (
            <fieldset className="flex gap-2">
              <legend className="sr-only">Tipo de resposta</legend>
              {options.map((o) => (
                <label
                  key={o.value}
                  className={cn(
                    'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                    option === o.value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
                  )}
                >
                  <input
                    type="radio"
                    name="decision-option"
                    value={o.value}
                    checked={option === o.value}
                    onChange={() => setOption(o.value)}
                    className="sr-only"
                  />
                  {o.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <Textarea aria-label={texts.fieldLabel} value={feedback} onChange={(e) => setFeedback(e.target.value)} rows={5} placeholder={texts.placeholder} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" className={tone === 'approve' ? 'bg-green-700 hover:bg-green-800' : 'bg-orange-700 hover:bg-orange-800'} disabled={blocked}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} {texts.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
