// Mounts the export sheet into a container of its own, synchronously, and grows it when a
// paragraph turned out taller than its estimate (only the browser knows a text's height).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { computeForecast } from '#shared/canvas/forecast.ts';
import { FunnelSheet } from './funnel-sheet.tsx';
import { layoutSheet, SHEET_PAD, type SheetLayout } from './sheet-layout.ts';

export interface MountedSheet {
  /** The sheet's element (white, sized to the funnel's bounds). */
  node: HTMLElement;
  width: number;
  height: number;
  unmount(): void;
}

/** The bench's "one render" (bench/export.ts): the sheet mounted and laid out, not painted. */
export const SHEET_RENDER_MEASURE = 'funil:sheet-render';

export function mountSheet(host: HTMLElement, content: CanvasContent): MountedSheet {
  const started = performance.now();
  const forecast = computeForecast(content);
  let layout: SheetLayout = layoutSheet(content, { forecast: !!forecast });
  const root = createRoot(host);
  const draw = () => flushSync(() => root.render(<FunnelSheet content={content} layout={layout} forecast={forecast} />));
  draw();
  const node = host.querySelector('[data-funnel-sheet]') as HTMLElement;
  let right = 0;
  let bottom = 0;
  for (const el of node.querySelectorAll<HTMLElement>('[data-sheet-text]')) {
    right = Math.max(right, el.offsetLeft + el.offsetWidth);
    bottom = Math.max(bottom, el.offsetTop + el.offsetHeight);
  }
  if (right + SHEET_PAD > layout.width || bottom + SHEET_PAD > layout.height) {
    layout = { ...layout, width: Math.max(layout.width, Math.ceil(right + SHEET_PAD)), height: Math.max(layout.height, Math.ceil(bottom + SHEET_PAD)) };
    draw();
  }
  node.getBoundingClientRect(); // forces style and layout, so the measure covers them
  performance.measure(SHEET_RENDER_MEASURE, { start: started });
  return { node, width: layout.width, height: layout.height, unmount: () => root.unmount() };
}
