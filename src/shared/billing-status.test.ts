import { describe, expect, it } from 'vitest';
import { changeIsProrated, formatBillingDate, subscriptionEnded, subscriptionEndedMessage, subscriptionState } from './billing-status.ts';

const now = new Date('2026-11-21T12:00:00Z');
const past = new Date('2026-11-21T11:59:59Z');
const future = new Date('2026-12-21T12:00:00Z');

describe('subscriptionEnded (docs/product.md)', () => {
  it('a cancelled subscription stays in force until the paid period is over', () => {
    expect(subscriptionEnded('canceling', future, now)).toBe(false);
    expect(subscriptionEnded('canceling', past, now)).toBe(true);
    expect(subscriptionEnded('canceling', now, now)).toBe(true);
    expect(subscriptionEnded('canceled', future, now)).toBe(false);
    expect(subscriptionEnded('canceled', past, now)).toBe(true);
  });

  it('canceled without a paid period has ended; canceling without one has no end to reach', () => {
    expect(subscriptionEnded('canceled', null, now)).toBe(true);
    expect(subscriptionEnded('canceled', undefined, now)).toBe(true);
    expect(subscriptionEnded('canceling', null, now)).toBe(false);
  });

  it('never ends a subscription that was not cancelled (local subscriptions renew; Stripe says when it stops)', () => {
    for (const status of ['active', 'trialing', 'past_due', 'incomplete']) {
      expect(subscriptionEnded(status, past, now), status).toBe(false);
      expect(subscriptionEnded(status, null, now), status).toBe(false);
    }
  });

  it('accepts ISO strings as the client receives them', () => {
    expect(subscriptionEnded('canceling', past.toISOString(), now)).toBe(true);
    expect(subscriptionEnded('canceling', future.toISOString(), now)).toBe(false);
  });

  it('tells the client app the state and the date in dd/mm/aaaa, Brazil time', () => {
    expect(subscriptionState('canceling', past, 'card', now)).toEqual({
      status: 'canceling',
      paidUntil: past.toISOString(),
      ended: true,
      lock: 'none',
      graceUntil: null,
    });
    expect(subscriptionState('active', null, 'card', now)).toEqual({ status: 'active', paidUntil: null, ended: false, lock: 'none', graceUntil: null });
    // 02:00 UTC is still the previous day in São Paulo
    expect(formatBillingDate('2026-12-01T02:00:00Z')).toBe('30/11/2026');
    expect(subscriptionEndedMessage(past)).toBe('Sua assinatura terminou em 21/11/2026. Assine um plano para voltar a usar o Funil.');
    expect(subscriptionEndedMessage(null)).toBe('Sua assinatura terminou. Assine um plano para voltar a usar o Funil.');
  });
});

describe('changeIsProrated (decision 008: the charge is labelled as charged)', () => {
  it('only while a paid period runs', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(changeIsProrated(null, now)).toBe(false); // an agency made by the CLI never paid
    expect(changeIsProrated('2026-11-23T11:59:59Z', now)).toBe(false);
    expect(changeIsProrated(new Date('2026-12-01T00:00:00Z'), now)).toBe(true);
  });
});
