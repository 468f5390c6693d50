import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatReceiptAmount, RECEIPT_FOOTER, RECEIPT_TEST_LINE, type ReceiptPdfInput, renderReceiptPdf } from './receipt-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sample(overrides: Partial<ReceiptPdfInput> = {}): ReceiptPdfInput {
  return {
    number: '2026-000042',
    issuedAt: '2026-11-27T15:31:00Z',
    paidAt: '2026-11-27T15:30:00Z',
    agencyName: 'Agência Pão de Açúcar Digital',
    agencyTaxId: '12.345.678/0001-95',
    ownerEmail: 'dona@paodeacucar.com.br',
    plan: 'Enterprise',
    seats: 3,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    amountCents: 123456,
    method: 'pix',
    provider: 'stripe',
    reference: 'pi_3QxYzAbCdEfGhIjK',
    ...overrides,
  };
}

let files = 0;
/** The PDF's text as poppler reads it, so the assertions see what the owner's viewer shows. */
function pdfText(pdf: Buffer): string {
  const file = join(dir, `receipt-${files++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

// -layout pads columns with runs of spaces; one space is what a reader sees.
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('renderReceiptPdf', () => {
  it('is a PDF', () => {
    expect(renderReceiptPdf(sample()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints the receipt number, the payer and the footer', () => {
    const text = squeeze(pdfText(renderReceiptPdf(sample())));
    expect(text).toContain('Funil Tecnologia');
    expect(text).toContain('Recibo de pagamento nº 2026-000042');
    expect(text).toContain('Recebemos de');
    expect(text).toContain('Agência Pão de Açúcar Digital');
    expect(text).toContain('CNPJ 12.345.678/0001-95 · dona@paodeacucar.com.br');
    expect(text).toContain(RECEIPT_FOOTER);
  });

  it('leaves the CNPJ out when the agency has none', () => {
    const text = squeeze(pdfText(renderReceiptPdf(sample({ agencyTaxId: null }))));
    expect(text).not.toContain('CNPJ');
    expect(text).toContain('dona@paodeacucar.com.br');
  });

  it('prints plan, period, method, reference and the total in pt-BR', () => {
    const text = squeeze(pdfText(renderReceiptPdf(sample())));
    expect(text).toContain('Descrição Plano Enterprise · 3 usuários');
    expect(text).toContain('Período 01/11/2026 a 30/11/2026');
    expect(text).toContain('Forma de pagamento Pix');
    expect(text).toContain('Referência pi_3QxYzAbCdEfGhIjK');
    expect(text).toMatch(/Valor total R\$ 1\.234,56/);
  });

  it('says 1 usuário in the singular', () => {
    expect(squeeze(pdfText(renderReceiptPdf(sample({ seats: 1 }))))).toContain('Plano Enterprise · 1 usuário\n');
  });

  it.each([
    ['card', 'Cartão'],
    ['pix', 'Pix'],
    ['boleto', 'Boleto'],
  ] as const)('names the method %s as %s', (method, label) => {
    expect(squeeze(pdfText(renderReceiptPdf(sample({ method }))))).toContain(`Forma de pagamento ${label}`);
  });

  it('shows the payment time in São Paulo, whatever the offset it came with', () => {
    expect(squeeze(pdfText(renderReceiptPdf(sample())))).toContain('Pago em 27/11/2026 às 12:30');
    // 01:10 UTC is still the evening before in São Paulo.
    const late = squeeze(pdfText(renderReceiptPdf(sample({ paidAt: '2026-12-01T01:10:00.000Z', issuedAt: '2026-12-01T01:10:00.000Z' }))));
    expect(late).toContain('Pago em 30/11/2026 às 22:10');
    expect(late).toContain('Emitido em 30/11/2026');
  });

  it('marks a payment of the local provider as a test, and only that one', () => {
    const local = squeeze(pdfText(renderReceiptPdf(sample({ provider: 'local' }))));
    expect(local).toContain(RECEIPT_TEST_LINE);
    const stripe = squeeze(pdfText(renderReceiptPdf(sample({ provider: 'stripe' }))));
    expect(stripe).not.toContain('Recibo de teste');
  });

  it('wraps a long agency name and reference instead of running off the page', () => {
    const text = squeeze(pdfText(renderReceiptPdf(sample({ agencyName: `Agência ${'Muito '.repeat(20)}Longa`, reference: `ref_${'x'.repeat(120)}` }))));
    expect(text).toContain('Recibo de pagamento nº 2026-000042');
    expect(text).toMatch(/Valor total R\$ 1\.234,56/);
  });

  it.each([
    ['fractional cents', { amountCents: 12.5 }],
    ['negative cents', { amountCents: -1 }],
    ['cents as NaN', { amountCents: Number.NaN }],
    ['an impossible period day', { periodStart: '2026-02-30' }],
    ['a period in dd/mm/aaaa', { periodEnd: '30/11/2026' }],
    ['a period that ends before it starts', { periodStart: '2026-12-01', periodEnd: '2026-11-30' }],
    ['a paidAt that is no date', { paidAt: 'ontem' }],
    ['a paidAt without offset', { paidAt: '2026-11-27T15:30:00' }],
    ['a paidAt on 30 February', { paidAt: '2026-02-30T10:00:00Z' }],
    ['an issuedAt at hour 24', { issuedAt: '2026-11-27T24:00:00Z' }],
    ['zero seats', { seats: 0 }],
    ['an unknown method', { method: 'cheque' as ReceiptPdfInput['method'] }],
  ])('refuses %s with a RangeError', (_, overrides) => {
    expect(() => renderReceiptPdf(sample(overrides))).toThrow(RangeError);
  });
});

describe('formatReceiptAmount', () => {
  it('formats cents exactly, with a plain space', () => {
    expect(formatReceiptAmount(123456)).toBe('R$ 1.234,56');
    expect(formatReceiptAmount(5)).toBe('R$ 0,05');
    expect(formatReceiptAmount(0)).toBe('R$ 0,00');
    expect(formatReceiptAmount(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
  });
});
