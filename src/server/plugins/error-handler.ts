// The one error handler (D21): { error: "<pt-BR message>" }, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, DEFAULT_MESSAGES } from '#shared/error-codes.ts';
import { AppError } from '../errors.ts';

function fieldOf(path: string | undefined): string | undefined {
  const f = (path ?? '').replace(/^\//, '').replace(/\//g, '.');
  return f || undefined;
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
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: DEFAULT_MESSAGES.INTERNAL });
  });
});
