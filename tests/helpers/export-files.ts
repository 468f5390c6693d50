// Reading what an export produced: a PNG's signature and size (IHDR), a PDF's signature and its
// text (pdfjs-dist, so no system tool is needed).
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function downloadBytes(d: Download): Promise<Buffer> {
  const path = await d.path();
  return readFileSync(path);
}

/** Width and height from the IHDR chunk, which must come first (bytes 16 to 24). */
export function pngSize(buf: Buffer): { width: number; height: number } {
  if (!PNG_SIGNATURE.every((b, i) => buf[i] === b)) throw new Error('not a PNG');
  if (buf.toString('ascii', 12, 16) !== 'IHDR') throw new Error('no IHDR first');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** pdfjs-dist's legacy build still expects Promise.withResolvers, which Node 20 lacks. */
async function loadPdfjs() {
  const P = Promise as unknown as { withResolvers?: unknown };
  P.withResolvers ??= <T>() => {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/** The PDF's text, page by page. */
export async function pdfText(buf: Buffer): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.cleanup();
  return pages;
}

/** The size of the PDF's first page in points (A4 landscape: 841.89 x 595.28). */
export async function pdfFirstPageSize(buf: Buffer): Promise<{ width: number; height: number }> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf) }).promise;
  const [, , width, height] = (await doc.getPage(1)).view;
  await doc.cleanup();
  return { width, height };
}
