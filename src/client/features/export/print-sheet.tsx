// Ctrl+P on the editor prints the funnel, not the editor: the export sheet is
// mounted in #funil-print, scaled to fit an A4 landscape page, and the print style sheet
// (export.css) hides everything else. Loaded lazily, before it is needed (use-print-sheet.ts).
import type { ExportSource } from './export-types.ts';
import { type MountedSheet, mountSheet } from './mount-sheet.tsx';

/** A4 landscape less the 10 mm margins of export.css, in CSS pixels (96 per inch). */
export const PRINT_AREA = { width: Math.floor((277 / 25.4) * 96), height: Math.floor((190 / 25.4) * 96) };
const TITLE_H = 36;

export interface PrintMount {
  unmount(): void;
}

export function mountPrintSheet(source: ExportSource): PrintMount {
  const root = document.createElement('div');
  root.id = 'funil-print';
  const title = document.createElement('h1');
  title.textContent = source.title;
  title.style.cssText = `margin:0;height:${TITLE_H}px;font:600 18px/1.4 ui-sans-serif,system-ui,sans-serif;color:#0f172a;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;`;
  const frame = document.createElement('div');
  const inner = document.createElement('div');
  frame.appendChild(inner);
  root.append(title, frame);
  document.body.appendChild(root);
  const sheet: MountedSheet = mountSheet(inner, source.content);
  const scale = Math.min(PRINT_AREA.width / sheet.width, (PRINT_AREA.height - TITLE_H) / sheet.height);
  frame.style.cssText = `width:${Math.floor(sheet.width * scale)}px;height:${Math.floor(sheet.height * scale)}px;overflow:hidden;`;
  inner.style.cssText = `width:${sheet.width}px;transform:scale(${scale});transform-origin:0 0;`;
  root.dataset.scale = scale.toFixed(4);
  return {
    unmount() {
      sheet.unmount();
      root.remove();
    },
  };
}
