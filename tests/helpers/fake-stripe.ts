// A stand-in for the Stripe API (src/server/payments/stripe-provider.ts StripeApi): it records the
// calls and answers the way Stripe does, so the provider runs without the network.
import { boletoFreeField, buildBoleto } from '../../src/server/payments/boleto.ts';
import type { StripeApi } from '../../src/server/payments/stripe-provider.ts';

let seq = 0; // Stripe ids are unique across the whole account
/** Records calls and answers like Stripe does for a subscription with default_incomplete. */
export function fakeStripe() {
  const calls: { method: string; args: unknown[] }[] = [];
  const prices = new Map<string, string>();
  const subs = new Map<string, { itemId: string; quantity: number; price: string }>();
  const invoiceFor = (subId: string, amount: number) => ({
    id: `in_${++seq}`,
    object: 'invoice',
    status: 'open',
    amount_due: amount,
    confirmation_secret: { client_secret: `pi_${seq}_secret_abc`, type: 'payment_intent' },
    parent: { subscription_details: { subscription: subId } },
  });
  const invoiceStatus = new Map<string, string>();
  /** Pix and boleto PaymentIntents: confirmed at once, waiting for the payer (requires_action) until a test says otherwise. */
  const intents = new Map<string, { id: string; amount: number; status: string; client_secret: string }>();
  /** What the next boleto voucher answers as its number (a test may make it unreadable). */
  const boletoNumber = { next: null as string | null };
  const api = {
    paymentIntents: {
      create: async (p: {
        amount: number;
        currency: string;
        allowed_payment_method_types: string[];
        payment_method_options?: { boleto?: { expires_after_days: number } };
      }) => {
        calls.push({ method: 'paymentIntents.create', args: [p] });
        const id = `pi_${++seq}`;
        const pi = { id, amount: p.amount, status: 'requires_action', client_secret: `${id}_secret_${seq}xyz` };
        intents.set(id, pi);
        if (p.allowed_payment_method_types.includes('boleto')) {
          const days = p.payment_method_options?.boleto?.expires_after_days ?? 3;
          const expires = new Date(Date.now() + days * 86_400_000);
          // Stripe's voucher number as it prints it: a real FEBRABAN line, grouped.
          const line = buildBoleto({ bank: '237', amountCents: p.amount, dueDate: expires.toISOString().slice(0, 10), freeField: boletoFreeField(id) });
          return {
            ...pi,
            next_action: {
              type: 'boleto_display_details',
              boleto_display_details: {
                number: boletoNumber.next ?? line.formattedLine,
                pdf: `https://payments.stripe.test/boleto/${id}/pdf`,
                hosted_voucher_url: `https://payments.stripe.test/boleto/${id}`,
                expires_at: Math.floor(expires.getTime() / 1000),
              },
            },
          };
        }
        return {
          ...pi,
          next_action: {
            type: 'pix_display_qr_code',
            pix_display_qr_code: { data: `00020126580014br.gov.bcb.pix${id}`, expires_at: Math.floor(Date.now() / 1000) + 1800 },
          },
        };
      },
      retrieve: async (id: string) => {
        calls.push({ method: 'paymentIntents.retrieve', args: [id] });
        const pi = intents.get(id);
        if (!pi) throw Object.assign(new Error('No such payment_intent'), { code: 'resource_missing' });
        return pi;
      },
    },
    invoices: {
      retrieve: async (id: string) => (
        calls.push({ method: 'invoices.retrieve', args: [id] }),
        { id, status: invoiceStatus.get(id) ?? 'open', lines: { data: [{ period: { end: 1_900_000_000 } }] } }
      ),
    },
    customers: {
      list: async (...args: unknown[]) => (calls.push({ method: 'customers.list', args }), { data: [] }),
      create: async (...args: unknown[]) => (calls.push({ method: 'customers.create', args }), { id: `cus_${++seq}` }),
    },
    prices: {
      list: async (p: { lookup_keys: string[] }) => {
        calls.push({ method: 'prices.list', args: [p] });
        const id = prices.get(p.lookup_keys[0]);
        return { data: id ? [{ id }] : [] };
      },
      create: async (p: { lookup_key: string; unit_amount: number }) => {
        calls.push({ method: 'prices.create', args: [p] });
        const id = `price_${++seq}`;
        prices.set(p.lookup_key, id);
        return { id, unit_amount: p.unit_amount };
      },
    },
    subscriptions: {
      create: async (p: { items: { price: string; quantity: number }[] }) => {
        calls.push({ method: 'subscriptions.create', args: [p] });
        const id = `sub_${++seq}`;
        subs.set(id, { itemId: `si_${seq}`, quantity: p.items[0].quantity, price: p.items[0].price });
        return {
          id,
          status: 'incomplete',
          items: { data: [{ id: `si_${seq}`, quantity: p.items[0].quantity, current_period_end: 1_900_000_000 }] },
          latest_invoice: invoiceFor(id, p.items[0].quantity * 12700),
        };
      },
      retrieve: async (id: string) => {
        calls.push({ method: 'subscriptions.retrieve', args: [id] });
        const s = subs.get(id)!;
        return { id, items: { data: [{ id: s.itemId, quantity: s.quantity }] } };
      },
      update: async (id: string, p: { items?: { id: string; quantity: number }[] }) => {
        calls.push({ method: 'subscriptions.update', args: [id, p] });
        const s = subs.get(id)!;
        return { id, items: { data: [{ id: s.itemId, quantity: s.quantity, current_period_end: 1_900_000_000 }] }, latest_invoice: invoiceFor(id, 9999) };
      },
    },
  };
  return { api: api as unknown as StripeApi, calls, invoiceStatus, intents, boletoNumber };
}
