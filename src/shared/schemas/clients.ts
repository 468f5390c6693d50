// Clients and their portal accesses (spec 01 sections 3, 5; D8, D21).
import { z } from 'zod';
import { text } from '../text.ts';
import { EmailSchema, NameSchema, optionalText, PASSWORD_MSG, PasswordSchema } from './common.ts';

/** Novo Cliente / Editar Cliente: name at least 2; segment and notes optional. */
export const ClientInputSchema = z.object({
  name: NameSchema,
  segment: optionalText(120),
  notes: optionalText(2000),
});
export type ClientInput = z.input<typeof ClientInputSchema>;

/** D21 client shape. */
export interface Client {
  id: string;
  name: string;
  segment: string | null;
  notes: string | null;
  createdAt: string;
  activeFunnels: number;
}

/** Cadastrar Acesso and Criar Novo Acesso: email and password. */
export const AccessCreateSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type AccessCreateInput = z.infer<typeof AccessCreateSchema>;

/** Editar Acesso: a blank password is omitted and keeps the current one (spec 01 section 5). */
export const AccessUpdateSchema = z.object({
  email: EmailSchema,
  isActive: z.boolean({ error: 'Status inválido' }),
  password: text(200)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(6, { error: PASSWORD_MSG }).max(200, { error: 'Senha muito longa' }).optional()),
});
export type AccessUpdateInput = z.input<typeof AccessUpdateSchema>;

/** D21 access shape; decryptedPassword only for those who may reveal it (D8). */
export interface Access {
  id: string;
  email: string;
  isActive: boolean;
  createdAt: string;
  decryptedPassword?: string | null;
}

export const ACCESS_EMAIL_TAKEN_MSG = 'Este email já possui um acesso ao painel nesta agência.';
