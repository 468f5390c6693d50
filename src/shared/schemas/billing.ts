// Billing requests and answers (D2, D4, D11), shared by the subscribe page and the server.
import { z } from 'zod';
import { type AddressFields, addressIssues, cepDigits } from '../address.ts';
import { PLAN_IDS } from '../plans.ts';
import { isValidTaxId, onlyDigits, TAX_ID_INVALID_MSG } from '../tax-id.ts';
import { text } from '../text.ts';
import { EmailSchema } from './common.ts';

export const MAX_SEATS = 500;
const SEATS_MSG = 'Informe de 1 a 500 usuários';

const PlanSchema = z.enum(PLAN_IDS, { error: 'Plano deve ser business ou enterprise' });
export const SeatsSchema = z.coerce.number({ error: SEATS_MSG }).int({ error: SEATS_MSG }).min(1, { error: SEATS_MSG }).max(MAX_SEATS, { error: SEATS_MSG });

/** How a payment is made (docs/decisions/027-pix-and-boleto.md): a card, a Pix code or a boleto. */
export const PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYER_NAME_MSG = 'Informe o nome do pagador';

const PayerFields = {
  method: z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento deve ser card, pix ou boleto' }).optional(),
  /** A boleto's payer: CPF or CNPJ (check digits verified) and name. */
  taxId: text(32).optional(),
  name: text(120).trim().optional(),
  /** The payer's address (#shared/address.ts): Stripe's boleto needs it, the local one does not. */
  postalCode: text(16).optional(),
  street: text(200).trim().optional(),
  city: text(80).trim().optional(),
  state: text(2).toUpperCase().optional(),
};
type Payer = { method?: PaymentMethod; taxId?: string; name?: string } & AddressFields;
const hasAddress = (v: AddressFields) => [v.postalCode, v.street, v.city, v.state].some((f) => f !== undefined && f !== '');

function checkPayer(v: Payer, ctx: z.RefinementCtx) {
  if (v.method !== 'boleto') return;
  if (!v.taxId || !isValidTaxId(v.taxId)) ctx.addIssue({ code: 'custom', path: ['taxId'], message: TAX_ID_INVALID_MSG });
  if (!v.name || v.name.length < 2) ctx.addIssue({ code: 'custom', path: ['name'], message: PAYER_NAME_MSG });
  // Half an address is a typo, not "no address": each missing or wrong part is named.
  if (hasAddress(v)) for (const issue of addressIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}
const withPayer = <T extends Payer>(v: T) => ({
  ...v,
  method: v.method ?? 'card',
  taxId: v.taxId === undefined ? undefined : onlyDigits(v.taxId),
  postalCode: v.postalCode === undefined ? undefined : (cepDigits(v.postalCode) ?? v.postalCode),
});

export const CreateSubscriptionSchema = z
  .object({
    /** Required when not signed in; a signed-in owner pays for their own agency (D4). */
    email: EmailSchema.optional(),
    plan: PlanSchema,
    seats: SeatsSchema.optional(),
    ...PayerFields,
  })
  .superRefine(checkPayer)
  .transform(withPayer);

/** POST /api/billing/invoices/{id}/pay: an open invoice, by the method chosen now. */
export const PayInvoiceSchema = z.object(PayerFields).superRefine(checkPayer).transform(withPayer);
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

const PROVIDERS = ['local', 'stripe'] as const;

/** What the payer needs, kept with the payment (the QR code is drawn from `copyPaste` each time). */
export interface PaymentInstructions {
  pix?: { copyPaste: string; expiresAt: string };
  boleto?: {
    digitableLine: string;
    formattedLine: string;
    /** Empty when the provider's line could not be read back into a barcode. */
    barcode: string;
    dueDate: string;
    payerName: string;
    payerTaxId: string;
    /** The provider's own PDF (Stripe's); the local provider's is drawn by /api/payments/boleto.pdf. */
    pdfUrl?: string;
  };
}

export const PixAnswerSchema = z.object({ copyPaste: z.string(), qrSvg: z.string(), expiresAt: z.string() });
export const BoletoAnswerSchema = z.object({ digitableLine: z.string(), barcode: z.string(), pdfUrl: z.string(), dueDate: z.string() });
export type PixAnswer = z.infer<typeof PixAnswerSchema>;
export type BoletoAnswer = z.infer<typeof BoletoAnswerSchema>;

export const CreateSubscriptionAnswerSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  pix: PixAnswerSchema.optional(),
  boleto: BoletoAnswerSchema.optional(),
  clientSecret: z.string().nullable(),
  provider: z.enum(PROVIDERS),
  status: z.enum(['pending', 'succeeded']),
  amountCents: z.number(),
  plan: z.enum(PLAN_IDS),
  seats: z.number(),
  email: z.string(),
  upgrade: z.boolean(),
  /** True: `amountCents` is the pro-rata difference for the rest of the paid period; false: a full month. */
  prorated: z.boolean(),
});
export type CreateSubscriptionAnswer = z.infer<typeof CreateSubscriptionAnswerSchema>;

export const LocalConfirmAnswerSchema = z.object({
  status: z.literal('succeeded'),
  email: z.string(),
  plan: z.enum(PLAN_IDS),
  seats: z.number(),
  upgrade: z.boolean(),
});

export const PaymentStatusAnswerSchema = z.object({
  hasPayment: z.boolean(),
  plan: z.enum(PLAN_IDS).nullable(),
  seats: z.number().nullable(),
  message: z.string(),
});
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswerSchema>;

export const BillingConfigSchema = z.object({
  provider: z.enum(PROVIDERS),
  publishableKey: z.string().optional(),
  /** Where the landing page's subscribe buttons go (D11): /subscribe?plan= unless configured. */
  checkoutUrls: z.object({ business: z.string(), enterprise: z.string() }),
});
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

/** The owner's subscription card (GET /api/billing/subscription; #shared/billing-status.ts BillingSummary). */
export const BillingSummarySchema = z.object({
  provider: z.enum(PROVIDERS),
  plan: z.string(),
  seats: z.number(),
  recurring: z.boolean(),
  status: z.string(),
  paidUntil: z.string().nullable(),
  ended: z.boolean(),
});

export const StripeWebhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(['handled', 'ignored']) });

/** POST /api/payments/status: how the payment a page is waiting for stands (Pix and boleto pages ask every few seconds). */
export const PaymentWaitSchema = z.object({ clientSecret: text(300).min(10) });
export const PaymentWaitAnswerSchema = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  email: z.string(),
  plan: z.enum(PLAN_IDS),
  seats: z.number(),
  upgrade: z.boolean(),
});
export type PaymentWaitAnswer = z.infer<typeof PaymentWaitAnswerSchema>;
export const BoletoPdfQuerySchema = z.object({ s: text(300, { error: 'Link do boleto inválido' }).min(10, { error: 'Link do boleto inválido' }) });

/** Conta → Faturas (docs/decisions/027-pix-and-boleto.md): each payment of the agency, newest first. */
export const InvoiceSchema = z.object({
  id: z.string(),
  /** The number printed on the receipt. */
  number: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodEnd: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  seats: z.number(),
  amountCents: z.number(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(['paid', 'pending', 'expired', 'failed']),
  /** 'renewal': the next period's invoice, due on `dueDate`; the owner pays it here. */
  kind: z.enum(['purchase', 'renewal']),
  dueDate: z.string().nullable(),
  payable: z.boolean(),
  /** The receipt's PDF, once paid. */
  receiptUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicesAnswerSchema = z.object({ invoices: z.array(InvoiceSchema) });
