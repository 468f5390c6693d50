import { eq } from 'drizzle-orm';
import { type BillingSummary, subscriptionState } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { agencies } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencySubscription } from './payment-state.ts';

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
    ...subscriptionState(a.subscriptionStatus, a.paidUntil, a.billingMethod),
  };
}
