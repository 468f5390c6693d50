// Clients and their portal accesses (docs/product.md; D8, D21).
import { z } from 'zod';
import { text } from '../text.ts';
import { EmailSchema, NameSchema, optionalText, PASSWORD_MSG } from './common.ts';
import { PageQuerySchema } from './paging.ts';

/** Novo Cliente / Editar Cliente: name at least 2; segment and notes optional. */
export const ClientInputSchema = z.object({
  name: NameSchema,
  segment: optionalText(120),
  notes: optionalText(2000),
});
export type ClientInput = z.input<typeof ClientInputSchema>;

/** D21 client shape. */
export const ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  segment: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  activeFunnels: z.number(),
});
export type Client = z.infer<typeof ClientSchema>;

/** GET /api/clients (decision 010): a page of the agency's clients, oldest first; `q` finds the name. */
export const ClientListQuerySchema = PageQuerySchema;
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

/** GET /api/clients/{id}/canvas-count: asked before deleting a client. */
export const CanvasCountSchema = z.object({ count: z.number() });

/** A password the agency may type; blank is left out. */
const OptionalPasswordSchema = text(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().min(6, { error: PASSWORD_MSG }).max(200, { error: 'Senha muito longa' }).optional());

/**
 * Cadastrar Acesso and Criar Novo Acesso: the email; the password is optional, since the
 * invitation lets the client choose one (D8).
 */
export const AccessCreateSchema = z.object({ email: EmailSchema, password: OptionalPasswordSchema });
export type AccessCreateInput = z.infer<typeof AccessCreateSchema>;

/** Editar Acesso: a blank password is omitted and keeps the current one (docs/product.md). */
export const AccessUpdateSchema = z.object({
  email: EmailSchema,
  isActive: z.boolean({ error: 'Status inválido' }),
  password: OptionalPasswordSchema,
});

/**
 * D21 access shape; decryptedPassword only for those who may reveal it, and only for a password
 * the agency typed (D8): a password the client chose is never readable (passwordSetByClient), and
 * an access invited without one has none yet (passwordPending).
 */
export const AccessSchema = z.object({
  id: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  decryptedPassword: z.string().nullable().optional(),
  passwordSetByClient: z.boolean(),
  passwordPending: z.boolean(),
});
export type Access = z.infer<typeof AccessSchema>;

export const ACCESS_EMAIL_TAKEN_MSG = 'Este email já possui um acesso ao painel nesta agência.';
