import { z } from 'zod';
import { text } from '../text.ts';

export const EMAIL_MSG = 'Email inválido';
export const PASSWORD_MSG = 'Senha deve ter pelo menos 6 caracteres';
export const NAME_MSG = 'Nome deve ter pelo menos 2 caracteres';

export const EmailSchema = text(254, { error: EMAIL_MSG })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MSG }).max(254, { error: EMAIL_MSG }));
export const PasswordSchema = text(200, { error: PASSWORD_MSG }).min(6, { error: PASSWORD_MSG }).max(200, { error: 'Senha muito longa' });
export const NameSchema = text(120, { error: NAME_MSG }).trim().min(2, { error: NAME_MSG }).max(120, { error: 'Nome muito longo' });
export const IdSchema = z.string().uuid({ error: 'Identificador inválido' });

/** An optional free-text field: trimmed, bounded, and blank stored as null. */
export const optionalText = (max: number) =>
  text(max)
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
