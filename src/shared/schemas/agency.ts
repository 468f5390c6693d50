// Agência card on the account screen (docs/product.md).
import { z } from 'zod';
import { text } from '../text.ts';
import { optionalText } from './common.ts';

const min2 = (msg: string) => text(160, { error: msg }).trim().min(2, { error: msg }).max(160, { error: 'Máximo de 160 caracteres' });

export const AgencyInfoSchema = z.object({
  agencyName: min2('Nome da agência deve ter pelo menos 2 caracteres'),
  businessType: min2('Tipo de negócio é obrigatório'),
  ceoName: min2('Nome do CEO é obrigatório'),
  cnpj: text(20, { error: 'CNPJ deve ter pelo menos 11 caracteres' })
    .trim()
    .min(11, { error: 'CNPJ deve ter pelo menos 11 caracteres' })
    .max(20, { error: 'CNPJ muito longo' }),
  website: optionalText(200),
  instagram: optionalText(100),
  region: min2('Região/Estado é obrigatório'),
  /** Digits only, in centavos: the form types BRL with two decimals (digits / 100). */
  monthlyRevenue: text(15)
    .trim()
    .regex(/^\d*$/, { error: 'Faturamento deve conter apenas dígitos' })
    .max(15, { error: 'Faturamento muito alto' })
    .optional()
    .nullable()
    .transform((v) => (v ? v.replace(/^0+(?=\d)/, '') : null)),
});
export type AgencyInfoInput = z.input<typeof AgencyInfoSchema>;

export { formatRevenueDigits } from '../revenue.ts';
