// Cancellation (docs/product.md): no lock-in; after cancelling, access lasts until the
// end of the paid period, and changing one's mind before then costs nothing (reactivate).
// Owner only (D4, docs/product.md). When the period is over, #shared/billing-status.ts
// ends access; a new payment (create-subscription) brings it back.
import { eq } from 'drizzle-orm';
import type { BillingSummary } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { agencies, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { getBillingSummary } from './get-billing-summary.ts';
import { findAgencySubscription } from './payment-state.ts';

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
