// Billing requests and answers (D2, D4, D11), shared by the subscribe page and the server.
import { z } from 'zod';
import { PLAN_IDS } from '../plans.ts';
import { text } from '../text.ts';
import { EmailSchema } from './common.ts';

export const MAX_SEATS = 500;
export const SEATS_MSG = 'Informe de 1 a 500 usuários';

export const PlanSchema = z.enum(PLAN_IDS, { error: 'Plano deve ser business ou enterprise' });
export const SeatsSchema = z.coerce.number({ error: SEATS_MSG }).int({ error: SEATS_MSG }).min(1, { error: SEATS_MSG }).max(MAX_SEATS, { error: SEATS_MSG });

export const CreateSubscriptionSchema = z.object({
  /** Required when not signed in; a signed-in owner pays for their own agency (D4). */
  email: EmailSchema.optional(),
  plan: PlanSchema,
  seats: SeatsSchema.optional(),
});
export type CreateSubscriptionInput = z.infer<typeof CreateSubscriptionSchema>;

export const CheckPaymentStatusSchema = z.object({
  email: text(254, { error: 'Email é obrigatório' }).trim().min(1, { error: 'Email é obrigatório' }).pipe(EmailSchema),
});

export const CARD_NUMBER_MSG = 'Número do cartão inválido.';
export const EXPIRY_MSG = 'Data de validade inválida.';
export const CVC_MSG = 'Código de segurança (CVC) inválido.';

/** The local provider's card form (D11). Card checks (Luhn, expiry) run on the server. */
export const LocalConfirmSchema = z.object({
  clientSecret: text(300).min(10),
  cardNumber: z
    .string({ error: CARD_NUMBER_MSG })
    .trim()
    .regex(/^[\d\s-]{12,23}$/, { error: CARD_NUMBER_MSG }),
  expMonth: z.coerce.number({ error: EXPIRY_MSG }).int({ error: EXPIRY_MSG }).min(1, { error: EXPIRY_MSG }).max(12, { error: EXPIRY_MSG }),
  expYear: z.coerce.number({ error: EXPIRY_MSG }).int({ error: EXPIRY_MSG }).min(0, { error: EXPIRY_MSG }).max(2200, { error: EXPIRY_MSG }),
  cvc: z
    .string({ error: CVC_MSG })
    .trim()
    .regex(/^\d{3,4}$/, { error: CVC_MSG }),
  name: text(120).trim().optional(),
});
export type LocalConfirmInput = z.infer<typeof LocalConfirmSchema>;

export interface CreateSubscriptionAnswer {
  clientSecret: string | null;
  provider: 'local' | 'stripe';
  status: 'pending' | 'succeeded';
  amountCents: number;
  plan: (typeof PLAN_IDS)[number];
  seats: number;
  email: string;
  upgrade: boolean;
}

export interface PaymentStatusAnswer {
  hasPayment: boolean;
  plan: (typeof PLAN_IDS)[number] | null;
  seats: number | null;
  message: string;
}

export interface BillingConfig {
  provider: 'local' | 'stripe';
  publishableKey?: string;
  /** Where the landing page's subscribe buttons go (D11): /subscribe?plan= unless configured. */
  checkoutUrls: Record<(typeof PLAN_IDS)[number], string>;
}
