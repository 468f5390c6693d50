// POST /api/payments/local/confirm (D11): the local provider's stand-in for Stripe's
// confirmPayment. Test card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined
// with the provider's message, answered 402 and shown as 'Falha no Pagamento'.
import type { PlanId } from '#shared/plans.ts';
import type { LocalConfirmInput } from '#shared/schemas/billing.ts';
import { AppError } from '../../errors.ts';
import { chargeTestCard } from '../../payments/cards.ts';
import type { LocalPaymentProvider } from '../../payments/local-provider.ts';
import type { AnonCtx } from '../../principal.ts';
import { findPaymentByRef, markPaymentFailed, markPaymentSucceeded, periodEndOf, planOf } from './payment-state.ts';

export interface LocalConfirmResult {
  status: 'succeeded';
  email: string;
  plan: PlanId;
  seats: number;
  upgrade: boolean;
}

export class CardFieldError extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('VALIDATION', message);
  }
}

export async function confirmLocalPayment(
  { db, payments: provider }: AnonCtx & { payments: LocalPaymentProvider },
  input: LocalConfirmInput,
): Promise<LocalConfirmResult> {
  const now = new Date();
  const card = { number: input.cardNumber, expMonth: input.expMonth, expYear: input.expYear, cvc: input.cvc };
  const ref = provider.refFromClientSecret(input.clientSecret);
  const payment = ref ? await findPaymentByRef(db, 'local', ref) : null;
  if (!payment) throw new AppError('NOT_FOUND', 'Pagamento não encontrado. Recomece a assinatura.');
  const result = { status: 'succeeded' as const, email: payment.email, plan: planOf(payment), seats: payment.seats, upgrade: payment.agencyId !== null };
  if (payment.status === 'succeeded') return result; // confirmed twice: already paid, charge once

  const outcome = chargeTestCard(card, now);
  if (outcome.outcome === 'invalid') throw new CardFieldError(outcome.field, outcome.message);
  if (outcome.outcome === 'declined') {
    await markPaymentFailed(db, payment, outcome.message);
    throw new AppError('PAYMENT_FAILED', outcome.message);
  }

  await markPaymentSucceeded(db, payment, { periodEnd: await periodEndOf(db, payment, now), paidAt: now });
  return result;
}
