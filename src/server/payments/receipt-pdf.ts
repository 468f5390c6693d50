// The receipt of a paid invoice that the agency owner downloads from Conta → Faturas. Drawn like
// the boleto (boleto-pdf.ts), with jsPDF's standard fonts so the server needs no font files;
// those fonts only encode WinAnsi, hence `winAnsi` on every text.
import { jsPDF } from 'jspdf';
import { formatDueDate, isCalendarDate } from '#shared/due-date.ts';
import { winAnsi } from './boleto-pdf.ts';

export type ReceiptMethod = 'card' | 'pix' | 'boleto';
export type ReceiptProvider = 'local' | 'stripe';

export interface ReceiptPdfInput {
  /** "2026-000042". */
  number: string;
  /** ISO instant with its offset. */
  issuedAt: string;
  /** ISO instant with its offset. */
  paidAt: string;
  agencyName: string;
  /** Already formatted CNPJ; null when the agency gave none. */
  agencyTaxId: string | null;
  ownerEmail: string;
  /** "Enterprise". */
  plan: string;
  seats: number;
  /** YYYY-MM-DD. */
  periodStart: string;
  /** YYYY-MM-DD. */
  periodEnd: string;
  amountCents: number;
  method: ReceiptMethod;
  /** The local provider never charges anyone, so its receipts say so in red. */
  provider: ReceiptProvider;
  reference: string;
}

export const RECEIPT_FOOTER = 'Este recibo comprova o pagamento da assinatura do Funil. Não é nota fiscal.';
export const RECEIPT_TEST_LINE = 'Recibo de teste: pagamento registrado pelo provedor local do Funil.';

const METHOD_LABELS: Record<ReceiptMethod, string> = { card: 'Cartão', pix: 'Pix', boleto: 'Boleto' };

// Moments are shown as the agency lives them: the same receipt from any server's zone.
const ZONE = 'America/Sao_Paulo';
const instantFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NARROW_SPACES = /\u00a0|\u202f/g;

function instantParts(iso: string): { date: string; time: string } {
  const p = Object.fromEntries(instantFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { date: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}` };
}

/**
 * 123456 → "R$ 1.234,56". Intl formats the whole reais and the cents are put in as digits, so no
 * cent is lost to floating point; the plain space keeps the text searchable in the PDF.
 */
export function formatReceiptAmount(cents: number): string {
  const centsDigits = String(cents % 100).padStart(2, '0');
  return reais
    .formatToParts((cents - (cents % 100)) / 100)
    .map((part) => (part.type === 'fraction' ? centsDigits : part.value))
    .join('')
    .replace(NARROW_SPACES, ' ');
}

// An offset is required: without one, JavaScript reads the time in the server's own zone.
// Date.parse rolls 30 February over to March and takes 24:00, so day and hour are checked apart.
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isInstant(s: string): boolean {
  const m = ISO_INSTANT.exec(s);
  return m !== null && isCalendarDate(m[1]) && Number(m[2]) < 24 && !Number.isNaN(Date.parse(s));
}

function assertInput(input: ReceiptPdfInput): void {
  if (!input.number.trim()) throw new RangeError('Recibo: número obrigatório');
  if (!isInstant(input.issuedAt) || !isInstant(input.paidAt)) throw new RangeError('Recibo: datas de emissão e pagamento devem ser ISO 8601 com fuso');
  if (!isCalendarDate(input.periodStart) || !isCalendarDate(input.periodEnd)) throw new RangeError('Recibo: período deve ser AAAA-MM-DD');
  if (input.periodEnd < input.periodStart) throw new RangeError('Recibo: período termina antes de começar');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) throw new RangeError('Recibo: valor deve ser um número inteiro de centavos');
  if (!Number.isSafeInteger(input.seats) || input.seats < 1) throw new RangeError('Recibo: usuários deve ser um inteiro positivo');
  // Callers outside TypeScript's reach (rows read from the database) could pass anything.
  if (!Object.hasOwn(METHOD_LABELS, input.method)) throw new RangeError('Recibo: forma de pagamento desconhecida');
  if (input.provider !== 'local' && input.provider !== 'stripe') throw new RangeError('Recibo: provedor desconhecido');
}

// Millimetres on A4 portrait.
const PAGE_W = 210;
const LEFT = 20;
const WIDTH = 170;
const RIGHT = LEFT + WIDTH;
const LABEL_W = 52;
const LINE_H = 5;
const INK: [number, number, number] = [17, 24, 39];
const MUTED: [number, number, number] = [100, 106, 118];
const RULE: [number, number, number] = [210, 214, 220];
const PANEL: [number, number, number] = [244, 245, 247];
const RED: [number, number, number] = [200, 30, 30];

type Rgb = [number, number, number];

interface TextOptions {
  bold?: boolean;
  color?: Rgb;
  align?: 'left' | 'right' | 'center';
}

class Sheet {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });

  private font(size: number, bold = false) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
  }

  text(text: string, x: number, y: number, size: number, options: TextOptions = {}) {
    this.font(size, options.bold);
    this.doc.setTextColor(...(options.color ?? INK));
    this.doc.text(winAnsi(text), x, y, { align: options.align ?? 'left' });
    this.doc.setTextColor(...INK);
  }

  /** The text broken into lines no wider than `width`, at most `max` of them. */
  lines(text: string, width: number, size: number, bold = false, max = 3): string[] {
    this.font(size, bold);
    const all: string[] = this.doc.splitTextToSize(winAnsi(text), width);
    if (all.length <= max) return all;
    const kept = all.slice(0, max);
    let last = kept[max - 1];
    while (last.length > 1 && this.doc.getTextWidth(`${last}…`) > width) last = last.slice(0, -1);
    kept[max - 1] = `${last.trimEnd()}…`;
    return kept;
  }

  rule(y: number, color: Rgb = RULE, width = 0.2) {
    this.doc.setDrawColor(...color);
    this.doc.setLineWidth(width);
    this.doc.line(LEFT, y, RIGHT, y);
  }

  panel(y: number, h: number, stroke: boolean) {
    this.doc.setFillColor(...PANEL);
    this.doc.setDrawColor(...RULE);
    this.doc.setLineWidth(0.2);
    this.doc.roundedRect(LEFT, y, WIDTH, h, 2, 2, stroke ? 'FD' : 'F');
  }
}

/** "Recebemos de": the agency, its CNPJ and the owner's e-mail in a panel. Returns its bottom. */
function drawPayer(s: Sheet, top: number, input: ReceiptPdfInput): number {
  const inner = WIDTH - 12;
  const name = s.lines(input.agencyName, inner, 13, true, 2);
  const contact = input.agencyTaxId ? `CNPJ ${input.agencyTaxId} · ${input.ownerEmail}` : input.ownerEmail;
  const details = s.lines(contact, inner, 10, false, 2);
  const h = 10 + name.length * 5.5 + details.length * LINE_H + 3;
  s.panel(top, h, true);
  s.text('Recebemos de', LEFT + 6, top + 7, 8.5, { color: MUTED });
  let y = top + 13;
  for (const line of name) {
    s.text(line, LEFT + 6, y, 13, { bold: true });
    y += 5.5;
  }
  y += 0.5;
  for (const line of details) {
    s.text(line, LEFT + 6, y, 10);
    y += LINE_H;
  }
  return top + h;
}

/** Label on the left, value on the right, a hairline under each row. Returns the table's bottom. */
function drawTable(s: Sheet, top: number, rows: [string, string][]): number {
  const valueW = WIDTH - LABEL_W - 4;
  s.rule(top);
  let y = top;
  for (const [label, value] of rows) {
    const lines = s.lines(value, valueW, 11, false, 3);
    s.text(label, LEFT + 2, y + 7.2, 10, { color: MUTED });
    lines.forEach((line, i) => {
      s.text(line, LEFT + LABEL_W, y + 7.2 + i * LINE_H, 11);
    });
    y += 11 + (lines.length - 1) * LINE_H;
    s.rule(y);
  }
  return y;
}

/** The receipt as an A4 PDF: header, payer, payment details, total and the fiscal disclaimer. */
export function renderReceiptPdf(input: ReceiptPdfInput): Buffer {
  assertInput(input);
  const paid = instantParts(input.paidAt);
  const issued = instantParts(input.issuedAt);
  const s = new Sheet();
  s.doc.setDocumentProperties({ title: winAnsi(`Recibo de pagamento nº ${input.number}`), creator: 'Funil' });

  s.text('Funil Tecnologia', LEFT, 24, 18, { bold: true });
  s.text(`Emitido em ${issued.date}`, RIGHT, 24, 9, { color: MUTED, align: 'right' });
  s.rule(29, INK, 0.6);

  let y = 43;
  for (const line of s.lines(`Recibo de pagamento nº ${input.number}`, WIDTH, 17, true, 2)) {
    s.text(line, LEFT, y, 17, { bold: true });
    y += 7;
  }
  if (input.provider === 'local') {
    s.text(RECEIPT_TEST_LINE, LEFT, y + 1, 10, { bold: true, color: RED });
    y += 7;
  }

  y = drawPayer(s, y + 3, input);
  const seats = `${input.seats} ${input.seats === 1 ? 'usuário' : 'usuários'}`;
  y = drawTable(s, y + 10, [
    ['Descrição', `Plano ${input.plan} · ${seats}`],
    ['Período', `${formatDueDate(input.periodStart)} a ${formatDueDate(input.periodEnd)}`],
    ['Forma de pagamento', METHOD_LABELS[input.method]],
    ['Pago em', `${paid.date} às ${paid.time}`],
    ['Referência', input.reference],
  ]);

  const totalTop = y + 8;
  s.panel(totalTop, 18, false);
  s.text('Valor total', LEFT + 6, totalTop + 11.3, 12, { bold: true });
  s.text(formatReceiptAmount(input.amountCents), RIGHT - 6, totalTop + 12, 20, { bold: true, align: 'right' });

  s.rule(272);
  s.text(RECEIPT_FOOTER, PAGE_W / 2, 278, 9, { color: MUTED, align: 'center' });
  return Buffer.from(s.doc.output('arraybuffer'));
}
