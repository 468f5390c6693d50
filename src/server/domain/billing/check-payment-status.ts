// POST /api/check-payment-status (docs/product.md; D2): is there a confirmed payment for
// this email that has not yet been used to create an account? The plan comes from it.
// Anyone may ask, so the answer comes from the email's payments only and never says
// whether an account has that email (docs/decisions/007).
import { getPlan, type PlanId } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { AnonCtx } from '../../principal.ts';
import { findUnusedPayment, latestPayment, markPaymentFailed, markPaymentSucceeded, planOf } from './payment-state.ts';

export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado. Complete sua compra antes de continuar.';

export interface PaymentStatus {
  hasPayment: boolean;
  plan: PlanId | null;
  seats: number | null;
  message: string;
}

/** Without a payment provider in ctx it answers from our own records only. */
export async function checkPaymentStatus(
  { db, payments, log }: AnonCtx<'log'> & { payments?: PaymentProvider },
  { email }: { email: string },
): Promise<PaymentStatus> {
  try {
    await syncPendingPayment(db, email, payments);
  } catch (err) {
    // The provider is unreachable: answer from our own records (the webhook will settle it).
    log.warn({ err }, 'payment provider unreachable');
  }
  const paid = await findUnusedPayment(db, email);
  if (paid) {
    const plan = planOf(paid);
    return { hasPayment: true, plan, seats: paid.seats, message: `Pagamento confirmado! Plano ${getPlan(plan).name} ativo.` };
  }
  const last = await latestPayment(db, email);
  if (last?.status === 'pending' && last.agencyId === null) {
    return { hasPayment: false, plan: null, seats: null, message: 'Seu pagamento ainda está em processamento. Aguarde alguns instantes e tente novamente.' };
  }
  return { hasPayment: false, plan: null, seats: null, message: PAYMENT_NOT_FOUND };
}

/** A payment still pending here may already be settled at the provider (late webhook). */
async function syncPendingPayment(db: Db, email: string, provider?: PaymentProvider): Promise<void> {
  const last = await latestPayment(db, email);
  if (!last || last.status !== 'pending' || last.agencyId !== null || !last.providerRef) return;
  if (!provider?.fetchPaymentStatus || provider.kind !== last.provider) return;
  const remote = await provider.fetchPaymentStatus(last.providerRef);
  if (remote.status === 'succeeded') await markPaymentSucceeded(db, last, { periodEnd: remote.periodEnd });
  else if (remote.status === 'failed') await markPaymentFailed(db, last, remote.message);
}
