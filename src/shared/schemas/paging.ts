// Paged lists (decision 010): one query shape for the funnels, the clients and the portal's funnels.
// The answer stays the spec's array; X-Total-Count and X-Next-Cursor travel as headers.
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../paging.ts';
import { text } from '../text.ts';
import { ID_PATTERN } from './common.ts';

export { NEXT_CURSOR_HEADER, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type Page, TOTAL_COUNT_HEADER } from '../paging.ts';

/** The pt-BR refusal of a bad query parameter; names the parameter as the address spells it. */
export const badParam = (name: string) => `Parâmetro ${name} inválido`;
export const LIMIT_MSG = `${badParam('limit')}: use um número de 1 a ${PAGE_LIMIT_MAX}`;

export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MSG })
    .int({ error: LIMIT_MSG })
    .min(1, { error: LIMIT_MSG })
    .max(PAGE_LIMIT_MAX, { error: LIMIT_MSG })
    .default(PAGE_LIMIT_DEFAULT),
  /** Opaque: the X-Next-Cursor of the previous page, as it came. */
  cursor: z
    .string({ error: badParam('cursor') })
    .max(400, { error: badParam('cursor') })
    .regex(/^[A-Za-z0-9_-]+$/, { error: badParam('cursor') })
    .optional(),
  /** Search, case- and accent-insensitive ("lancamento" finds "Lançamento"). */
  q: text(200, { error: badParam('q') })
    .max(200, { error: badParam('q') })
    .optional(),
});

export const idParam = (name: string) => z.string({ error: badParam(name) }).regex(ID_PATTERN, { error: badParam(name) });
