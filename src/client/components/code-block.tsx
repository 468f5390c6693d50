// A line of code to paste somewhere else, with its Copiar button.
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';
import { toast } from './ui/toast.tsx';

/** Selects the block's text, so Ctrl+C still works where the browser refuses the clipboard. */
function selectText(el: HTMLElement | null) {
  const selection = window.getSelection();
  if (!el || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(el);
  selection.removeAllRanges();
  selection.addRange(range);
}

export function CodeBlock({
  code,
  copyLabel,
  copiedTitle,
  className,
  testId,
}: {
  code: string;
  /** The button's accessible name: it starts with "Copiar" and says what is copied. */
  copyLabel: string;
  copiedTitle: string;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLElement>(null);

  async function copy() {
    try {
      // Missing outside a secure context (http on a LAN address): same answer as a refusal.
      if (!navigator.clipboard) throw new Error('clipboard');
      await navigator.clipboard.writeText(code);
      toast({ title: copiedTitle, variant: 'success' });
    } catch {
      selectText(ref.current);
      toast({ title: 'Não foi possível copiar', description: 'O texto ficou selecionado: copie com Ctrl+C (ou Cmd+C).', variant: 'destructive' });
    }
  }

  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:items-start', className)}>
      {/* Breaks at spaces first, inside a word only when it must: the snippet is one long line and must fit a phone. */}
      <pre className="min-w-0 flex-1 whitespace-pre-wrap wrap-anywhere rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-xs leading-relaxed text-slate-100 sm:text-sm">
        <code ref={ref} data-testid={testId}>
          {code}
        </code>
      </pre>
      <Button variant="outline" className="shrink-0 self-start" aria-label={copyLabel} onClick={copy}>
        <Copy aria-hidden="true" />
        Copiar
      </Button>
    </div>
  );
}
