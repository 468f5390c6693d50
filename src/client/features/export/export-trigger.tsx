// The Exportar button's look, shared by the menu (export-dropdown.tsx) and the stand-in drawn
// until the menu's code has loaded (export-menu.tsx), so the swap cannot be seen.
import { Download, Loader2 } from 'lucide-react';
import type { ExportKind } from './export-types.ts';

export const TRIGGER_CLASS =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-slate-700 bg-slate-800 px-2 text-sm font-medium text-white hover:bg-slate-700 disabled:opacity-60 sm:px-3';

export function TriggerContent({ busy }: { busy: ExportKind | null }) {
  return (
    <>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
      <span className="hidden min-[1800px]:inline">Exportar</span>
    </>
  );
}
