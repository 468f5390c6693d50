// The export itself, loaded only when the menu is used (dynamic import: nothing of it, nor of
// the rasteriser or the PDF library, is in a route's bundle). The sheet is mounted off screen,
// rasterised by modern-screenshot, then saved as a PNG or placed in a PDF (build-pdf.ts).
import { domToCanvas } from 'modern-screenshot';
import { saveBlob } from '../../lib/download.ts';
import { buildPdf } from './build-pdf.ts';
import type { ExportKind, ExportSource, OnProgress } from './export-types.ts';
import { safeFileName } from './file-name.ts';
import { mountSheet } from './mount-sheet.tsx';
import { PDF_MAX_SIDE_PX, pixelRatioFor } from './sheet-layout.ts';

export { mountSheet } from './mount-sheet.tsx';

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** Draws the whole funnel on a canvas; for the PDF at no more than it can show. */
export async function rasterise(source: ExportSource, kind: ExportKind, onProgress: OnProgress): Promise<HTMLCanvasElement> {
  const host = document.createElement('div');
  // Off screen but laid out (a display:none element has no size to draw).
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-200000px;top:0;pointer-events:none;';
  document.body.appendChild(host);
  try {
    const sheet = mountSheet(host, source.content);
    try {
      onProgress(0.1);
      await document.fonts.ready;
      await nextFrame();
      const scale =
        kind === 'pdf'
          ? Math.min(pixelRatioFor(sheet.width, sheet.height), PDF_MAX_SIDE_PX / Math.max(sheet.width, sheet.height))
          : pixelRatioFor(sheet.width, sheet.height);
      // Progress follows the copying of the sheet's elements, the long part of a big funnel.
      const total = sheet.node.getElementsByTagName('*').length + 1;
      let copied = 0;
      return await domToCanvas(sheet.node, {
        scale,
        width: sheet.width,
        height: sheet.height,
        backgroundColor: '#ffffff',
        // Only system fonts and inline SVG: nothing to fetch or embed.
        font: false,
        onCloneEachNode: () => {
          copied += 1;
          if (copied % 250 !== 0) return;
          onProgress(0.1 + (0.6 * Math.min(copied, total)) / total);
          // A task boundary now and then, so the page paints the progress while it works.
          return new Promise<void>((r) => setTimeout(r, 0));
        },
        progress: (current, all) => onProgress(0.7 + (0.15 * current) / Math.max(1, all)),
      });
    } finally {
      sheet.unmount();
    }
  } finally {
    host.remove();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob failed'))), type, quality));
}

/** Read by bench/export.ts: from the menu's choice to the file ready for download. */
export const exportMeasure = (kind: ExportKind) => `funil:export-${kind}`;

export async function runExport(kind: ExportKind, source: ExportSource, onProgress: OnProgress): Promise<void> {
  const started = performance.now();
  onProgress(0.02);
  const canvas = await rasterise(source, kind, onProgress);
  if (kind === 'png') {
    const blob = await toBlob(canvas, 'image/png');
    performance.measure(exportMeasure(kind), { start: started });
    onProgress(1);
    saveBlob(blob, safeFileName(source.title, 'png'));
    return;
  }
  // JPEG goes into the PDF as it is; a PNG would be decoded and compressed again, slowly.
  const jpeg = new Uint8Array(await (await toBlob(canvas, 'image/jpeg', 0.92)).arrayBuffer());
  onProgress(0.9);
  const pdf = await buildPdf(source, { data: jpeg, width: canvas.width, height: canvas.height });
  performance.measure(exportMeasure(kind), { start: started });
  onProgress(1);
  saveBlob(pdf, safeFileName(source.title, 'pdf'));
}
