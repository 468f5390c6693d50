// The embedded local provider (D11): payments live only in our database; the browser
// confirms them with a test card through POST /api/payments/local/confirm. Pix and boleto
// (docs/decisions/027-pix-and-boleto.md) get real formats, a Pix code any bank app reads and a
// boleto whose numbers carry FEBRABAN's check digits, but nothing is ever paid to them: the
// payment is marked paid by `npm run cli -- payments:confirm` or the page's test button, as a
// provider's webhook would.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { todayInZone } from '#shared/due-date.ts';
import type { PaymentInstructions } from '#shared/schemas/billing.ts';
import { randomToken } from '../lib/crypto.ts';
import { boletoFreeField, buildBoleto } from './boleto.ts';
import { buildPixPayload } from './pix-payload.ts';
import type { PaymentProvider, StartPaymentInput, StartPaymentResult } from './provider.ts';

/** How long a Pix code can be paid. */
export const PIX_EXPIRES_MS = 30 * 60_000;
/** Days from today (São Paulo) to a boleto's due date. */
export const BOLETO_DUE_DAYS = 3;
/** The local provider's receiver: a Pix key and a bank code that only name a test. */
const LOCAL_PIX_KEY = 'pagamentos@funil.app';
const LOCAL_BANK = '001';

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Pix code or boleto of a local payment: the same reference always gives the same numbers. */
export function localInstructions(
  providerRef: string,
  input: Pick<StartPaymentInput, 'method' | 'amountCents' | 'payer' | 'now'> & { dueDate?: string },
): PaymentInstructions | undefined {
  if (input.method === 'pix') {
    const copyPaste = buildPixPayload({
      key: LOCAL_PIX_KEY,
      amountCents: input.amountCents,
      merchantName: 'Funil',
      merchantCity: 'Sao Paulo',
      txid: providerRef.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    });
    return { pix: { copyPaste, expiresAt: new Date(input.now.getTime() + PIX_EXPIRES_MS).toISOString() } };
  }
  if (input.method === 'boleto' && input.payer) {
    // An invoice's boleto is due on the invoice's day, or in BOLETO_DUE_DAYS if that is sooner than a payer can pay.
    const soonest = addDays(todayInZone(input.now), BOLETO_DUE_DAYS);
    const dueDate = input.dueDate && input.dueDate > soonest ? input.dueDate : soonest;
    const b = buildBoleto({ bank: LOCAL_BANK, amountCents: input.amountCents, dueDate, freeField: boletoFreeField(providerRef) });
    return { boleto: { ...b, dueDate, payerName: input.payer.name, payerTaxId: input.payer.taxId } };
  }
  return undefined;
}

const SECRET_SEP = '_secret_';

export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  constructor(private readonly appSecret: string) {}

  private sign(ref: string): string {
    return createHmac('sha256', `local-payments:${this.appSecret}`).update(ref).digest('base64url');
  }

  /** Like a PaymentIntent's client secret: the reference plus a signature only we can make. */
  clientSecretFor(providerRef: string): string {
    return `${providerRef}${SECRET_SEP}${this.sign(providerRef)}`;
  }

  /** The payment reference inside a client secret, or null when it was not made by us. */
  refFromClientSecret(clientSecret: string): string | null {
    const i = clientSecret.lastIndexOf(SECRET_SEP);
    if (i <= 0) return null;
    const ref = clientSecret.slice(0, i);
    const given = Buffer.from(clientSecret.slice(i + SECRET_SEP.length));
    const expected = Buffer.from(this.sign(ref));
    return given.length === expected.length && timingSafeEqual(given, expected) ? ref : null;
  }

  async startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
    const providerRef = `lpi_${randomToken(18)}`;
    return {
      providerRef,
      subscriptionRef: input.existingSubscriptionRef ?? `lsub_${randomToken(12)}`,
      clientSecret: this.clientSecretFor(providerRef),
      amountCents: input.amountCents,
      status: 'pending',
      instructions: localInstructions(providerRef, input),
    };
  }

  async cancelAtPeriodEnd(): Promise<void> {
    // Nothing outside our database: the domain records the cancellation.
  }

  async resumeSubscription(): Promise<void> {
    // Likewise: the domain records the reactivation.
  }

  async cancelNow(): Promise<void> {
    // Nothing outside our database: deleting the agency deletes its subscription rows.
  }
}
