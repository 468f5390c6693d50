// Response schemas of a route: the success answer plus the one error shape. The
// serializer encodes each answer with them (fields not listed are not sent) and
// @fastify/swagger documents them at /api/openapi.json.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ErrorAnswerSchema } from '#shared/schemas/common.ts';
import { NEXT_CURSOR_HEADER, type Page, TOTAL_COUNT_HEADER } from '#shared/schemas/paging.ts';

const errors = { '4xx': ErrorAnswerSchema, '5xx': ErrorAnswerSchema } as const;

/** A 200 answer. */
export const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errors });

/** A 201 answer (something was created). */
export const created = <T extends z.ZodType>(schema: T) => ({ 201: schema, ...errors });

/** A paged list (decision 010): the items as the body (the spec's array), total and next cursor as headers. */
export function paged<T>(reply: FastifyReply, page: Page<T>): T[] {
  pageHeaders(reply, page);
  return page.items;
}

/** A page's total and next cursor as headers (paged; a page written as JSON text sends its body itself). */
export function pageHeaders(reply: FastifyReply, page: Pick<Page<unknown>, 'total' | 'nextCursor'>) {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
}
