// What a payment costs (D4, D20; docs/product.md): the plan price per seat per month;
// a plan change or extra seats apply at once and charge the proportional difference for
// the rest of the paid period.
import { changeIsProrated } from '#shared/billing-status.ts';
import { getPlan, type PlanId } from '#shared/plans.ts';

export const PERIOD_DAYS = 30;
export const PERIOD_MS = PERIOD_DAYS * 24 * 3600 * 1000;
export const MAX_SEATS = 500;

export const monthlyCents = (plan: PlanId, seats: number) => getPlan(plan).priceCents * seats;

/** The next period end from a start date. */
export const periodEndFrom = (from: Date) => new Date(from.getTime() + PERIOD_MS);

export interface PlanChange {
  fromPlan: PlanId;
  fromSeats: number;
  toPlan: PlanId;
  toSeats: number;
  /** End of the period already paid; null or past means no running period. */
  paidUntil: Date | null;
  now?: Date;
}

/**
 * Centavos to charge now for a change. With a running period: the difference of the
 * monthly totals times the fraction of the period left. Without one: a full month of
 * the new total (the period starts now).
 */
export function changeCents(c: PlanChange): number {
  const now = c.now ?? new Date();
  const to = monthlyCents(c.toPlan, c.toSeats);
  if (!c.paidUntil || !changeIsProrated(c.paidUntil, now)) return to;
  const diff = to - monthlyCents(c.fromPlan, c.fromSeats);
  if (diff <= 0) return 0;
  const left = Math.min(1, (c.paidUntil.getTime() - now.getTime()) / PERIOD_MS);
  return Math.round(diff * left);
}

export { isDowngrade } from '#shared/plans.ts';
