// POST /api/create-subscription (spec 02 section 7; D2, D4, D11). Two cases:
// - a new customer (not signed in) buys a plan for an email, then registers (D2);
// - a signed-in owner upgrades to Enterprise or buys seats: the agency is updated once
//   the payment goes through, and the charge is the prorated difference (spec 01 s. 9);
//   after a cancelled period ended, the owner subscribes again the same way.
import { and, count, eq, sql } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { getPlan, isPlanId, type PlanId } from '#shared/plans.ts';
import { agencies, payments, subscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { AgencyPrincipal, Ctx } from '../../principal.ts';
import { findAgencySubscription, markPaymentSucceeded, type PaymentRow } from './payment-state.ts';
import { changeCents, isDowngrade, monthlyCents, periodEndFrom } from './pricing.ts';

export interface CreateSubscriptionInput {
  email?: string;
  plan: PlanId;
  seats?: number;
}

export interface CreateSubscriptionResult {
  clientSecret: string | null;
  provider: PaymentProvider['kind'];
  status: 'pending' | 'succeeded';
  amountCents: number;
  plan: PlanId;
  seats: number;
  email: string;
  upgrade: boolean;
}

export const EMAIL_HAS_ACCOUNT = 'Este email já possui uma conta. Entre no Funil e faça o upgrade pela página Conta.';

/** `actor` is null for a new customer (D2), the signed-in agency user for an upgrade. */
export async function createSubscription(
  { db, actor, payments: provider }: Ctx<AgencyPrincipal | null, 'payments'>,
  input: CreateSubscriptionInput,
): Promise<CreateSubscriptionResult> {
  let email: string;
  let seats: number;
  let amountCents: number;
  let agencyId: string | null = null;
  let existingSubscriptionRef: string | null = null;

  if (actor) {
    // D4: only the owner buys (team members never see plans, spec 02 section 6).
    if (!can(actor, 'billing:write')) throw new AppError('FORBIDDEN', 'Apenas o dono da agência pode alterar o plano ou comprar usuários.');
    const [agency] = await db.select().from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
    if (!agency) throw new AppError('NOT_FOUND', 'Agência não encontrada');
    const fromPlan: PlanId = isPlanId(agency.plan) ? agency.plan : 'business';
    seats = input.seats ?? agency.userLimit;
    email = actor.email;
    agencyId = agency.id;
    if (subscriptionEnded(agency.subscriptionStatus, agency.paidUntil)) {
      // Subscribing again after the paid period ended (spec 01 section 9): a new
      // subscription from today, any plan, a full month; the old one is over at the
      // provider, so it is not reused. At least one seat per user the agency still has (D4).
      const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.agencyId, agency.id));
      if (seats < n) {
        throw new AppError('VALIDATION', `Sua agência tem ${n} usuários cadastrados (você e a equipe). Assine pelo menos ${n} usuários.`);
      }
      amountCents = monthlyCents(input.plan, seats);
    } else {
      if (isDowngrade(fromPlan, input.plan)) {
        throw new AppError('VALIDATION', `Sua agência já está no plano ${getPlan(fromPlan).name}. Para mudar para um plano menor, fale com o suporte.`);
      }
      if (seats < agency.userLimit) {
        throw new AppError('VALIDATION', `Sua agência já tem ${agency.userLimit} usuários pagos. Para reduzir, fale com o suporte.`);
      }
      if (fromPlan === input.plan && seats === agency.userLimit) {
        throw new AppError('VALIDATION', 'Nada a alterar: escolha outro plano ou mais usuários.');
      }
      existingSubscriptionRef = (await findAgencySubscription(db, agency.id, provider.kind))?.providerRef ?? null;
      amountCents = changeCents({ fromPlan, fromSeats: agency.userLimit, toPlan: input.plan, toSeats: seats, paidUntil: agency.paidUntil });
    }
  } else {
    if (!input.email) throw new AppError('VALIDATION', 'Email inválido');
    email = input.email.trim().toLowerCase();
    seats = input.seats ?? 1;
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (taken) throw new AppError('CONFLICT', EMAIL_HAS_ACCOUNT);
    amountCents = monthlyCents(input.plan, seats);
  }

  const started = await provider.startPayment({ email, plan: input.plan, seats, amountCents, agencyId, existingSubscriptionRef });

  const [payment] = await db
    .insert(payments)
    .values({
      email,
      plan: input.plan,
      seats,
      amountCents: started.amountCents,
      provider: provider.kind,
      providerRef: started.providerRef,
      subscriptionRef: started.subscriptionRef,
      status: 'pending',
      agencyId,
    })
    .returning();
  const row: PaymentRow = payment;

  // The subscription exists from the start (incomplete until paid) so that provider
  // events about it find it whatever order they arrive in.
  const [existingSub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider.kind), eq(subscriptions.providerRef, started.subscriptionRef)))
    .limit(1);
  if (!existingSub) {
    await db
      .insert(subscriptions)
      .values({ agencyId, email, provider: provider.kind, providerRef: started.subscriptionRef, plan: input.plan, quantity: seats, status: 'incomplete' })
      .onConflictDoNothing();
  }

  if (started.status === 'succeeded') {
    // Nothing to pay (e.g. Stripe credited the difference): applied at once.
    const [agency] = agencyId ? await db.select({ paidUntil: agencies.paidUntil }).from(agencies).where(eq(agencies.id, agencyId)) : [];
    const periodEnd = started.periodEnd ?? (agency?.paidUntil && agency.paidUntil > new Date() ? agency.paidUntil : periodEndFrom(new Date()));
    await markPaymentSucceeded(db, row, { periodEnd });
  }

  return {
    clientSecret: started.clientSecret,
    provider: provider.kind,
    status: started.status,
    amountCents: started.amountCents,
    plan: input.plan,
    seats,
    email,
    upgrade: agencyId !== null,
  };
}
