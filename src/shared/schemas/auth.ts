import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { PLAN_IDS } from '../plans.ts';
import { text } from '../text.ts';
import { EmailSchema, NameSchema, PasswordSchema } from './common.ts';

export const LoginSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginInput = z.infer<typeof LoginSchema>;

export const ResetRequestSchema = z.object({ email: EmailSchema });

export const ResetConfirmSchema = z.object({ token: text(200).min(10, { error: 'Link inválido' }).max(200), password: PasswordSchema });

// D2
export const RegisterSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  plan: z.enum(PLAN_IDS, { error: 'Plano deve ser business ou enterprise' }),
  agencyName: text(120).trim().optional(),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** D21 user shape. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAgencyUser: z.boolean(),
  role: z.enum(ROLES),
  plan: z.enum(PLAN_IDS),
  userLimit: z.number(),
  agencyName: z.string().nullable(),
  businessType: z.string().nullable(),
  ceoName: z.string().nullable(),
  cnpj: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  region: z.string().nullable(),
  monthlyRevenue: z.string().nullable(),
  /** The agency's subscription (docs/product.md): the shell shows when it ends or ended. */
  subscription: z.object({
    status: z.string(),
    paidUntil: z.string().nullable(),
    ended: z.boolean(),
    lock: z.enum(['none', 'grace', 'readOnly']),
    graceUntil: z.string().nullable(),
  }),
});
export type User = z.infer<typeof UserSchema>;
