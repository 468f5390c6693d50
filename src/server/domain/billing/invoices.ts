// Conta → Faturas (docs/decisions/027-pix-and-boleto.md): the agency's payments as its owner sees
// them, each with a receipt once paid. Only the owner, like everything about billing (D4).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AddressFields } from '#shared/address.ts';
import { can } from '#shared/permissions.ts';
import { getPlan } from '#shared/plans.ts';
import type { Invoice, PaymentMethod } from '#shared/schemas/billing.ts';
import { formatTaxId } from '#shared/tax-id.ts';
import { agencies, payments, users } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import { LocalPaymentProvider, localInstructions } from '../../payments/local-provider.ts';
import type { BoletoPayer, PaymentProvider } from '../../payments/provider.ts';
import { renderReceiptPdf } from '../../payments/receipt-pdf.ts';
import { StripePaymentProvider } from '../../payments/stripe-provider.ts';
import type { AgencyCtx } from '../../principal.ts';
import type { CreateSubscriptionResult } from './create-subscription.ts';
import { isExpired, mailBoleto, payerAnswer, payerOf } from './payment-methods.ts';
import { type PaymentRow, planOf } from './payment-state.ts';

const MAX_INVOICES = 240;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The number on the receipt: the year it was made and the start of its id. */
export const invoiceNumber = (p: Pick<PaymentRow, 'id' | 'createdAt'>) => `${p.createdAt.getUTCFullYear()}-${p.id.slice(0, 8).toUpperCase()}`;

const METHODS: readonly PaymentMethod[] = ['card', 'pix', 'boleto'];
const methodOf = (m: string): PaymentMethod => (METHODS.includes(m as PaymentMethod) ? (m as PaymentMethod) : 'card');

function statusOf(p: PaymentRow, now: Date): Invoice['status'] {
  if (p.status === 'succeeded') return 'paid';
  if (p.status === 'failed') return 'failed';
  // A renewal stays payable: a Pix code or boleto past its time is made again when paying.
  return p.kind !== 'renewal' && isExpired(p.instructions, now) ? 'expired' : 'pending';
}

export async function listInvoices(ctx: AgencyCtx<'clock'>): Promise<{ invoices: Invoice[] }> {
  if (!can(ctx.actor, 'billing:write')) throw forbidden('Apenas o dono da agência vê as faturas.');
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.agencyId, ctx.actor.agencyId), inArray(payments.status, ['succeeded', 'pending', 'failed'])))
    .orderBy(desc(payments.createdAt))
    .limit(MAX_INVOICES);
  const now = ctx.clock.now();
  return {
    invoices: rows
      .map((p) => ({
        id: p.id,
        number: invoiceNumber(p),
        createdAt: p.createdAt.toISOString(),
        paidAt: p.paidAt?.toISOString() ?? null,
        periodEnd: p.periodEnd?.toISOString() ?? null,
        plan: planOf(p),
        seats: p.seats,
        amountCents: p.amountCents,
        method: methodOf(p.method),
        status: statusOf(p, now),
        kind: p.kind === 'renewal' ? ('renewal' as const) : ('purchase' as const),
        dueDate: p.dueDate,
        // A card refused on it leaves it open: it can be paid again, another way.
        payable: p.kind === 'renewal' && p.status !== 'succeeded',
        receiptUrl: p.status === 'succeeded' ? `/api/billing/invoices/${p.id}/receipt.pdf` : null,
      }))
      // A purchase given up (its Pix or boleto expired, or the card refused) was never an invoice:
      // only the owner's attempts, which would fill the list with rows nobody can act on.
      .filter((i) => i.kind === 'renewal' || i.status === 'paid' || i.status === 'pending'),
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** GET /api/billing/invoices/{id}/receipt.pdf: a paid payment of the owner's own agency. */
export async function invoiceReceipt(ctx: AgencyCtx, { id }: { id: string }): Promise<{ pdf: Buffer; number: string }> {
  if (!can(ctx.actor, 'billing:write')) throw forbidden('Apenas o dono da agência vê as faturas.');
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Fatura não encontrada');
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.agencyId, ctx.actor.agencyId)))
    .limit(1);
  if (!p || p.status !== 'succeeded') throw new AppError('NOT_FOUND', 'Fatura não encontrada');
  const [agency] = await ctx.db.select({ name: agencies.name, cnpj: agencies.cnpj }).from(agencies).where(eq(agencies.id, ctx.actor.agencyId));
  const [owner] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.actor.userId));
  const paidAt = p.paidAt ?? p.createdAt;
  const number = invoiceNumber(p);
  const pdf = renderReceiptPdf({
    number,
    issuedAt: p.createdAt.toISOString(),
    paidAt: paidAt.toISOString(),
    agencyName: agency?.name || owner?.name || p.email,
    agencyTaxId: agency?.cnpj ? formatTaxId(agency.cnpj) : null,
    ownerEmail: p.email,
    plan: getPlan(planOf(p)).name,
    seats: p.seats,
    periodStart: day(paidAt),
    periodEnd: day(p.periodEnd ?? paidAt),
    amountCents: p.amountCents,
    method: methodOf(p.method),
    provider: p.provider === 'stripe' ? 'stripe' : 'local',
    reference: p.providerRef ?? p.id,
  });
  return { pdf, number };
}

/**
 * POST /api/billing/invoices/{id}/pay: the owner pays an open renewal by the method chosen now.
 * The same invoice row takes the method and a fresh Pix code or boleto (a boleto due in 3 days, or
 * on the invoice's due day if that is later); the answer is the one /subscribe's pay step reads.
 */
export async function payInvoice(
  ctx: AgencyCtx<'clock' | 'mailer' | 'publicUrl' | 'log'> & { payments: PaymentProvider },
  input: { id: string; method: PaymentMethod; taxId?: string; name?: string } & AddressFields,
): Promise<CreateSubscriptionResult> {
  if (!can(ctx.actor, 'billing:write')) throw forbidden('Apenas o dono da agência paga as faturas.');
  if (!UUID.test(input.id)) throw new AppError('NOT_FOUND', 'Fatura não encontrada');
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.id), eq(payments.agencyId, ctx.actor.agencyId)))
    .limit(1);
  if (!p || p.kind !== 'renewal') throw new AppError('NOT_FOUND', 'Fatura não encontrada');
  if (p.status === 'succeeded') throw new AppError('CONFLICT', 'Esta fatura já foi paga.');
  const now = ctx.clock.now();
  const payer = payerOf(input.method, input);
  if (ctx.payments instanceof StripePaymentProvider) return payInvoiceByStripe(ctx, ctx.payments, p, { method: input.method, payer, now });
  if (!(ctx.payments instanceof LocalPaymentProvider)) throw new AppError('VALIDATION', 'Provedor de pagamento desconhecido.');
  const instructions =
    localInstructions(p.providerRef as string, { method: input.method, amountCents: p.amountCents, payer, now, dueDate: p.dueDate ?? undefined }) ?? null;
  const [row] = await ctx.db
    .update(payments)
    .set({ method: input.method, instructions, status: 'pending', failureMessage: null })
    .where(eq(payments.id, p.id))
    .returning();
  const clientSecret = ctx.payments.clientSecretFor(p.providerRef as string);
  if (instructions?.boleto) mailBoleto(ctx, row, instructions, clientSecret);
  return {
    method: input.method,
    ...(await payerAnswer(instructions, clientSecret)),
    clientSecret,
    provider: 'local',
    status: 'pending',
    amountCents: p.amountCents,
    plan: planOf(p),
    seats: p.seats,
    email: p.email,
    upgrade: true,
    prorated: false,
  };
}

/** With Stripe an invoice is paid by Pix or boleto: a PaymentIntent of its amount, settled by its webhook or the page's poll. */
async function payInvoiceByStripe(
  ctx: AgencyCtx<'mailer' | 'publicUrl' | 'log'>,
  provider: StripePaymentProvider,
  p: PaymentRow,
  { method, payer, now }: { method: PaymentMethod; payer: BoletoPayer | undefined; now: Date },
): Promise<CreateSubscriptionResult> {
  // A card subscription renews at Stripe by itself; these invoices are the Pix and boleto agencies' own.
  if (method === 'card') throw new AppError('VALIDATION', 'Com o Stripe, pague esta fatura por Pix ou boleto.');
  const plan = planOf(p);
  const started = await provider.startPayment({
    email: p.email,
    plan,
    seats: p.seats,
    amountCents: p.amountCents,
    agencyId: p.agencyId,
    existingSubscriptionRef: null,
    method,
    payer,
    now,
  });
  const instructions = started.instructions ?? null;
  const [row] = await ctx.db
    .update(payments)
    .set({
      provider: 'stripe',
      providerRef: started.providerRef,
      subscriptionRef: started.subscriptionRef,
      method,
      instructions,
      status: 'pending',
      failureMessage: null,
    })
    .where(eq(payments.id, p.id))
    .returning();
  if (instructions?.boleto && started.clientSecret) mailBoleto(ctx, row, instructions, started.clientSecret);
  return {
    method,
    ...(await payerAnswer(instructions, started.clientSecret)),
    clientSecret: started.clientSecret,
    provider: 'stripe',
    status: 'pending',
    amountCents: p.amountCents,
    plan,
    seats: p.seats,
    email: p.email,
    upgrade: true,
    prorated: false,
  };
}
