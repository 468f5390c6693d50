// /subscribe's first step as a form: plan details and how to pay; a boleto's payer checked here
// as the server checks it (docs/decisions/027-pix-and-boleto.md).
import { z } from 'zod';
import { PAYER_NAME_MSG, PAYMENT_METHODS, SeatsSchema } from '#shared/schemas/billing.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import { isValidTaxId, TAX_ID_INVALID_MSG } from '#shared/tax-id.ts';

export const DetailsSchema = z
  .object({
    email: EmailSchema,
    seats: SeatsSchema,
    method: z.enum(PAYMENT_METHODS),
    taxId: z.string(),
    name: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'boleto') return;
    if (!isValidTaxId(v.taxId)) ctx.addIssue({ code: 'custom', path: ['taxId'], message: TAX_ID_INVALID_MSG });
    if (v.name.length < 2) ctx.addIssue({ code: 'custom', path: ['name'], message: PAYER_NAME_MSG });
  });
export type DetailsForm = z.input<typeof DetailsSchema>;
