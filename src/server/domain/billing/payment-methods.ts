// Pix and boleto (docs/decisions/027-pix-and-boleto.md): what the payer is shown and mailed, the
// page's wait for the payment, and the local provider's stand-in for the bank's confirmation.
// A Pix code or a boleto is paid outside the page, so the page asks how its payment stands
// (POST /api/payments/status) until it is paid; the account or the upgrade follows only then.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AddressFields, payerAddress } from '#shared/address.ts';
import { formatDueDate, todayInZone } from '#shared/due-date.ts';
import { getPlan } from '#shared/plans.ts';
import type { BoletoAnswer, PaymentInstructions, PaymentMethod, PaymentWaitAnswer, PixAnswer } from '#shared/schemas/billing.ts';
import { formatTaxId } from '#shared/tax-id.ts';
import { payments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { renderBoletoPdf } from '../../payments/boleto-pdf.ts';
import type { LocalPaymentProvider } from '../../payments/local-provider.ts';
import { pixQrSvg } from '../../payments/pix-payload.ts';
import type { BoletoPayer } from '../../payments/provider.ts';
import { StripePaymentProvider } from '../../payments/stripe-provider.ts';
import type { AnonCtx, Services } from '../../principal.ts';
import { chargeMailBudget } from '../mail-budget.ts';
import { findPaymentByRef, markPaymentSucceeded, type PaymentRow, periodEndOf, planOf } from './payment-state.ts';

const brl = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The boleto's PDF: the payment's client secret is the key to it, as it is to the payment itself. */
export const boletoPdfPath = (clientSecret: string) => `/api/payments/boleto.pdf?s=${encodeURIComponent(clientSecret)}`;

/** A boleto's payer from a checked request (#shared/schemas/billing.ts checkPayer); none for other methods. */
export function payerOf(method: PaymentMethod, input: { taxId?: string; name?: string } & AddressFields): BoletoPayer | undefined {
  if (method !== 'boleto' || !input.taxId || !input.name) return undefined;
  const address = payerAddress(input);
  return { taxId: input.taxId, name: input.name, ...(address ? { address } : {}) };
}

/** What the page shows: the QR code is drawn from the stored code each time. */
export async function payerAnswer(
  instructions: PaymentInstructions | null | undefined,
  clientSecret: string | null,
): Promise<{ pix?: PixAnswer; boleto?: BoletoAnswer }> {
  if (instructions?.pix) {
    const { copyPaste, expiresAt } = instructions.pix;
    return { pix: { copyPaste, expiresAt, qrSvg: await pixQrSvg(copyPaste) } };
  }
  if (instructions?.boleto && clientSecret) {
    const { digitableLine, barcode, dueDate, pdfUrl } = instructions.boleto;
    return { boleto: { digitableLine, barcode, dueDate, pdfUrl: pdfUrl ?? boletoPdfPath(clientSecret) } };
  }
  return {};
}

/** A Pix code past its expiry, or a boleto past its due day, can no longer be paid. */
export function isExpired(instructions: PaymentInstructions | null, now: Date): boolean {
  if (instructions?.pix) return new Date(instructions.pix.expiresAt) <= now;
  if (instructions?.boleto) return instructions.boleto.dueDate < todayInZone(now);
  return false;
}

/** The boleto's email to its payer: the line to type and the PDF, the same as the page. */
export function mailBoleto(
  ctx: Pick<Services, 'mailer' | 'publicUrl' | 'log'>,
  payment: Pick<PaymentRow, 'email' | 'plan' | 'seats' | 'amountCents'>,
  instructions: PaymentInstructions,
  clientSecret: string,
): void {
  const b = instructions.boleto;
  if (!b) return;
  const pdf = b.pdfUrl ?? `${ctx.publicUrl}${boletoPdfPath(clientSecret)}`;
  const what = `Plano ${getPlan(planOf(payment)).name} · ${payment.seats} usuário(s) · ${brl(payment.amountCents)}`;
  const due = formatDueDate(b.dueDate);
  ctx.mailer
    .send({
      to: payment.email,
      subject: `Funil: boleto de ${brl(payment.amountCents)}, vence em ${due}`,
      text: `Olá, ${b.payerName}.\n\nSeu boleto do Funil (${what}) vence em ${due}.\n\nLinha digitável:\n${b.formattedLine}\n\nBoleto em PDF:\n${pdf}\n\nO acesso é liberado assim que o banco confirmar o pagamento (até 3 dias úteis).`,
      html: `<p>Olá, ${escapeHtml(b.payerName)}.</p><p>Seu boleto do Funil (${escapeHtml(what)}) vence em <strong>${due}</strong>.</p><p>Linha digitável:<br><code style="font-size:15px">${b.formattedLine}</code></p><p><a href="${pdf}">Abrir o boleto em PDF</a></p><p>O acesso é liberado assim que o banco confirmar o pagamento (até 3 dias úteis).</p>`,
    })
    .catch((err) => ctx.log.error({ err }, 'boleto mail failed'));
}

type LocalCtx = AnonCtx<'clock' | 'mailer' | 'publicUrl' | 'log'> & { payments: LocalPaymentProvider };

async function paymentOf({ db, payments: provider }: LocalCtx, clientSecret: string): Promise<PaymentRow> {
  const ref = provider.refFromClientSecret(clientSecret);
  const payment = ref ? await findPaymentByRef(db, 'local', ref) : null;
  if (!payment) throw new AppError('NOT_FOUND', 'Pagamento não encontrado. Recomece a assinatura.');
  return payment;
}

/**
 * POST /api/payments/status: the page waiting for a Pix or a boleto asks this every few seconds.
 * With Stripe the secret is the PaymentIntent's, checked against Stripe, which also answers how it
 * stands: a payment confirmed there is recorded here even before its webhook arrives.
 */
export async function waitPayment(
  ctx: AnonCtx<'clock' | 'mailer' | 'publicUrl' | 'log'> & { payments: LocalPaymentProvider | StripePaymentProvider },
  { clientSecret }: { clientSecret: string },
): Promise<PaymentWaitAnswer> {
  let p: PaymentRow;
  if (ctx.payments instanceof StripePaymentProvider) {
    const ref = await ctx.payments.transferRefFromClientSecret(clientSecret);
    const found = ref ? await findPaymentByRef(ctx.db, 'stripe', ref) : null;
    if (!found) throw new AppError('NOT_FOUND', 'Pagamento não encontrado. Recomece a assinatura.');
    p = found;
    if (p.status === 'pending') {
      const remote = await ctx.payments.fetchPaymentStatus(ref as string);
      if (remote.status === 'succeeded') {
        await confirmTransfer(ctx, p);
        p = { ...p, status: 'succeeded' };
      }
    }
  } else p = await paymentOf(ctx as LocalCtx, clientSecret);
  const status = p.status === 'pending' && isExpired(p.instructions, ctx.clock.now()) ? 'expired' : (p.status as PaymentWaitAnswer['status']);
  return { status, email: p.email, plan: planOf(p), seats: p.seats, upgrade: p.agencyId !== null };
}

type ConfirmCtx = AnonCtx<'clock' | 'mailer' | 'publicUrl' | 'log'>;

/**
 * Marks a Pix or boleto payment paid, as the bank's confirmation would, and tells the payer: a
 * boleto clears days later, when the page is long closed. Paid twice: nothing more happens.
 */
export async function confirmTransfer(ctx: ConfirmCtx, payment: PaymentRow, ip?: string): Promise<void> {
  if (payment.method === 'card') throw new AppError('VALIDATION', 'Este pagamento é por cartão: confirme-o com o cartão de teste.');
  if (payment.status === 'succeeded') return;
  const now = ctx.clock.now();
  if (isExpired(payment.instructions, now))
    throw new AppError('CONFLICT', payment.instructions?.pix ? 'Este código Pix expirou. Gere um novo.' : 'Este boleto venceu. Gere um novo.');
  await markPaymentSucceeded(ctx.db, payment, { periodEnd: await periodEndOf(ctx.db, payment, now), paidAt: now });
  // The test button needs no session: a stranger's confirmations count against the mail budget (decision 021).
  if (payment.agencyId || ip === undefined || (await chargeMailBudget(ctx.db, 'payerMails', ip, now))) mailPaid(ctx, payment);
}

function mailPaid(ctx: Pick<Services, 'mailer' | 'publicUrl' | 'log'>, p: PaymentRow): void {
  const plan = getPlan(planOf(p)).name;
  const register = `${ctx.publicUrl}/auth?${new URLSearchParams({ mode: 'register', plan: planOf(p), email: p.email })}`;
  const account = `${ctx.publicUrl}/dashboard/account`;
  const [next, link] = p.agencyId
    ? ['Seu plano já foi atualizado. Veja sua conta:', account]
    : ['Agora crie o acesso da sua agência (o plano e o email já estarão preenchidos):', register];
  ctx.mailer
    .send({
      to: p.email,
      subject: `Funil: pagamento confirmado, plano ${plan}`,
      text: `Recebemos o seu pagamento de ${brl(p.amountCents)} (plano ${plan}, ${p.seats} usuário(s)).\n\n${next}\n${link}`,
      html: `<p>Recebemos o seu pagamento de ${brl(p.amountCents)} (plano ${escapeHtml(plan)}, ${p.seats} usuário(s)).</p><p>${escapeHtml(next)}<br><a href="${link}">${escapeHtml(link)}</a></p>`,
    })
    .catch((err) => ctx.log.error({ err }, 'payment confirmation mail failed'));
}

/** The page's "Simular pagamento" button (local provider only). */
export async function simulateTransfer(ctx: LocalCtx, { clientSecret, ip }: { clientSecret: string; ip?: string }): Promise<PaymentWaitAnswer> {
  await confirmTransfer(ctx, await paymentOf(ctx, clientSecret), ip);
  return waitPayment(ctx, { clientSecret });
}

/** `npm run cli -- payments:confirm --email E`: the newest Pix or boleto payment of that email. */
export async function confirmTransferByEmail(ctx: ConfirmCtx, email: string): Promise<PaymentRow> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(sql`lower(${payments.email}) = ${email.trim().toLowerCase()}`, inArray(payments.method, ['pix', 'boleto']), eq(payments.provider, 'local')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw new AppError('NOT_FOUND', `Nenhum pagamento por Pix ou boleto para ${email}.`);
  await confirmTransfer(ctx, payment);
  return payment;
}

/** GET /api/payments/boleto.pdf?s=: the slip, for the page's link and the email's. */
export async function boletoPdf(ctx: LocalCtx, { clientSecret }: { clientSecret: string }): Promise<Buffer> {
  const p = await paymentOf(ctx, clientSecret);
  const b = p.instructions?.boleto;
  if (!b) throw new AppError('NOT_FOUND', 'Este pagamento não tem boleto.');
  return renderBoletoPdf({
    digitableLine: b.digitableLine,
    formattedLine: b.formattedLine,
    barcode: b.barcode,
    amountCents: p.amountCents,
    dueDate: b.dueDate,
    payerName: b.payerName,
    payerTaxId: formatTaxId(b.payerTaxId),
    beneficiary: 'Funil Tecnologia',
    description: `Plano ${getPlan(planOf(p)).name} · ${p.seats} usuário(s)`,
    documentNumber: (p.providerRef ?? p.id).slice(-10),
    test: true,
  });
}
