// The payment provider interface (D11). Two implementations: the embedded local provider
// (default, works offline, test cards only) and Stripe (when STRIPE_SECRET_KEY is set).
// The domain (src/server/domain/billing) owns the state in `payments` / `subscriptions`;
// a provider only talks to the outside world and answers references and secrets.
import type { PayerAddress } from '#shared/address.ts';
import type { PlanId } from '#shared/plans.ts';
import type { PaymentInstructions, PaymentMethod } from '#shared/schemas/billing.ts';

export type ProviderKind = 'local' | 'stripe';

export interface StartPaymentInput {
  email: string;
  plan: PlanId;
  /** Total paid seats after this payment (D4: counts the owner). */
  seats: number;
  /** What the domain computed (full month, or the prorated difference of an upgrade). */
  amountCents: number;
  /** Set when an existing agency upgrades or buys seats. */
  agencyId: string | null;
  /** The agency's current subscription with this provider, when there is one. */
  existingSubscriptionRef: string | null;
  method: PaymentMethod;
  /** A boleto's payer (CPF or CNPJ digits, name, and the address when the form asked for it). */
  payer?: BoletoPayer;
  /** Now, from the server's clock: a Pix code's expiry and a boleto's due date count from it. */
  now: Date;
}

export type BoletoPayer = { taxId: string; name: string; address?: PayerAddress };

export interface StartPaymentResult {
  /** The provider's payment reference (local: lpi_..., Stripe: the invoice id). */
  providerRef: string;
  /** The subscription this payment pays for. */
  subscriptionRef: string;
  /** Given to the browser to confirm the payment; null when nothing is left to pay. */
  clientSecret: string | null;
  /** What the provider will actually charge, in centavos. */
  amountCents: number;
  status: 'pending' | 'succeeded';
  /** End of the paid period, when already known (Stripe with nothing to pay). */
  periodEnd?: Date;
  /** What the payer needs for Pix or boleto. */
  instructions?: PaymentInstructions;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** Stripe's publishable key for the Payment Element (Stripe only). */
  readonly publishableKey?: string;
  startPayment(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** Cancels at the end of the paid period: access lasts until then (docs/product.md). */
  cancelAtPeriodEnd(subscriptionRef: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd while the paid period still runs (nothing is charged). */
  resumeSubscription(subscriptionRef: string): Promise<void>;
  /** Ends the subscription at once, charging nothing more: the owner closed the account (decision 012). */
  cancelNow(subscriptionRef: string): Promise<void>;
  /**
   * Asks the provider how a payment stands, for when its event has not arrived yet (Stripe
   * webhooks can lag or be unconfigured). Providers whose state is only ours leave it out.
   */
  fetchPaymentStatus?(providerRef: string): Promise<ProviderPaymentStatus>;
}

export type ProviderPaymentStatus = { status: 'succeeded'; periodEnd: Date } | { status: 'pending' } | { status: 'failed'; message: string };
