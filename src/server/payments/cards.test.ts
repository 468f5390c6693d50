import { describe, expect, it } from 'vitest';
import { chargeTestCard, checkCard, luhnValid, NOT_A_TEST_CARD, TEST_CARDS } from './cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

describe('local provider cards (D11)', () => {
  it('every test card passes Luhn; typos do not', () => {
    for (const n of Object.keys(TEST_CARDS)) expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('abcd424242424242')).toBe(false);
  });

  it('4242 4242 4242 4242 succeeds, spaces ignored', () => {
    expect(chargeTestCard(card('4242 4242 4242 4242'), now)).toEqual({ outcome: 'succeeded', last4: '4242', brand: 'visa' });
  });

  it('4000 0000 0000 0002 is declined with the provider message', () => {
    expect(chargeTestCard(card('4000 0000 0000 0002'), now)).toEqual({ outcome: 'declined', message: 'Seu cartão foi recusado.' });
    expect(chargeTestCard(card('4000000000009995'), now)).toMatchObject({ outcome: 'declined', message: expect.stringMatching(/saldo/) });
  });

  it('checks expiry and CVC', () => {
    expect(checkCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toMatchObject({ ok: true }); // this month still valid, 2-digit year
    expect(checkCard(card('4242424242424242', { expMonth: 13 }), now)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard(card('4242424242424242', { cvc: '12' }), now)).toMatchObject({ ok: false, field: 'cvc' });
    expect(checkCard(card('378282246310005', { cvc: '123' }), now)).toMatchObject({ ok: false, field: 'cvc' }); // Amex: 4 digits
    expect(checkCard(card('378282246310005', { cvc: '1234' }), now)).toMatchObject({ ok: true, brand: 'amex' });
  });

  it('refuses a valid number that is not a test card: no real card is ever "charged"', () => {
    expect(chargeTestCard(card('4111 1111 1111 1111'), now)).toEqual({ outcome: 'invalid', field: 'number', message: NOT_A_TEST_CARD });
  });
});
