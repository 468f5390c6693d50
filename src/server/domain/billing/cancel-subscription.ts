// Cancellation (docs/product.md): no lock-in; after cancelling, access lasts until the
// end of the paid period, and changing one's mind before then costs nothing (reactivate).
// Owner only (D4, docs/product.md). When the period is over, #shared/billing-status.ts
// ends access; a new payment (create-subscription) brings it back.
import { eq } from 'drizzle-orm';
import { type BillingSummary, subscriptionEnded, subscriptionEndedMessage } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { agencies, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencySubscription } from './payment-state.ts';

export type { BillingSummary };

export async function getBillingSummary({ db, actor, payments: provider }: AgencyCtx<'payments'>): Promise<BillingSummary> {
  if (!can(actor, 'plans:read')) throw new AppError('FORBIDDEN');
  const [a] = await db.select().from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
  if (!a) throw new AppError('NOT_FOUND', 'Agência não encontrada');
  const sub = await findAgencySubscription(db, actor.agencyId, provider.kind);
  return {
    provider: provider.kind,
    recurring: !!sub?.providerRef && sub.status !== 'canceled',
    plan: a.plan,
    seats: a.userLimit,
    status: a.subscriptionStatus,
    paidUntil: a.paidUntil?.toISOString() ?? null,
    ended: subscriptionEnded(a.subscriptionStatus, a.paidUntil),
  };
}

export async function cancelSubscription(ctx: AgencyCtx<'payments'>): Promise<BillingSummary> {
  const { db, actor, payments: provider } = ctx;
  if (!can(actor, 'billing:write')) throw new AppError('FORBIDDEN', 'Apenas o dono da agência pode cancelar a assinatura.');
  const sub = await findAgencySubscription(db, actor.agencyId, provider.kind);
  if (!sub?.providerRef || sub.status === 'canceled') throw new AppError('NOT_FOUND', 'Nenhuma assinatura ativa para cancelar.');
  await provider.cancelAtPeriodEnd(sub.providerRef);
  await db.update(subscriptions).set({ status: 'canceling' }).where(eq(subscriptions.id, sub.id));
  await db.update(agencies).set({ subscriptionStatus: 'canceling' }).where(eq(agencies.id, actor.agencyId));
  return getBillingSummary(ctx);
}

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
