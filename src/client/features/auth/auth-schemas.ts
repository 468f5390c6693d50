// The /auth forms' schemas, loaded with the first validation (lib/zod-resolver-on-use.ts).
import { z } from 'zod';
import { PasswordSchema } from '#shared/schemas/common.ts';

export { LoginSchema, ResetRequestSchema } from '#shared/schemas/auth.ts';

export const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'As senhas não coincidem' });
