// Card checks of the embedded local provider (D11): Luhn, expiry, CVC and the well-known
// test card numbers. The local provider never sees a real card: only test numbers are
// accepted, so nobody can believe they paid with a real card on a machine without Stripe.

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; last4: string; brand: string } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/** Digits only: spaces and dashes typed by people are ignored. */
export const cardDigits = (n: string) => n.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Number, expiry (not in the past, at most 20 years ahead) and CVC (3 digits, 4 for Amex). */
export function checkCard(card: CardInput, now = new Date()): CardCheck {
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: 'Número do cartão inválido.' };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(year)) {
    return { ok: false, field: 'expiry', message: 'Data de validade inválida.' };
  }
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expMonths = year * 12 + (card.expMonth - 1);
  if (expMonths < nowMonths) return { ok: false, field: 'expiry', message: 'Cartão vencido. Verifique a data de validade.' };
  if (expMonths > nowMonths + 20 * 12) return { ok: false, field: 'expiry', message: 'Data de validade inválida.' };
  const brand = cardBrand(digits);
  const cvcOk = brand === 'amex' ? /^\d{4}$/.test(card.cvc) : /^\d{3}$/.test(card.cvc);
  if (!cvcOk) return { ok: false, field: 'cvc', message: 'Código de segurança (CVC) inválido.' };
  return { ok: true, last4: digits.slice(-4), brand };
}

/** Stripe's published test numbers: successes, and declines with the provider's message. */
export const TEST_CARDS: Record<string, { outcome: 'succeeded' } | { outcome: 'declined'; message: string }> = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000056655665556': { outcome: 'succeeded' },
  '5555555555554444': { outcome: 'succeeded' },
  '2223003122003222': { outcome: 'succeeded' },
  '378282246310005': { outcome: 'succeeded' },
  '4000000760000002': { outcome: 'succeeded' }, // Brazil (BR) Visa
  '4000000000000002': { outcome: 'declined', message: 'Seu cartão foi recusado.' },
  '4000000000009995': { outcome: 'declined', message: 'Seu cartão não tem saldo suficiente.' },
  '4000000000000069': { outcome: 'declined', message: 'Seu cartão está vencido.' },
  '4000000000000127': { outcome: 'declined', message: 'O código de segurança do seu cartão está incorreto.' },
  '4000000000000119': { outcome: 'declined', message: 'Ocorreu um erro ao processar seu cartão. Tente novamente.' },
};

export const NOT_A_TEST_CARD =
  'Este ambiente usa o provedor de pagamento local, que aceita apenas cartões de teste (por exemplo 4242 4242 4242 4242). Nenhuma cobrança real é feita.';

export type CardOutcome =
  | { outcome: 'succeeded'; last4: string; brand: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; field: 'number' | 'expiry' | 'cvc'; message: string };

/** What the local provider does with a card. */
export function chargeTestCard(card: CardInput, now = new Date()): CardOutcome {
  const check = checkCard(card, now);
  if (!check.ok) return { outcome: 'invalid', field: check.field, message: check.message };
  const known = TEST_CARDS[cardDigits(card.number)];
  if (!known) return { outcome: 'invalid', field: 'number', message: NOT_A_TEST_CARD };
  if (known.outcome === 'declined') return known;
  return { outcome: 'succeeded', last4: check.last4, brand: check.brand };
}
