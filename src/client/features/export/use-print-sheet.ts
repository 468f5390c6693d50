// Prints the funnel from the editor. Ctrl+P (or Cmd+P) is taken over so the sheet
// can load and mount before the print dialog opens; the browser's own Print menu and a print
// media emulation mount it at once from `beforeprint` / matchMedia, as the module is fetched
// in advance once the editor is idle.
import { useEffect, useRef } from 'react';
import type { ExportSource } from './export-types.ts';

type PrintModule = typeof import('./print-sheet.tsx');

let loaded: PrintModule | null = null;
const load = () => import('./print-sheet.tsx').then((m) => (loaded = m));

export function usePrintSheet(source: () => ExportSource, enabled: boolean) {
  const sourceRef = useRef(source);
  sourceRef.current = source;
  useEffect(() => {
    if (!enabled) return;
    let mounted: { unmount(): void } | null = null;
    const mount = (m: PrintModule) => {
      if (!mounted) mounted = m.mountPrintSheet(sourceRef.current());
    };
    const unmount = () => {
      mounted?.unmount();
      mounted = null;
    };
    const idle = setTimeout(() => void load(), 1500);
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'p') return;
      e.preventDefault();
      void load().then((m) => {
        mount(m);
        window.print();
      });
    };
    const onBefore = () => {
      if (loaded) mount(loaded);
    };
    const media = window.matchMedia('print');
    const onMedia = (e: MediaQueryListEvent) => {
      if (e.matches) void load().then(mount);
      else unmount();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', unmount);
    media.addEventListener('change', onMedia);
    return () => {
      clearTimeout(idle);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', unmount);
      media.removeEventListener('change', onMedia);
      unmount();
    };
  }, [enabled]);
}
