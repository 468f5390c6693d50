// The embedded local provider (D11): payments live only in our database; the browser
// confirms them with a test card through POST /api/payments/local/confirm.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../lib/crypto.ts';
import type { PaymentProvider, StartPaymentInput, StartPaymentResult } from './provider.ts';

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
