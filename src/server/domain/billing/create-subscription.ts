// POST /api/create-subscription (docs/product.md; D2, D4, D11). Two cases:
// - a new customer (not signed in) buys a plan for an email, then registers (D2);
// - a signed-in owner upgrades to Enterprise or buys seats: the agency is updated once
//   the payment goes through, and the charge is the prorated difference (docs/product.md s. 9);
//   after a cancelled period ended, the owner subscribes again the same way.
// Anyone may start a purchase for any email, so the answer is the same whether or not an
// account has that email; only its inbox is told (docs/decisions/007).
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { changeIsProrated, subscriptionEnded } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { getPlan, isPlanId, type PlanId } from '#shared/plans.ts';
import type { BoletoAnswer, PaymentMethod, PixAnswer } from '#shared/schemas/billing.ts';
import type { Db } from '../../db/client.ts';
import { agencies, payments, subscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { AgencyPrincipal, Ctx, Services } from '../../principal.ts';
import { chargeMailBudget } from '../mail-budget.ts';
import { mailBoleto, payerAnswer, payerOf } from './payment-methods.ts';
import { findAgencySubscription, markPaymentSucceeded, type PaymentRow } from './payment-state.ts';
import { changeCents, isDowngrade, monthlyCents, periodEndFrom } from './pricing.ts';

export interface CreateSubscriptionInput {
  email?: string;
  plan: PlanId;
  seats?: number;
  /** The caller's address (HTTP); a call from inside the server has none and no mail budget. */
  ip?: string;
  /** Card when absent (docs/decisions/027-pix-and-boleto.md). */
  method?: PaymentMethod;
  /** A boleto's payer: CPF or CNPJ digits (checked by the schema), name and, for Stripe, the address. */
  taxId?: string;
  name?: string;
  postalCode?: string;
  street?: string;
  city?: string;
  state?: string;
}

export interface CreateSubscriptionResult {
  method: PaymentMethod;
  pix?: PixAnswer;
  boleto?: BoletoAnswer;
  clientSecret: string | null;
  provider: PaymentProvider['kind'];
  status: 'pending' | 'succeeded';
  amountCents: number;
  plan: PlanId;
  seats: number;
  email: string;
  upgrade: boolean;
  /** The amount is the pro-rata difference for the rest of the paid period (else a full month). */
  prorated: boolean;
}

/** Where the news that an email already has an account goes: its inbox, never the caller. */
type AccountNotice = Pick<Services, 'mailer' | 'publicUrl' | 'log' | 'clock'>;

/** `actor` is null for a new customer (D2), the signed-in agency user for an upgrade. */
export async function createSubscription(
  ctx: Ctx<AgencyPrincipal | null, 'payments' | 'mailer' | 'publicUrl' | 'log' | 'clock'>,
  input: CreateSubscriptionInput,
): Promise<CreateSubscriptionResult> {
  const { db, actor, payments: provider } = ctx;
  let email: string;
  let seats: number;
  let amountCents: number;
  let prorated = false;
  let agencyId: string | null = null;
  let existingSubscriptionRef: string | null = null;

  if (actor) {
    // D4: only the owner buys (team members never see plans, docs/product.md).
    if (!can(actor, 'billing:write')) throw new AppError('FORBIDDEN', 'Apenas o dono da agência pode alterar o plano ou comprar usuários.');
    const [agency] = await db.select().from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
    if (!agency) throw new AppError('NOT_FOUND', 'Agência não encontrada');
    const fromPlan: PlanId = isPlanId(agency.plan) ? agency.plan : 'business';
    seats = input.seats ?? agency.userLimit;
    email = actor.email;
    agencyId = agency.id;
    if (subscriptionEnded(agency.subscriptionStatus, agency.paidUntil)) {
      // Subscribing again after the paid period ended (docs/product.md): a new
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
      prorated = changeIsProrated(agency.paidUntil);
    }
  } else {
    if (!input.email) throw new AppError('VALIDATION', 'Email inválido');
    email = input.email.trim().toLowerCase();
    seats = input.seats ?? 1;
    amountCents = monthlyCents(input.plan, seats);
    await tellAccountInbox(db, ctx, email, input.ip);
  }

  const method = input.method ?? 'card';
  const payer = payerOf(method, input);
  const now = ctx.clock.now();
  const started = await provider.startPayment({ email, plan: input.plan, seats, amountCents, agencyId, existingSubscriptionRef, method, payer, now });

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
      method,
      instructions: started.instructions ?? null,
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

  // The boleto goes to the email typed: for a caller signed in nowhere, within the mail budget (decision 021).
  if (started.instructions?.boleto && started.clientSecret) {
    const mayMail = agencyId !== null || input.ip === undefined || (await chargeMailBudget(db, 'payerMails', input.ip, now));
    if (mayMail) mailBoleto(ctx, row, started.instructions, started.clientSecret);
  }

  return {
    method,
    ...(await payerAnswer(started.instructions, started.clientSecret)),
    clientSecret: started.clientSecret,
    provider: provider.kind,
    status: started.status,
    amountCents: started.amountCents,
    plan: input.plan,
    seats,
    email,
    upgrade: agencyId !== null,
    // Tells the page how to label the amount: it must say what is charged.
    prorated,
  };
}

const NOTICE_EVERY_MS = 60 * 60 * 1000;

/**
 * A purchase for an email that already has an account goes on like any other (the caller
 * must not learn that the account exists); the account's inbox hears of it, at most once an
 * hour, and each caller address tells at most MAIL_BUDGET.accountNotices inboxes an hour
 * (docs/decisions/021-mail-budget.md). The same queries run either way (the budget is charged
 * for every purchase started without a session), and the mail is not waited for.
 */
async function tellAccountInbox(db: Db, notice: AccountNotice, email: string, ip: string | undefined): Promise<void> {
  const withinBudget = ip === undefined || (await chargeMailBudget(db, 'accountNotices', ip, notice.clock.now()));
  const [account] = await db.select({ name: users.name, email: users.email }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(payments)
    .where(and(sql`lower(${payments.email}) = ${email}`, isNull(payments.agencyId), gt(payments.createdAt, new Date(Date.now() - NOTICE_EVERY_MS))));
  if (!account || recent > 0 || !withinBudget) return;
  const link = `${notice.publicUrl}/dashboard/account`;
  notice.mailer
    .send({
      to: account.email,
      subject: 'Funil: compra iniciada com o email da sua conta',
      text: `Olá, ${account.name}.\n\nAlguém começou a comprar um plano do Funil com este email, que já tem uma conta. Se foi você, não pague de novo: entre no Funil e mude o plano ou compre usuários pela página Conta:\n${link}\n\nSe você já pagou por engano, fale com o suporte para receber o estorno. Se não foi você, ignore este email: nada muda na sua conta.`,
      html: `<p>Olá, ${escapeHtml(account.name)}.</p><p>Alguém começou a comprar um plano do Funil com este email, que já tem uma conta. Se foi você, não pague de novo: entre no Funil e mude o plano ou compre usuários pela <a href="${link}">página Conta</a>.</p><p>Se você já pagou por engano, fale com o suporte para receber o estorno. Se não foi você, ignore este email: nada muda na sua conta.</p>`,
    })
    .catch((err) => notice.log.error({ err }, 'account notice mail failed'));
}
