import { eq } from 'drizzle-orm';
import { type BillingSummary, subscriptionEnded, subscriptionEndedMessage } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { agencies, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { getBillingSummary } from './get-billing-summary.ts';
import { findAgencySubscription } from './payment-state.ts';

/** Undoes a cancellation while the paid period still runs: nothing is charged. */
export async function reactivateSubscription(ctx: AgencyCtx<'payments'>): Promise<BillingSummary> {
  const { db, actor, payments: provider } = ctx;
  if (!can(actor, 'billing:write')) throw new AppError('FORBIDDEN', 'Apenas o dono da agência pode reativar a assinatura.');
  const [a] = await db.select().from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
  if (!a) throw new AppError('NOT_FOUND', 'Agência não encontrada');
  // Past the period there is nothing left to resume: a new subscription is paid on /subscribe.
  if (subscriptionEnded(a.subscriptionStatus, a.paidUntil)) throw new AppError('SUBSCRIPTION_ENDED', subscriptionEndedMessage(a.paidUntil));
  const sub = await findAgencySubscription(db, actor.agencyId, provider.kind);
  if (a.subscriptionStatus !== 'canceling' || !sub?.providerRef) throw new AppError('NOT_FOUND', 'Nenhuma assinatura cancelada para reativar.');
  await provider.resumeSubscription(sub.providerRef);
  await db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, sub.id));
  await db.update(agencies).set({ subscriptionStatus: 'active' }).where(eq(agencies.id, actor.agencyId));
  return getBillingSummary(ctx);
}
