import { z } from 'zod';
import { text } from '../text.ts';

export const EMAIL_MSG = 'Email inválido';
export const PASSWORD_MSG = 'Senha deve ter pelo menos 6 caracteres';
const NAME_MSG = 'Nome deve ter pelo menos 2 caracteres';

export const EmailSchema = text(254, { error: EMAIL_MSG })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MSG }).max(254, { error: EMAIL_MSG }));
export const PasswordSchema = text(200, { error: PASSWORD_MSG }).min(6, { error: PASSWORD_MSG }).max(200, { error: 'Senha muito longa' });
export const NameSchema = text(120, { error: NAME_MSG }).trim().min(2, { error: NAME_MSG }).max(120, { error: 'Nome muito longo' });
/**
 * An id as the database's uuid columns take it. Checked before any query, so that a malformed
 * id answers 400 or 404 and never reaches PostgreSQL as a 500. The one definition of an id.
 */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (s: string): boolean => ID_PATTERN.test(s);
export const IdSchema = z.string().regex(ID_PATTERN, { error: 'Identificador inválido' });

/** An optional free-text field: trimmed, bounded, and blank stored as null. */
export const optionalText = (max: number) =>
  text(max)
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Every refusal (4xx) and failure (5xx): { error } in pt-BR, sometimes with the field at fault. */
export const ErrorAnswerSchema = z.looseObject({ error: z.string() }).describe('Erro: mensagem em português');

export const OkAnswerSchema = z.object({ ok: z.literal(true) });
export const MessageAnswerSchema = z.object({ message: z.string() });
