// /subscribe's first step as a form: plan details and how to pay; a boleto's payer checked here
// as the server checks it (docs/decisions/027-pix-and-boleto.md), with the address only when the
// provider asks for one (Stripe).
import { z } from 'zod';
import { addressIssues } from '#shared/address.ts';
import { PAYER_NAME_MSG, PAYMENT_METHODS, SeatsSchema } from '#shared/schemas/billing.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import { isValidTaxId, TAX_ID_INVALID_MSG } from '#shared/tax-id.ts';

export function detailsSchema(askAddress: boolean) {
  return z
    .object({
      email: EmailSchema,
      seats: SeatsSchema,
      method: z.enum(PAYMENT_METHODS),
      taxId: z.string(),
      name: z.string().trim(),
      postalCode: z.string(),
      street: z.string().trim(),
      city: z.string().trim(),
      state: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.method !== 'boleto') return;
      if (!isValidTaxId(v.taxId)) ctx.addIssue({ code: 'custom', path: ['taxId'], message: TAX_ID_INVALID_MSG });
      if (v.name.length < 2) ctx.addIssue({ code: 'custom', path: ['name'], message: PAYER_NAME_MSG });
      if (askAddress) for (const issue of addressIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}
export type DetailsForm = z.input<ReturnType<typeof detailsSchema>>;
