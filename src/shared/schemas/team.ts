// Team management on the account screen (docs/product.md; D3, D4).
import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { EmailSchema, NameSchema, PasswordSchema } from './common.ts';

const ROLE_REQUIRED_MSG = 'Role é obrigatório';

export const TeamUserCreateSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: NameSchema,
  role: z.enum(ROLES, { error: ROLE_REQUIRED_MSG }),
});
export type TeamUserCreateInput = z.infer<typeof TeamUserCreateSchema>;

/** PATCH /api/agency-users/{id}: a member's new role (owner and admin, decision 008). */
export const TeamRoleSchema = z.object({ role: z.enum(ROLES, { error: ROLE_REQUIRED_MSG }) });
export type TeamRoleInput = z.infer<typeof TeamRoleSchema>;
export const OWNER_ROLE_MSG = 'O papel do dono da conta não pode ser alterado.';

/** The user's own name edit (persisted: the spec's local-only edit is a defect). */
export const RenameMeSchema = z.object({ name: NameSchema });

export const AgencyUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAgencyUser: z.boolean(),
  createdAt: z.string(),
});
export type AgencyUser = z.infer<typeof AgencyUserSchema>;

export { additionalSeats, seatLimitMessage } from '../seats.ts';
