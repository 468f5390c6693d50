// Response schemas of a route (issue 11): the success answer plus the one error shape. The
// serializer encodes each answer with them (fields not listed are not sent) and
// @fastify/swagger documents them at /api/openapi.json.
import type { z } from 'zod';
import { ErrorAnswerSchema } from '#shared/schemas/common.ts';

const errors = { '4xx': ErrorAnswerSchema, '5xx': ErrorAnswerSchema } as const;

/** A 200 answer. */
export const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errors });

/** A 201 answer (something was created). */
export const created = <T extends z.ZodType>(schema: T) => ({ 201: schema, ...errors });
