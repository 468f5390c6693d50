// Stripe (D11): a subscription per agency with quantity = seats (D4), paid through the
// Payment Element with the first invoice's confirmation secret. State changes arrive by
// signed webhooks (domain/billing/stripe-webhook.ts). Only the calls below touch the
// network, behind the small StripeApi shape so tests can stand in for Stripe.
import Stripe from 'stripe';
import { todayInZone } from '#shared/due-date.ts';
import { getPlan, type PlanId } from '#shared/plans.ts';
import { PERIOD_MS } from '../domain/billing/pricing.ts';
import { AppError } from '../errors.ts';
import { readDigitableLine } from './boleto.ts';
import type { PaymentProvider, ProviderPaymentStatus, StartPaymentInput, StartPaymentResult } from './provider.ts';

/** The part of the Stripe client we use. */
export interface StripeApi {
  customers: Pick<Stripe['customers'], 'list' | 'create'>;
  prices: Pick<Stripe['prices'], 'list' | 'create'>;
  subscriptions: Pick<Stripe['subscriptions'], 'create' | 'retrieve' | 'update' | 'cancel'>;
  invoices: Pick<Stripe['invoices'], 'retrieve'>;
  paymentIntents: Pick<Stripe['paymentIntents'], 'create' | 'retrieve'>;
}

/**
 * A Pix or a boleto paid through Stripe has no Stripe subscription: ours names it, and Stripe is
 * never asked about it. Each period is a payment of its own (docs/decisions/027-pix-and-boleto.md).
 */
const TRANSFER_SUBSCRIPTION = { pix: 'pix_', boleto: 'boleto_' } as const;
const isTransferSubscription = (ref: string) => ref.startsWith(TRANSFER_SUBSCRIPTION.pix) || ref.startsWith(TRANSFER_SUBSCRIPTION.boleto);
/** How long a Stripe Pix code can be paid, as with the local provider. */
const PIX_EXPIRES_S = 30 * 60;
/** Calendar days a Stripe boleto can be paid, as the local provider's BOLETO_DUE_DAYS. */
const BOLETO_EXPIRES_DAYS = 3;
export const BOLETO_ADDRESS_MSG = 'Informe o endereço do pagador (CEP, endereço, cidade e UF): o boleto pelo Stripe exige.';

export const priceLookupKey = (plan: PlanId) => `funil_${plan}_monthly`;

/** Plan of a Stripe price, by its lookup key. */
export function planFromLookupKey(key: string | null | undefined): PlanId | null {
  if (key === priceLookupKey('enterprise')) return 'enterprise';
  if (key === priceLookupKey('business')) return 'business';
  return null;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  constructor(
    private readonly api: StripeApi,
    readonly publishableKey?: string,
  ) {}

  static fromSecretKey(secretKey: string, publishableKey?: string): StripePaymentProvider {
    return new StripePaymentProvider(new Stripe(secretKey, { appInfo: { name: 'Funil' } }), publishableKey);
  }

  private async priceId(plan: PlanId): Promise<string> {
    const lookupKey = priceLookupKey(plan);
    const found = await this.api.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const p = getPlan(plan);
    const created = await this.api.prices.create({
      currency: 'brl',
      unit_amount: p.priceCents,
      recurring: { interval: 'month' },
      lookup_key: lookupKey,
      product_data: { name: `Funil ${p.name}` },
    });
    return created.id;
  }

  private async customerId(email: string): Promise<string> {
    const found = await this.api.customers.list({ email, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    return (await this.api.customers.create({ email })).id;
  }

  async startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
    if (input.method === 'pix') return this.startPix(input);
    if (input.method === 'boleto') return this.startBoleto(input);
    const price = await this.priceId(input.plan);
    const metadata = { email: input.email, plan: input.plan, seats: String(input.seats), agencyId: input.agencyId ?? '' };
    let sub: Stripe.Subscription;
    if (input.existingSubscriptionRef) {
      // D4 and docs/product.md: the change applies now, the difference is prorated and
      // invoiced at once; with pending_if_incomplete it only applies once that invoice is paid.
      const current = await this.api.subscriptions.retrieve(input.existingSubscriptionRef);
      const item = current.items.data[0];
      sub = await this.api.subscriptions.update(input.existingSubscriptionRef, {
        items: [{ id: item?.id, price, quantity: input.seats }],
        // Paying for more while a cancellation is pending means staying: as with the local
        // provider, where a successful payment makes the subscription active again.
        cancel_at_period_end: false,
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        metadata,
        expand: ['latest_invoice.confirmation_secret'],
      });
    } else {
      sub = await this.api.subscriptions.create({
        customer: await this.customerId(input.email),
        items: [{ price, quantity: input.seats }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata,
        expand: ['latest_invoice.confirmation_secret'],
      });
    }
    const invoice = sub.latest_invoice;
    if (!invoice || typeof invoice === 'string' || !invoice.id) throw new AppError('INTERNAL', 'O provedor de pagamento não gerou a fatura. Tente novamente.');
    const paid = invoice.status === 'paid' || invoice.amount_due === 0;
    const periodEnd = sub.items.data[0]?.current_period_end;
    return {
      providerRef: invoice.id,
      subscriptionRef: sub.id,
      clientSecret: paid ? null : (invoice.confirmation_secret?.client_secret ?? null),
      amountCents: invoice.amount_due,
      status: paid ? 'succeeded' : 'pending',
      periodEnd: periodEnd ? new Date(periodEnd * 1000) : undefined,
    };
  }

  /**
   * Pix through Stripe (docs/decisions/027-pix-and-boleto.md): a one-time PaymentIntent confirmed at
   * once, whose next action carries the copy-and-paste code (Pix Automático is not offered to
   * Brazilian Stripe accounts, so each period is its own payment). Its client secret is the key the
   * page polls with; payment_intent.succeeded settles it.
   */
  private async startPix(input: StartPaymentInput): Promise<StartPaymentResult> {
    refuseOnCardSubscription(input);
    const pi = await this.api.paymentIntents.create({
      amount: input.amountCents,
      currency: 'brl',
      allowed_payment_method_types: ['pix'],
      payment_method_data: { type: 'pix' },
      payment_method_options: { pix: { expires_after_seconds: PIX_EXPIRES_S } },
      confirm: true,
      receipt_email: input.email,
      metadata: { email: input.email, plan: input.plan, seats: String(input.seats), agencyId: input.agencyId ?? '' },
    });
    const qr = pi.next_action?.pix_display_qr_code;
    if (!qr?.data || !pi.client_secret) throw new AppError('INTERNAL', 'O provedor de pagamento não gerou o código Pix. Tente novamente.');
    const expiresAt = new Date((qr.expires_at ?? Math.floor(input.now.getTime() / 1000) + PIX_EXPIRES_S) * 1000).toISOString();
    return {
      providerRef: pi.id,
      subscriptionRef: input.existingSubscriptionRef ?? `${TRANSFER_SUBSCRIPTION.pix}${pi.id}`,
      clientSecret: pi.client_secret,
      amountCents: pi.amount,
      status: 'pending',
      instructions: { pix: { copyPaste: qr.data, expiresAt } },
    };
  }

  /**
   * A boleto through Stripe: a one-time PaymentIntent confirmed at once with the payer's CPF or CNPJ
   * and address (Stripe refuses a boleto without them), whose next action is the voucher: its
   * number, PDF and expiry. The barcode is read back from the number, its check digits verified.
   */
  private async startBoleto(input: StartPaymentInput): Promise<StartPaymentResult> {
    refuseOnCardSubscription(input);
    const payer = input.payer;
    if (!payer) throw new AppError('VALIDATION', 'Informe o CPF ou CNPJ e o nome do pagador.');
    if (!payer.address) throw new AppError('VALIDATION', BOLETO_ADDRESS_MSG);
    const pi = await this.api.paymentIntents.create({
      amount: input.amountCents,
      currency: 'brl',
      allowed_payment_method_types: ['boleto'],
      payment_method_data: {
        type: 'boleto',
        boleto: { tax_id: payer.taxId },
        billing_details: {
          name: payer.name,
          email: input.email,
          address: { line1: payer.address.street, city: payer.address.city, state: payer.address.state, postal_code: payer.address.postalCode, country: 'BR' },
        },
      },
      payment_method_options: { boleto: { expires_after_days: BOLETO_EXPIRES_DAYS } },
      confirm: true,
      receipt_email: input.email,
      metadata: { email: input.email, plan: input.plan, seats: String(input.seats), agencyId: input.agencyId ?? '' },
    });
    const voucher = pi.next_action?.boleto_display_details;
    if (!voucher?.number || !pi.client_secret) throw new AppError('INTERNAL', 'O provedor de pagamento não gerou o boleto. Tente novamente.');
    const read = readDigitableLine(voucher.number);
    const digits = voucher.number.replace(/\D/g, '');
    const expires = voucher.expires_at ? new Date(voucher.expires_at * 1000) : new Date(input.now.getTime() + BOLETO_EXPIRES_DAYS * 86_400_000);
    return {
      providerRef: pi.id,
      subscriptionRef: input.existingSubscriptionRef ?? `${TRANSFER_SUBSCRIPTION.boleto}${pi.id}`,
      clientSecret: pi.client_secret,
      amountCents: pi.amount,
      status: 'pending',
      instructions: {
        boleto: {
          digitableLine: read?.digitableLine ?? digits,
          formattedLine: read?.formattedLine ?? voucher.number,
          // A number that does not read back as a FEBRABAN line gets no barcode rather than a wrong one.
          barcode: read?.barcode ?? '',
          dueDate: todayInZone(expires),
          payerName: payer.name,
          payerTaxId: payer.taxId,
          ...(voucher.pdf ? { pdfUrl: voucher.pdf } : {}),
        },
      },
    };
  }

  /** The payment a Pix or boleto client secret belongs to, when Stripe confirms the secret is that payment's. */
  async transferRefFromClientSecret(clientSecret: string): Promise<string | null> {
    const id = clientSecret.split('_secret_')[0];
    if (!id.startsWith('pi_')) return null;
    try {
      const pi = await this.api.paymentIntents.retrieve(id);
      return pi.client_secret === clientSecret ? pi.id : null;
    } catch {
      return null;
    }
  }

  async cancelAtPeriodEnd(subscriptionRef: string): Promise<void> {
    if (isTransferSubscription(subscriptionRef)) return; // nothing at Stripe renews it
    await this.api.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
  }

  async resumeSubscription(subscriptionRef: string): Promise<void> {
    if (isTransferSubscription(subscriptionRef)) return;
    await this.api.subscriptions.update(subscriptionRef, { cancel_at_period_end: false });
  }

  async cancelNow(subscriptionRef: string): Promise<void> {
    if (isTransferSubscription(subscriptionRef)) return;
    try {
      await this.api.subscriptions.cancel(subscriptionRef);
    } catch (err) {
      // Already gone at Stripe (its deletion event not yet here): nothing left to stop.
      if ((err as { code?: string }).code !== 'resource_missing') throw err;
    }
  }

  async fetchPaymentStatus(ref: string): Promise<ProviderPaymentStatus> {
    if (ref.startsWith('pi_')) {
      const pi = await this.api.paymentIntents.retrieve(ref);
      if (pi.status === 'succeeded') return { status: 'succeeded', periodEnd: new Date(Date.now() + PERIOD_MS) };
      if (pi.status === 'canceled') return { status: 'failed', message: 'Pagamento não concluído.' };
      return { status: 'pending' };
    }
    const invoice = await this.api.invoices.retrieve(ref);
    if (invoice.status === 'paid') return { status: 'succeeded', periodEnd: invoicePeriodEnd(invoice) };
    if (invoice.status === 'void' || invoice.status === 'uncollectible') return { status: 'failed', message: 'Pagamento não concluído.' };
    return { status: 'pending' };
  }
}

/** Pix and boleto are each paid once: a card subscription is changed by card, at Stripe. */
function refuseOnCardSubscription(input: StartPaymentInput): void {
  if (input.existingSubscriptionRef && !isTransferSubscription(input.existingSubscriptionRef)) {
    throw new AppError('VALIDATION', 'Sua assinatura é no cartão: para mudar o plano ou os usuários, pague com cartão.');
  }
}

/** End of the period an invoice pays: the latest end among its lines. */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date {
  const ends = (invoice.lines?.data ?? []).map((l) => l.period?.end ?? 0);
  return new Date(Math.max(invoice.period_end ?? 0, ...ends) * 1000);
}

/** Verifies Stripe's signature on the raw body (throws on a bad or stale signature). */
export function verifyStripeEvent(rawBody: Buffer | string, signature: string | string[] | undefined, webhookSecret: string): Stripe.Event {
  if (!signature) throw new AppError('VALIDATION', 'Assinatura do webhook ausente');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new AppError('VALIDATION', 'Assinatura do webhook inválida');
  }
}
