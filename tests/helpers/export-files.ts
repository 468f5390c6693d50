// Reading what an export produced: a PNG's signature and size (IHDR), a PDF's signature and its
// text (poppler's pdftotext and pdfinfo).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Poppler's tools read the PDF (poppler-utils: .ci/run installs it, like Chromium). */
function poppler(tool: 'pdftotext' | 'pdfinfo', buf: Buffer, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'funil-pdf-'));
  try {
    const file = join(dir, 'export.pdf');
    writeFileSync(file, buf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, page by page (pdftotext ends each page with a form feed). */
export async function pdfText(buf: Buffer): Promise<string[]> {
  const pages = poppler('pdftotext', buf, ['-enc', 'UTF-8']).split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages.map((p) => p.replace(/\s+/g, ' ').trim());
}

/** The size of the PDF's first page in points (A4 landscape: 841.89 x 595.28). */
export async function pdfFirstPageSize(buf: Buffer): Promise<{ width: number; height: number }> {
  const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(poppler('pdfinfo', buf, []));
  if (!m) throw new Error('pdfinfo gave no page size');
  return { width: Number(m[1]), height: Number(m[2]) };
}
