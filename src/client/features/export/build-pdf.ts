// The PDF: A4 landscape; a header of real text (agency, client, title, version,
// date, status), the funnel's image fitted below it; then the open comments by element; then
// the forecast table when the forecast is on. Inter is embedded (a TrueType file from npm), so
// every accent, and anything else a comment holds, comes out as written and can be searched.

import interRegularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interBoldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import { jsPDF } from 'jspdf';
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import { computeForecast, flowOrder, formatPeople, formatReais } from '#shared/canvas/forecast.ts';
import { normalizeStatus, STATUS_META } from '#shared/funnel-status.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import type { ExportSource } from './export-types.ts';

const PAGE_W = 297;
const PAGE_H = 210;
const M = 14;
const BOTTOM = PAGE_H - M;
const INK = '#0f172a';
const MUTED = '#64748b';

async function fontBase64(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`font ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

async function withFonts(pdf: jsPDF) {
  const [regular, bold] = await Promise.all([fontBase64(interRegularUrl), fontBase64(interBoldUrl)]);
  pdf.addFileToVFS('Inter-Regular.ttf', regular);
  pdf.addFont('Inter-Regular.ttf', 'Inter', 'normal');
  pdf.addFileToVFS('Inter-Bold.ttf', bold);
  pdf.addFont('Inter-Bold.ttf', 'Inter', 'bold');
}

function versionLabel(version: number | null): string {
  return version ? `Versão ${version}` : 'Não publicado';
}

/** Page 1: the header, then the image as large as the rest of the page allows. */
function firstPage(pdf: jsPDF, s: ExportSource, image: { data: Uint8Array; width: number; height: number }, now: Date) {
  pdf.setFont('Inter', 'normal').setFontSize(10).setTextColor(MUTED);
  pdf.text(s.agencyName || 'Agência', M, M + 2);
  pdf.text(formatDate(now), PAGE_W - M, M + 2, { align: 'right' });
  pdf.setFont('Inter', 'bold').setFontSize(20).setTextColor(INK);
  const title = pdf.splitTextToSize(s.title, PAGE_W - 2 * M) as string[];
  pdf.text(title[0], M, M + 12);
  pdf.setFont('Inter', 'normal').setFontSize(10).setTextColor(INK);
  const facts = [
    `Cliente: ${s.clientName || '—'}`,
    versionLabel(s.version),
    `Status: ${STATUS_META[normalizeStatus(s.status)].label}`,
    `Data: ${formatDate(now)}`,
  ];
  pdf.text(facts.join('   ·   '), M, M + 20);
  pdf
    .setDrawColor('#e2e8f0')
    .setLineWidth(0.3)
    .line(M, M + 24, PAGE_W - M, M + 24);
  const top = M + 29;
  const boxW = PAGE_W - 2 * M;
  const boxH = BOTTOM - top;
  const k = Math.min(boxW / image.width, boxH / image.height);
  const w = image.width * k;
  const h = image.height * k;
  pdf.addImage(image.data, 'JPEG', M + (boxW - w) / 2, top, w, h);
}

function heading(pdf: jsPDF, text: string, y: number) {
  pdf.setFont('Inter', 'bold').setFontSize(16).setTextColor(INK).text(text, M, y);
}

/** Writes wrapped lines from y, starting a new page when they do not fit; answers the next y. */
function lines(pdf: jsPDF, text: string, x: number, y: number, opts: { size: number; bold?: boolean; color?: string; width?: number }): number {
  pdf
    .setFont('Inter', opts.bold ? 'bold' : 'normal')
    .setFontSize(opts.size)
    .setTextColor(opts.color ?? INK);
  const step = opts.size * 0.45;
  let at = y;
  for (const line of pdf.splitTextToSize(text, opts.width ?? PAGE_W - M - x) as string[]) {
    if (at > BOTTOM) {
      pdf.addPage();
      at = M + 6;
      pdf
        .setFont('Inter', opts.bold ? 'bold' : 'normal')
        .setFontSize(opts.size)
        .setTextColor(opts.color ?? INK);
    }
    pdf.text(line, x, at);
    at += step;
  }
  return at;
}

const when = (ts: string) => {
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? ts : formatDateTime(d);
};

/** Open comments (threads not resolved), by the element they are pinned to, in flow order. */
export function openCommentGroups(content: CanvasContent): { element: string; threads: { root: CanvasComment; replies: CanvasComment[] }[] }[] {
  const roots = content.comments.filter((c) => !c.parentId && !c.resolved);
  const replies = (id: string) => content.comments.filter((c) => c.parentId === id);
  const byId = new Map(content.components.map((c) => [c.id, c]));
  const order = flowOrder(content.components, content.connections).order;
  const groups: ReturnType<typeof openCommentGroups> = [];
  for (const id of order) {
    const threads = roots.filter((c) => c.componentId === id).map((root) => ({ root, replies: replies(root.id) }));
    const el = byId.get(id);
    if (threads.length && el) groups.push({ element: el.data.title || componentDefOrFallback(el.type).title, threads });
  }
  const loose = roots.filter((c) => !c.componentId || !byId.has(c.componentId)).map((root) => ({ root, replies: replies(root.id) }));
  if (loose.length) groups.push({ element: 'Comentários no funil', threads: loose });
  return groups;
}

function commentsPage(pdf: jsPDF, content: CanvasContent) {
  pdf.addPage();
  heading(pdf, 'Comentários abertos', M + 6);
  let y = M + 16;
  const groups = openCommentGroups(content);
  if (!groups.length) lines(pdf, 'Nenhum comentário aberto.', M, y, { size: 11, color: MUTED });
  for (const g of groups) {
    y = lines(pdf, g.element, M, y + 2, { size: 12, bold: true }) + 1;
    for (const t of g.threads) {
      y = lines(pdf, `${t.root.author} · ${when(t.root.timestamp)}`, M + 4, y, { size: 9, color: MUTED });
      y = lines(pdf, t.root.content, M + 4, y, { size: 10 }) + 1;
      for (const r of t.replies) {
        y = lines(pdf, `Resposta de ${r.author} · ${when(r.timestamp)}`, M + 10, y, { size: 9, color: MUTED });
        y = lines(pdf, r.content, M + 10, y, { size: 10 }) + 1;
      }
      y += 2;
    }
  }
}

type Column = { label: string; x: number; align: 'left' | 'right' };

/** A table from under a page's heading: rows of cells at the columns' x, a new page when full; the first cell cut to `firstWidth`. */
function table(pdf: jsPDF, cols: Column[], firstWidth: number) {
  let at = M + 26;
  const row = (cells: string[], bold = false) => {
    if (at > BOTTOM - 8) {
      pdf.addPage();
      at = M + 6;
    }
    pdf
      .setFont('Inter', bold ? 'bold' : 'normal')
      .setFontSize(10)
      .setTextColor(INK);
    cells.forEach((c, i) => pdf.text(i === 0 ? (pdf.splitTextToSize(c, firstWidth) as string[])[0] : c, cols[i].x, at, { align: cols[i].align }));
    pdf
      .setDrawColor('#e2e8f0')
      .setLineWidth(0.2)
      .line(M, at + 2.5, PAGE_W - M, at + 2.5);
    at += 8;
  };
  return { row, y: () => at };
}

const pct = (n: number | null | undefined) => (typeof n === 'number' ? `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %` : '—');

function forecastPage(pdf: jsPDF, content: CanvasContent) {
  const f = computeForecast(content);
  if (!f) return;
  pdf.addPage();
  heading(pdf, 'Previsão do funil', M + 6);
  lines(pdf, `Visitantes por mês: ${f.visitors.toLocaleString('pt-BR').replace(/\u00a0|\u202f/g, ' ')}`, M, M + 14, { size: 10, color: MUTED });
  const cols = [
    { label: 'Etapa', x: M, align: 'left' as const },
    { label: 'Pessoas', x: 170, align: 'right' as const },
    { label: 'Conversão', x: 215, align: 'right' as const },
    { label: 'Receita', x: PAGE_W - M, align: 'right' as const },
  ];
  const { row, y } = table(pdf, cols, 140);
  row(
    cols.map((c) => c.label),
    true,
  );
  const byId = new Map(content.components.map((c) => [c.id, c]));
  for (const id of flowOrder(content.components, content.connections).order) {
    const c = byId.get(id);
    const s = f.steps.get(id);
    if (!c || !s) continue;
    row([
      c.data.title || componentDefOrFallback(c.type).title,
      s.people === null ? '—' : formatPeople(s.people),
      pct(c.data.conversionRate),
      s.revenue === null ? '—' : formatReais(s.revenue),
    ]);
  }
  row(['Total: Receita projetada por mês', '', '', formatReais(f.totalRevenue)], true);
  if (!f.complete) lines(pdf, 'Há etapas sem taxa de conversão: o total soma só as receitas conhecidas.', M, y() + 2, { size: 9, color: MUTED });
}

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const signedPercent = (d: number | null) => (d === null ? '—' : `${d > 0 ? '+' : d < 0 ? '−' : ''}${Math.abs(Math.round(d * 100))} %`);

/** The period's real figures of each tracked step beside the forecast (decision 026). */
function resultsPage(pdf: jsPDF, content: CanvasContent, r: ResultsAnswer) {
  pdf.addPage();
  heading(pdf, 'Resultados', M + 6);
  const revenue = `Receita real ${formatReais(r.revenue)}${r.forecastRevenue === null ? '' : ` · prevista ${formatReais(r.forecastRevenue)}`}`;
  lines(pdf, `Período: ${dayLabel(r.from)} a ${dayLabel(r.to)}   ·   ${revenue}`, M, M + 14, { size: 10, color: MUTED });
  const cols = [
    { label: 'Etapa', x: M, align: 'left' as const },
    { label: 'Pessoas', x: 150, align: 'right' as const },
    { label: 'Previsto', x: 185, align: 'right' as const },
    { label: 'Diferença', x: 215, align: 'right' as const },
    { label: 'Seguiram', x: 245, align: 'right' as const },
    { label: 'Receita', x: PAGE_W - M, align: 'right' as const },
  ];
  const { row, y } = table(pdf, cols, 110);
  row(
    cols.map((c) => c.label),
    true,
  );
  const byId = new Map(content.components.map((c) => [c.id, c]));
  if (!r.steps.length) lines(pdf, 'Nenhuma etapa conta tráfego.', M, y(), { size: 10, color: MUTED });
  for (const s of r.steps) {
    const c = byId.get(s.componentId);
    row([
      c ? c.data.title || componentDefOrFallback(c.type).title : 'Etapa removida',
      formatPeople(s.visitors),
      s.forecast?.people == null ? '—' : formatPeople(s.forecast.people),
      signedPercent(s.difference),
      s.visitors ? `${Math.round((100 * s.conversions) / s.visitors)} %` : '—',
      formatReais(s.revenue),
    ]);
  }
  lines(pdf, 'Pessoas contadas por dia, sem cookies: a mesma pessoa em dois dias conta duas vezes.', M, y() + 2, { size: 9, color: MUTED });
}

export async function buildPdf(s: ExportSource, image: { data: Uint8Array; width: number; height: number }, now = new Date()): Promise<Blob> {
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  await withFonts(pdf);
  pdf.setProperties({ title: s.title, subject: [s.agencyName, s.clientName].filter(Boolean).join(' · '), creator: 'Funil' });
  firstPage(pdf, s, image, now);
  commentsPage(pdf, s.content);
  forecastPage(pdf, s.content);
  if (s.results) resultsPage(pdf, s.content, s.results);
  return pdf.output('blob');
}
