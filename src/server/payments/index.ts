// Which provider runs (D11): Stripe when STRIPE_SECRET_KEY is set, the local one otherwise.
import type { Config } from '../env.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export function createPaymentProvider(config: Pick<Config, 'stripeSecretKey' | 'stripePublishableKey' | 'appSecret'>): PaymentProvider {
  if (config.stripeSecretKey) return StripePaymentProvider.fromSecretKey(config.stripeSecretKey, config.stripePublishableKey);
  return new LocalPaymentProvider(config.appSecret);
}

export { LocalPaymentProvider } from './local-provider.ts';
export type { PaymentProvider, ProviderKind, StartPaymentInput, StartPaymentResult } from './provider.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
