// "Exportar": a menu with PNG and PDF, in the editor, the client portal and the
// public page. Only this small file is in the pages' bundles; the menu itself (Radix
// DropdownMenu, export-dropdown.tsx) loads when it is first opened, and the sheet, the
// rasteriser and the PDF library when an item is chosen (run-export.ts).
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { lazyControl } from '../../lib/load-on-use.tsx';
import './export.css';
import { TRIGGER_CLASS, TriggerContent } from './export-trigger.tsx';
import type { ExportKind, ExportSource } from './export-types.ts';
import { usePrintSheet } from './use-print-sheet.ts';

export const EXPORT_ERROR = 'Não foi possível exportar o funil. Tente de novo.';

const LazyExportDropdown = lazyControl(() => import('./export-dropdown.tsx').then((m) => m.ExportDropdown));

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
      <LazyExportDropdown
        busy={busy}
        onRun={(kind) => void run(kind)}
        standIn={({ open, preload }) => (
          <button
            type="button"
            className={TRIGGER_CLASS}
            aria-label="Exportar"
            aria-haspopup="menu"
            aria-expanded={false}
            disabled={busy !== null}
            data-testid="export-trigger"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown') return;
              e.preventDefault();
              open();
            }}
          >
            <TriggerContent busy={busy} />
          </button>
        )}
      />
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
