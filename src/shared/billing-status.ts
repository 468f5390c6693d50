// Is the agency's subscription still in force? (docs/product.md: "No lock-in; after
// cancelling, access lasts until the end of the paid month."; D4, D11). Decided lazily on
// every request from what the agency row says, so it is right on every instance and after
// restarts without a background job. The server refuses agency calls with it, the client
// shows the ended state with it: one rule for both.

/** What the client app is told about the subscription (on the /api/auth/me user). */
export interface SubscriptionState {
  status: string;
  /** ISO date; end of the period already paid. */
  paidUntil: string | null;
  /** The paid period of a cancelled subscription is over: no access until a new payment. */
  ended: boolean;
  /** A Pix or boleto period not paid on time: 'grace' for GRACE_DAYS, then 'readOnly' (billingLock). */
  lock: BillingLock;
  /** ISO date: when the grace ends and the agency becomes read-only (null without a lock). */
  graceUntil: string | null;
}

/**
 * Pix and boleto do not renew by themselves (docs/decisions/027-pix-and-boleto.md): the next
 * period is invoiced and must be paid. Unpaid past the paid period, the agency keeps everything
 * for GRACE_DAYS with a banner ('grace'), then it can open, export and present but not create,
 * edit or publish ('readOnly'); clients still see what was published. Paying lifts it at once.
 * Like subscriptionEnded, decided from the agency row on every request.
 */
export type BillingLock = 'none' | 'grace' | 'readOnly';
export const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

export function billingLock(status: string, paidUntil: Date | string | null | undefined, method: string, now: Date = new Date()): BillingLock {
  if ((method !== 'pix' && method !== 'boleto') || status !== 'active' || !paidUntil) return 'none';
  const until = new Date(paidUntil).getTime();
  if (now.getTime() <= until) return 'none';
  return now.getTime() <= until + GRACE_DAYS * DAY_MS ? 'grace' : 'readOnly';
}

export const graceEnd = (paidUntil: Date | string) => new Date(new Date(paidUntil).getTime() + GRACE_DAYS * DAY_MS);

/** The 402 answer to a write while the agency is read-only. */
export function readOnlyMessage(paidUntil: Date | string | null | undefined): string {
  const when = paidUntil ? ` em ${formatBillingDate(paidUntil)}` : '';
  return `Sua agência está só para leitura: a fatura que venceu${when} não foi paga. O dono da agência pode pagá-la em Conta → Faturas.`;
}

/** The owner's subscription card (GET /api/billing/subscription). */
export interface BillingSummary extends SubscriptionState {
  provider: 'local' | 'stripe';
  plan: string;
  seats: number;
  /**
   * A provider subscription charges this agency every period. False for agencies an
   * operator created (`agency:create`, the demo): there is nothing to cancel.
   */
  recurring: boolean;
}

/**
 * Only a cancellation ends access, and only once the paid period is over. 'active' (and
 * Stripe's 'past_due' while it retries the card) stays in force: a local-provider
 * subscription renews by itself, and Stripe tells us when it stops
 * (customer.subscription.deleted -> 'canceled').
 */
export function subscriptionEnded(status: string, paidUntil: Date | string | null | undefined, now: Date = new Date()): boolean {
  const until = paidUntil ? new Date(paidUntil).getTime() : null;
  if (status === 'canceling') return until !== null && until <= now.getTime();
  if (status === 'canceled') return until === null || until <= now.getTime();
  return false;
}

export function subscriptionState(status: string, paidUntil: Date | null, method: string, now: Date = new Date()): SubscriptionState {
  const lock = billingLock(status, paidUntil, method, now);
  return {
    status,
    paidUntil: paidUntil?.toISOString() ?? null,
    ended: subscriptionEnded(status, paidUntil, now),
    lock,
    graceUntil: lock !== 'none' && paidUntil ? graceEnd(paidUntil).toISOString() : null,
  };
}

/** dd/mm/aaaa in Brazil's time, the same on the server (error messages) and in the browser. */
export function formatBillingDate(d: Date | string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(d));
}

/** The 402 answer to an agency call after the paid period ended. */
export function subscriptionEndedMessage(paidUntil: Date | string | null | undefined): string {
  const when = paidUntil ? ` em ${formatBillingDate(paidUntil)}` : '';
  return `Sua assinatura terminou${when}. Assine um plano para voltar a usar o Funil.`;
}

/** The portal's answer when the agency's subscription ended: nothing about the agency's billing. */
export const PORTAL_UNAVAILABLE_MESSAGE = 'O portal desta agência está indisponível no momento. Fale com a sua agência para voltar a acessar seus funis.';

/**
 * A plan or seat change is charged pro rata (the difference for the rest of the period) only
 * while a paid period runs. Without one (an agency an operator created with `agency:create`,
 * which never paid) the change starts a period today and charges a full month of the new
 * total. One rule for the amount (server billing/pricing.ts) and its label (subscribe page).
 */
export function changeIsProrated(paidUntil: Date | string | null | undefined, now: Date = new Date()): boolean {
  return !!paidUntil && new Date(paidUntil).getTime() > now.getTime();
}
