// POST /api/auth/register (D2): only for an email with a confirmed payment not yet used;
// the plan and the seats come from that payment, not from the form. The payment is then
// marked used (payments.agency_id) and its subscription belongs to the new agency (D3).
import { and, eq, isNull } from 'drizzle-orm';
import type { RegisterInput, User } from '#shared/schemas/auth.ts';
import { agencies, payments, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AnonCtx } from '../../principal.ts';
import { createAgencyWithOwner } from '../agency/create-agency.ts';
import { createSession, deleteSessionByToken } from '../auth/sessions.ts';
import { getUserById } from '../auth/users.ts';
import { PAYMENT_NOT_FOUND } from '../billing/check-payment-status.ts';
import { findSubscriptionByRef, findUnusedPayment, planOf } from '../billing/payment-state.ts';
import { periodEndFrom } from '../billing/pricing.ts';

/** Signs the owner in at once: a new session, the browser's previous one (previousToken) ended. */
export async function registerAgency(ctx: AnonCtx, input: RegisterInput & { previousToken?: string }): Promise<{ user: User; token: string }> {
  const { db } = ctx;
  const payment = await findUnusedPayment(db, input.email);
  if (!payment) throw new AppError('FORBIDDEN', PAYMENT_NOT_FOUND);
  // Email uniqueness (a unique index) makes a second registration with the same payment fail here.
  const { agency, owner } = await createAgencyWithOwner(ctx, {
    email: input.email,
    password: input.password,
    name: input.name,
    plan: planOf(payment),
    seats: payment.seats,
    agencyName: input.agencyName,
  });
  const sub = payment.subscriptionRef ? await findSubscriptionByRef(db, payment.provider, payment.subscriptionRef) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ agencyId: agency.id })
      .where(and(eq(payments.id, payment.id), isNull(payments.agencyId)));
    if (sub)
      await tx
        .update(subscriptions)
        .set({ agencyId: agency.id })
        .where(and(eq(subscriptions.id, sub.id), isNull(subscriptions.agencyId)));
    await tx
      .update(agencies)
      .set({
        subscriptionStatus: sub && sub.status !== 'incomplete' ? sub.status : 'active',
        paidUntil: sub?.currentPeriodEnd ?? periodEndFrom(payment.createdAt),
        // Pix and boleto periods are invoiced again when they end (docs/decisions/027-pix-and-boleto.md).
        billingMethod: payment.method,
      })
      .where(eq(agencies.id, agency.id));
  });
  if (input.previousToken) await deleteSessionByToken(db, input.previousToken);
  const token = await createSession(db, { kind: 'agency', userId: owner.id });
  return { user: await getUserById(db, owner.id), token };
}
