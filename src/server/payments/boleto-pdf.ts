// The printable boleto of the local provider: a receipt for the payer on top and, below the cut
// line, the Ficha de Compensação a bank teller or app scans. Drawn with jsPDF's standard fonts so
// the server needs no font files; those fonts only encode WinAnsi, hence `winAnsi` on every text.
import { jsPDF } from 'jspdf';
import { formatDueDate, todayInZone } from '#shared/due-date.ts';

export interface BoletoPdfInput {
  /** 47 digits. */
  digitableLine: string;
  /** The same digits grouped as printed: "00190.00009 01234.567004 …". */
  formattedLine: string;
  /** 44 digits. */
  barcode: string;
  amountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  payerName: string;
  /** Already formatted CPF or CNPJ. */
  payerTaxId: string;
  beneficiary: string;
  description: string;
  documentNumber: string;
  /** A slip of the local provider: nothing is ever paid to it, so it says so in red. */
  test: boolean;
  /** YYYY-MM-DD; today in São Paulo when absent. */
  documentDate?: string;
}

export const TEST_WARNING = 'BOLETO DE TESTE — gerado pelo provedor local do Funil. Não pague.';

// Interleaved 2 of 5: each digit is five elements, two of them wide.
const ITF_PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const ITF_WIDE = 3;

/**
 * The bars of an Interleaved 2 of 5 code, in narrow-module units from the left edge of the start
 * pattern. Spaces are the gaps between bars; the quiet zones around the code are the caller's.
 */
export function itfBars(digits: string): { x: number; w: number }[] {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0) throw new RangeError('ITF: precisa de um número par de dígitos');
  const bars: { x: number; w: number }[] = [];
  let x = 0;
  const bar = (w: number) => {
    bars.push({ x, w });
    x += w;
  };
  const space = (w: number) => {
    x += w;
  };
  const width = (element: string) => (element === 'w' ? ITF_WIDE : 1);
  bar(1);
  space(1);
  bar(1);
  space(1);
  for (let i = 0; i < digits.length; i += 2) {
    const barsOf = ITF_PATTERNS[Number(digits[i])];
    const spacesOf = ITF_PATTERNS[Number(digits[i + 1])];
    for (let k = 0; k < 5; k++) {
      bar(width(barsOf[k]));
      space(width(spacesOf[k]));
    }
  }
  bar(ITF_WIDE);
  space(1);
  bar(1);
  return bars;
}

// The bytes 0x80–0x9F of WinAnsi that Latin-1 leaves to control characters.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const ASCII_STAND_INS: Record<string, string> = { '−': '-', '‐': '-', '‑': '-', '‒': '-', '⁄': '/', '\u2009': ' ', '\u202f': ' ', '\u2007': ' ' };

function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/**
 * Text the standard fonts can draw. jsPDF writes a character outside WinAnsi as a wrong glyph
 * (U+2212 comes out as a quote mark), so such characters become their nearest ASCII, their
 * letter without the accent, or '?'.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (isWinAnsi(ch)) out += ch;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else if (ASCII_STAND_INS[ch]) out += ASCII_STAND_INS[ch];
    else {
      const base = [...ch.normalize('NFKD')].filter(isWinAnsi).join('');
      out += base || '?';
    }
  }
  return out;
}

/** 123456 → "R$ 1.234,56", in integers so no cent is lost to floating point. */
function formatCents(cents: number): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${String(cents % 100).padStart(2, '0')}`;
}

// The bank's own check digit beside its code ("001-9"). FEBRABAN leaves it to each bank; module 11
// with weights 4, 3, 2, where 10 and 11 become 0, gives the published digit of the five banks below.
function bankCheckDigit(code: string): number {
  const sum = [4, 3, 2].reduce((s, weight, i) => s + Number(code[i]) * weight, 0);
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 0 : dv;
}

const BANK_NAMES: Record<string, string> = { '001': 'Banco do Brasil', '033': 'Santander', '104': 'Caixa', '237': 'Bradesco', '341': 'Itaú' };

function assertInput(input: BoletoPdfInput): void {
  if (!/^\d{47}$/.test(input.digitableLine)) throw new RangeError('Boleto: linha digitável deve ter 47 dígitos');
  if (!/^\d{44}$/.test(input.barcode)) throw new RangeError('Boleto: código de barras deve ter 44 dígitos');
  if (input.formattedLine.replace(/\D/g, '') !== input.digitableLine) throw new RangeError('Boleto: linha formatada difere da linha digitável');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) throw new RangeError('Boleto: valor deve ser um número inteiro de centavos');
  const dates = input.documentDate === undefined ? [input.dueDate] : [input.dueDate, input.documentDate];
  if (!dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))) throw new RangeError('Boleto: datas devem ser AAAA-MM-DD');
}

// Millimetres. The slip is 180 mm wide with the FEBRABAN right column of 45 mm.
const PAGE_W = 210;
const LEFT = 15;
const WIDTH = 180;
const RIGHT_COL = 45;
const MAIN_COL = WIDTH - RIGHT_COL;
const ROW = 9;
const LABEL_PT = 6;
const VALUE_PT = 9;
// FEBRABAN's barcode: 103 mm by 13 mm, which sets the narrow module for 44 digits.
const BARCODE_W = 103;
const BARCODE_H = 13;
const RED: [number, number, number] = [200, 30, 30];

interface Cell {
  label: string;
  value?: string;
  /** Further value lines below the first. */
  more?: string[];
  bold?: boolean;
  alignRight?: boolean;
}

class Slip {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });

  constructor() {
    this.doc.setLineWidth(0.2);
    this.doc.setDrawColor(0);
  }

  text(
    text: string,
    x: number,
    y: number,
    size: number,
    options: { bold?: boolean; mono?: boolean; align?: 'left' | 'right' | 'center'; maxWidth?: number } = {},
  ) {
    this.doc.setFont(options.mono ? 'courier' : 'helvetica', options.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    let s = winAnsi(text);
    if (options.maxWidth) s = this.fit(s, options.maxWidth);
    this.doc.text(s, x, y, { align: options.align ?? 'left' });
  }

  /** One line no wider than `maxWidth` in the current font, cut with an ellipsis. */
  fit(s: string, maxWidth: number): string {
    if (this.doc.getTextWidth(s) <= maxWidth) return s;
    let cut = s;
    while (cut.length > 1 && this.doc.getTextWidth(`${cut}…`) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** A bordered field: small label at the top, value below it. */
  cell(x: number, y: number, w: number, h: number, c: Cell) {
    this.doc.rect(x, y, w, h);
    this.text(c.label, x + 1, y + 2.6, LABEL_PT);
    const lines = [c.value ?? '', ...(c.more ?? [])].filter((line, i) => i === 0 || line);
    lines.forEach((line, i) => {
      const x1 = c.alignRight ? x + w - 1.5 : x + 1.5;
      this.text(line, x1, y + 6.8 + i * 4, VALUE_PT, { bold: c.bold, align: c.alignRight ? 'right' : 'left', maxWidth: w - 3 });
    });
  }

  /** Bank name, "001-9" and the linha digitável, above a heavy rule: the head of both parts. */
  bankLine(y: number, formattedLine: string, bank: string, test: boolean) {
    const h = 10;
    const nameW = 38;
    const codeW = 20;
    // A test slip names no real bank: its number only carries valid check digits.
    this.text(test ? 'Banco (teste)' : (BANK_NAMES[bank] ?? `Banco ${bank}`), LEFT + 1, y + 7, 11, { bold: true, maxWidth: nameW - 2 });
    this.doc.setLineWidth(0.6);
    this.doc.line(LEFT + nameW, y + 2, LEFT + nameW, y + h);
    this.doc.line(LEFT + nameW + codeW, y + 2, LEFT + nameW + codeW, y + h);
    this.doc.line(LEFT, y + h, LEFT + WIDTH, y + h);
    this.doc.setLineWidth(0.2);
    this.text(`${bank}-${bankCheckDigit(bank)}`, LEFT + nameW + codeW / 2, y + 7.5, 15, { bold: true, align: 'center' });
    // As large as the remaining width allows: Courier's advance is 0.6 em, 1 pt = 25.4/72 mm.
    const room = WIDTH - nameW - codeW - 2;
    const size = Math.min(13, room / (formattedLine.length * 0.6 * (25.4 / 72)));
    this.text(formattedLine, LEFT + WIDTH, y + 7, size, { bold: true, mono: true, align: 'right' });
    return y + h;
  }

  testWarning(y: number) {
    this.doc.setTextColor(...RED);
    this.text(TEST_WARNING, PAGE_W / 2, y, 11, { bold: true, align: 'center' });
    this.doc.setTextColor(0);
  }

  /**
   * The warning again in a red band across the Ficha, just above the barcode, so a Ficha cut off
   * on its own still says it. Horizontal: a slanted watermark scrambles the extracted text.
   */
  testBand(y: number) {
    this.doc.setDrawColor(...RED);
    this.doc.setLineWidth(0.5);
    this.doc.rect(LEFT, y, WIDTH, 7);
    this.doc.setLineWidth(0.2);
    this.doc.setDrawColor(0);
    this.testWarning(y + 4.9);
  }

  barcode(x: number, y: number, digits: string) {
    const bars = itfBars(digits);
    const last = bars[bars.length - 1];
    const narrow = BARCODE_W / (last.x + last.w);
    this.doc.setFillColor(0, 0, 0);
    for (const b of bars) this.doc.rect(x + b.x * narrow, y, b.w * narrow, BARCODE_H, 'F');
  }
}

/** The payer's receipt: the numbers to keep, without the barcode. */
function drawReceipt(s: Slip, y: number, input: BoletoPdfInput, values: { due: string; amount: string; payer: string; docDate: string }): number {
  let top = s.bankLine(y, input.formattedLine, input.barcode.slice(0, 3), input.test);
  s.cell(LEFT, top, MAIN_COL, ROW, { label: 'Beneficiário', value: input.beneficiary });
  s.cell(LEFT + MAIN_COL, top, RIGHT_COL, ROW, { label: 'Vencimento', value: values.due, bold: true, alignRight: true });
  top += ROW;
  s.cell(LEFT, top, MAIN_COL, ROW, { label: 'Pagador', value: values.payer });
  s.cell(LEFT + MAIN_COL, top, RIGHT_COL, ROW, { label: 'Valor do documento', value: values.amount, bold: true, alignRight: true });
  top += ROW;
  s.cell(LEFT, top, 35, ROW, { label: 'Data do documento', value: values.docDate });
  s.cell(LEFT + 35, top, MAIN_COL - 35, ROW, { label: 'Descrição', value: input.description });
  s.cell(LEFT + MAIN_COL, top, RIGHT_COL, ROW, { label: 'Nº do documento', value: input.documentNumber, alignRight: true });
  top += ROW;
  s.text('Recibo do Pagador', LEFT + WIDTH, top + 4, 8, { bold: true, align: 'right' });
  s.text('Autenticação mecânica', LEFT + WIDTH, top + 8, LABEL_PT, { align: 'right' });
  return top + 10;
}

function drawCutLine(s: Slip, y: number): void {
  s.doc.setLineDashPattern([1.5, 1], 0);
  s.doc.line(LEFT, y, LEFT + WIDTH, y);
  s.doc.setLineDashPattern([], 0);
  s.text('Corte na linha pontilhada', LEFT + WIDTH, y - 1, LABEL_PT, { align: 'right' });
}

/** The Ficha de Compensação: FEBRABAN's grid of fields and the barcode under it. */
function drawFicha(s: Slip, y: number, input: BoletoPdfInput, values: { due: string; amount: string; docDate: string }): void {
  let top = s.bankLine(y, input.formattedLine, input.barcode.slice(0, 3), input.test);
  const right = LEFT + MAIN_COL;
  s.cell(LEFT, top, MAIN_COL, ROW, { label: 'Local de pagamento', value: 'Pagável em qualquer banco até o vencimento' });
  s.cell(right, top, RIGHT_COL, ROW, { label: 'Vencimento', value: values.due, bold: true, alignRight: true });
  top += ROW;
  s.cell(LEFT, top, MAIN_COL, ROW, { label: 'Beneficiário', value: input.beneficiary });
  s.cell(right, top, RIGHT_COL, ROW, { label: 'Nº do documento', value: input.documentNumber, alignRight: true });
  top += ROW;
  const third = MAIN_COL / 3;
  s.cell(LEFT, top, third, ROW, { label: 'Data do documento', value: values.docDate });
  s.cell(LEFT + third, top, third, ROW, { label: 'Espécie', value: 'R$' });
  s.cell(LEFT + 2 * third, top, third, ROW, { label: 'Data do processamento', value: values.docDate });
  s.cell(right, top, RIGHT_COL, ROW, { label: '(=) Valor do documento', value: values.amount, bold: true, alignRight: true });
  top += ROW;
  const instructionsH = 3 * ROW;
  s.cell(LEFT, top, MAIN_COL, instructionsH, { label: 'Instruções (texto de responsabilidade do beneficiário)' });
  s.doc.setFont('helvetica', 'normal');
  s.doc.setFontSize(VALUE_PT);
  const lines: string[] = s.doc.splitTextToSize(winAnsi(input.description), MAIN_COL - 3);
  lines.slice(0, 5).forEach((line, i) => {
    s.text(line, LEFT + 1.5, top + 6.8 + i * 4, VALUE_PT, { maxWidth: MAIN_COL - 3 });
  });
  ['(-) Desconto / Abatimento', '(+) Juros / Multa', '(=) Valor cobrado'].forEach((label, i) => {
    s.cell(right, top + i * ROW, RIGHT_COL, ROW, { label });
  });
  top += instructionsH;
  const payerH = 13;
  s.cell(LEFT, top, WIDTH, payerH, { label: 'Pagador', value: input.payerName, more: [`CPF/CNPJ: ${input.payerTaxId}`] });
  top += payerH;
  if (input.test) {
    s.testBand(top + 2);
    top += 9;
  }
  s.text('Autenticação mecânica — Ficha de Compensação', LEFT + WIDTH, top + 3.5, 7, { bold: true, align: 'right' });
  s.barcode(LEFT, top + 6, input.barcode);
}

/** The boleto as an A4 PDF: payer's receipt, cut line, Ficha de Compensação with the barcode. */
export function renderBoletoPdf(input: BoletoPdfInput): Buffer {
  assertInput(input);
  const due = formatDueDate(input.dueDate);
  const docDate = formatDueDate(input.documentDate ?? todayInZone(new Date()));
  const amount = formatCents(input.amountCents);
  const s = new Slip();
  s.doc.setDocumentProperties({ title: winAnsi(`Boleto ${input.documentNumber}`), creator: 'Funil' });

  s.text(input.beneficiary, LEFT, 16, 14, { bold: true, maxWidth: WIDTH });
  s.text(input.description, LEFT, 21.5, 9, { maxWidth: WIDTH });
  if (input.test) s.testWarning(29);

  const receiptEnd = drawReceipt(s, 34, input, { due, amount, docDate, payer: `${input.payerName} — CPF/CNPJ ${input.payerTaxId}` });
  const cutY = receiptEnd + 6;
  drawCutLine(s, cutY);
  drawFicha(s, cutY + 8, input, { due, amount, docDate });
  return Buffer.from(s.doc.output('arraybuffer'));
}
