// Pix and boleto do not renew by themselves (docs/decisions/027-pix-and-boleto.md): 7 days before
// a period paid that way ends, the next one is invoiced (a 'renewal' payment, due the day the
// period ends) and mailed to the owner; a reminder goes 3 days before and on the due day. Each
// notice is claimed in the invoice's row before it is sent, so instances running the job together
// send it once. Unpaid after the due day, billingLock (#shared/billing-status.ts) gives the agency
// its grace and then makes it read-only, until the owner pays in Conta → Faturas.
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { formatBillingDate, GRACE_DAYS } from '#shared/billing-status.ts';
import { formatDueDate, todayInZone } from '#shared/due-date.ts';
import { getPlan, isPlanId } from '#shared/plans.ts';
import { agencies, payments, users } from '../../db/schema.ts';
import { randomToken } from '../../lib/crypto.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { SystemCtx } from '../../principal.ts';
import { type PaymentRow, planOf } from './payment-state.ts';
import { monthlyCents } from './pricing.ts';

type RenewalCtx = SystemCtx<'clock' | 'mailer' | 'publicUrl' | 'log'>;

const DAY_MS = 86_400_000;
/** Days before the due day each notice goes, in the order they go. */
export const NOTICES = [
  { key: 'd-7', daysBefore: 7 },
  { key: 'd-3', daysBefore: 3 },
  { key: 'd0', daysBefore: 0 },
] as const;

const brl = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** One invoice per agency paying by Pix or boleto whose period ends within 7 days (or has ended unpaid). */
async function invoiceDuePeriods(ctx: RenewalCtx, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + 7 * DAY_MS);
  const due = await ctx.db
    .select({ id: agencies.id, plan: agencies.plan, seats: agencies.userLimit, paidUntil: agencies.paidUntil, method: agencies.billingMethod })
    .from(agencies)
    .where(
      and(
        inArray(agencies.billingMethod, ['pix', 'boleto']),
        eq(agencies.subscriptionStatus, 'active'),
        isNotNull(agencies.paidUntil),
        lte(agencies.paidUntil, horizon),
      ),
    );
  let made = 0;
  for (const a of due) {
    const [owner] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.agencyId, a.id), eq(users.isAgencyUser, false))) // the owner (D3)
      .limit(1);
    if (!owner || !a.paidUntil) continue;
    const plan = isPlanId(a.plan) ? a.plan : 'business';
    const rows = await ctx.db
      .insert(payments)
      .values({
        kind: 'renewal',
        agencyId: a.id,
        email: owner.email,
        plan,
        seats: a.seats,
        amountCents: monthlyCents(plan, a.seats),
        provider: 'local',
        providerRef: `lpi_${randomToken(18)}`,
        status: 'pending',
        method: a.method,
        dueDate: todayInZone(a.paidUntil),
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    made += rows.length;
  }
  return made;
}

function noticeMail(ctx: RenewalCtx, p: PaymentRow, key: (typeof NOTICES)[number]['key']) {
  const due = formatDueDate(p.dueDate as string);
  const amount = brl(p.amountCents);
  const link = `${ctx.publicUrl}/dashboard/account#faturas`;
  const subject =
    key === 'd0'
      ? `Funil: sua fatura de ${amount} vence hoje`
      : key === 'd-3'
        ? `Funil: lembrete, sua fatura de ${amount} vence em ${due}`
        : `Funil: sua fatura de ${amount} vence em ${due}`;
  const graceUntil = formatBillingDate(new Date(Date.parse(`${shift(p.dueDate as string, GRACE_DAYS)}T12:00:00Z`)));
  const what = `Plano ${getPlan(planOf(p)).name}, ${p.seats} usuário(s), de ${due} em diante: ${amount}.`;
  const how = `Pague por Pix, boleto ou cartão em Conta → Faturas:\n${link}`;
  const after = `Sem o pagamento, a agência segue com tudo até ${graceUntil}; depois fica só para leitura (abre, exporta e apresenta, mas não cria nem edita) até a fatura ser paga. Os clientes continuam vendo o que foi publicado.`;
  return {
    to: p.email,
    subject,
    text: `${what}\n\n${how}\n\n${after}`,
    html: `<p>${escapeHtml(what)}</p><p>Pague por Pix, boleto ou cartão em <a href="${link}">Conta → Faturas</a>.</p><p>${escapeHtml(after)}</p>`,
  };
}

/** The notices whose day has come, each claimed once (compare-and-set on the row's list); mails the latest. */
async function sendNotices(ctx: RenewalCtx, now: Date): Promise<number> {
  const today = todayInZone(now);
  const open = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'renewal'), ne(payments.status, 'succeeded'), lte(payments.dueDate, shift(today, 7))));
  let sent = 0;
  for (const p of open) {
    const reached = NOTICES.filter((n) => today >= shift(p.dueDate as string, -n.daysBefore)).map((n) => n.key);
    const fresh = reached.filter((k) => !p.notices.includes(k));
    if (!fresh.length) continue;
    const claimed = await ctx.db
      .update(payments)
      .set({ notices: [...new Set([...p.notices, ...reached])] })
      .where(and(eq(payments.id, p.id), sql`${payments.notices} = ${JSON.stringify(p.notices)}::jsonb`))
      .returning({ id: payments.id });
    if (!claimed.length) continue; // another instance claimed them
    // A job that missed a day sends only the latest notice, not a burst of three.
    await ctx.mailer.send(noticeMail(ctx, p, fresh[fresh.length - 1]));
    sent++;
  }
  return sent;
}

/** The scheduler's job (jobs/index.ts). */
export async function runRenewals(ctx: RenewalCtx): Promise<{ invoiced: number; mailed: number }> {
  const now = ctx.clock.now();
  const invoiced = await invoiceDuePeriods(ctx, now);
  const mailed = await sendNotices(ctx, now);
  return { invoiced, mailed };
}
