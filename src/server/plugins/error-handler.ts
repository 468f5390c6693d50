// The one error handler (D21): { error: "<pt-BR message>" }, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_MESSAGES, ERROR_STATUS } from '#shared/error-codes.ts';
import { AppError } from '../errors.ts';

function fieldOf(path: string | undefined): string | undefined {
  const f = (path ?? '').replace(/^\//, '').replace(/\//g, '.');
  return f || undefined;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
const NETWORK_MESSAGES =
  /Connection terminated|connection timeout|Connection ended|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|terminating connection/i;

/**
 * Is this a "the database cannot be reached" error (answer 503, not 500)? Node network codes,
 * node-postgres' own messages (pool connect timeout, connection terminated), SQLSTATE class 08
 * (connection exception) and 57P01-57P03 (admin/crash shutdown, cannot connect now). Drizzle
 * wraps driver errors, so the `cause` chain is followed.
 */
export function isUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || /^08...$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    if (typeof e.message === 'string' && NETWORK_MESSAGES.test(e.message)) return true;
    // AggregateError (ECONNREFUSED on both ::1 and 127.0.0.1)
    if (Array.isArray(e.errors) && e.errors.some((x) => isUnavailable(x))) return true;
  }
  return false;
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const status = ERROR_STATUS[err.code];
      if (status >= 500) req.log.error({ err }, 'app error');
      return reply.code(status).send({ error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = fieldOf(first?.instancePath);
      return reply.code(400).send({ error: first?.message ?? DEFAULT_MESSAGES.VALIDATION, ...(field ? { field } : {}) });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ error: DEFAULT_MESSAGES.BAD_JSON });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ error: 'Conteúdo grande demais (máximo 5 MB).' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ error: 'Tipo de conteúdo não suportado. Envie JSON.' });
    }
    if (err.statusCode === 429) return reply.code(429).send({ error: DEFAULT_MESSAGES.RATE_LIMITED });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: DEFAULT_MESSAGES.VALIDATION });
    }
    if (isUnavailable(err)) {
      req.log.warn({ err: { message: (err as Error).message, code: err.code } }, 'database unavailable');
      return reply.code(503).send({ error: DEFAULT_MESSAGES.UNAVAILABLE });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: DEFAULT_MESSAGES.INTERNAL });
  });
});
