// "Exportar" (issue 13): a menu with PNG and PDF, in the editor, the client portal and the
// public page. Only this small file is in the pages' bundles; the sheet, the rasteriser and
// the PDF library load when an item is chosen (run-export.ts).
import { Download, Loader2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import './export.css';
import type { ExportKind, ExportSource } from './export-types.ts';
import { usePrintSheet } from './use-print-sheet.ts';

export const EXPORT_ERROR = 'Não foi possível exportar o funil. Tente de novo.';

const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-100 outline-none data-[highlighted]:bg-slate-700 data-[disabled]:opacity-50';

export function ExportMenu({ source, print = false }: { source: () => ExportSource; print?: boolean }) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [progress, setProgress] = useState(0);
  const running = useRef(false);
  usePrintSheet(source, print);

  const run = async (kind: ExportKind) => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setProgress(0);
    try {
      // Let the indicator paint before the heavy work starts.
      await new Promise((r) => setTimeout(r, 0));
      const { runExport } = await import('./run-export.ts');
      await runExport(kind, source(), (p) => setProgress(Math.max(0, Math.min(1, p))));
    } catch (e) {
      console.error('export failed', e);
      toast({ title: EXPORT_ERROR, variant: 'destructive' });
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const percent = Math.round(progress * 100);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-slate-700 bg-slate-800 px-2 text-sm font-medium text-white hover:bg-slate-700 disabled:opacity-60 sm:px-3"
          aria-label="Exportar"
          disabled={busy !== null}
          data-testid="export-trigger"
        >
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          <span className="hidden 2xl:inline">Exportar</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] min-w-36 rounded-lg border border-slate-700 bg-slate-900 p-1 shadow-xl">
            <DropdownMenu.Item className={itemClass} onSelect={() => void run('png')}>
              PNG
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => void run('pdf')}>
              PDF
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {busy ? (
        <div
          className="fixed left-1/2 top-16 z-[90] w-[min(20rem,calc(100%-1.5rem))] -translate-x-1/2 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-xl"
          role="status"
          aria-live="polite"
          data-testid="export-progress"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <Loader2 className="size-4 animate-spin text-orange-500" aria-hidden="true" />
            {busy === 'pdf' ? 'Gerando PDF…' : 'Gerando PNG…'}
            <span className="ml-auto tabular-nums text-slate-500">{percent}%</span>
          </p>
          <div
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={busy === 'pdf' ? 'Gerando PDF' : 'Gerando PNG'}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full rounded-full bg-orange-500" style={{ width: `${Math.max(4, percent)}%` }} />
          </div>
        </div>
      ) : null}
    </>
  );
}
