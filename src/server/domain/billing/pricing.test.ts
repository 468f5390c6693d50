import { describe, expect, it } from 'vitest';
import { changeCents, isDowngrade, monthlyCents, PERIOD_MS } from './pricing.ts';

const now = new Date('2026-11-21T12:00:00Z');
describe('pricing (D4, D20, docs/product.md)', () => {
  it('costs the plan price per seat', () => {
    expect(monthlyCents('business', 1)).toBe(5700);
    expect(monthlyCents('enterprise', 3)).toBe(38100);
  });

  it('charges the prorated difference for the rest of the paid period', () => {
    const half = new Date(now.getTime() + PERIOD_MS / 2);
    expect(changeCents({ fromPlan: 'business', fromSeats: 1, toPlan: 'enterprise', toSeats: 1, paidUntil: half, now })).toBe(3500);
    expect(changeCents({ fromPlan: 'enterprise', fromSeats: 2, toPlan: 'enterprise', toSeats: 4, paidUntil: half, now })).toBe(12700);
  });

  it('charges a full month of the new total when no period is running', () => {
    expect(changeCents({ fromPlan: 'business', fromSeats: 1, toPlan: 'enterprise', toSeats: 2, paidUntil: null, now })).toBe(25400);
    expect(changeCents({ fromPlan: 'business', fromSeats: 1, toPlan: 'enterprise', toSeats: 2, paidUntil: new Date(now.getTime() - 1), now })).toBe(25400);
  });

  it('knows a downgrade', () => {
    expect(isDowngrade('enterprise', 'business')).toBe(true);
    expect(isDowngrade('business', 'enterprise')).toBe(false);
  });
});
