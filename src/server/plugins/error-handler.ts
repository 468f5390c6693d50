// The one error handler (D21): { error: "<pt-BR message>" }, never a stack trace.
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_MESSAGES, ERROR_STATUS } from '#shared/error-codes.ts';
import { AppError } from '../errors.ts';
import { escapeHtml } from '../lib/html.ts';
import { isApiPath } from '../lib/routed-path.ts';

/** A body limit as a person reads it: "5 MB", "4 KB" (each route may set its own). */
const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

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

/** A page, not JSON, for a browser that navigated to a non-API address. */
function wantsPage(req: FastifyRequest): boolean {
  return !isApiPath(req) && (req.method === 'GET' || req.method === 'HEAD') && String(req.headers.accept ?? '').includes('text/html');
}

/** The pt-BR page for a 5xx on a page address; self-contained (the SPA's files may be what failed). */
export function errorPageHtml(message: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Algo deu errado · Funil</title></head><body style="margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;box-sizing:border-box;background:#f8fafc;color:#0f172a;font-family:system-ui,sans-serif;text-align:center"><h1 style="margin:0;font-size:28px">Algo deu errado</h1><p style="margin:0;max-width:28rem;color:#475569">${escapeHtml(message)}</p><p style="margin:12px 0 0"><a href="" style="color:#6d28d9;font-weight:600">Recarregar</a> · <a href="/" style="color:#6d28d9;font-weight:600">Voltar ao início</a></p></body></html>`;
}

/**
 * Fastify's `frameworkErrors`: a bad percent-encoding or an overlong parameter in the address
 * is refused before any route or setErrorHandler, and Fastify's own answer is English. No hook
 * runs for it either, so it says itself that it is not to be cached, like every API answer.
 */
export function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: status >= 500 ? DEFAULT_MESSAGES.INTERNAL : DEFAULT_MESSAGES.VALIDATION });
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot even parse (bad bytes in the request
 * line or headers) never reaches Fastify; its default answer is English. The same pt-BR body.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const body = JSON.stringify({ error: DEFAULT_MESSAGES.VALIDATION });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | null | undefined, req, reply) => {
    // `throw null` / `throw undefined` would make this handler itself throw, and Fastify's
    // fallback handler then answers in English with the TypeError's message.
    const err = (thrown ?? new Error(`thrown ${thrown}`)) as FastifyError;
    const fail = (status: number, message: string) =>
      wantsPage(req)
        ? reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPageHtml(message))
        : reply.code(status).send({ error: message });
    if (err instanceof AppError) {
      const status = ERROR_STATUS[err.code];
      if (status >= 500) {
        req.log.error({ err }, 'app error');
        return fail(status, err.message);
      }
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
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
        return reply.code(413).send({ error: `Conteúdo grande demais (máximo ${sizeLabel(req.routeOptions.bodyLimit ?? 5 * 1024 * 1024)}).` });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ error: 'Tipo de conteúdo não suportado. Envie JSON.' });
    }
    if (err.statusCode === 429) return reply.code(429).send({ error: DEFAULT_MESSAGES.RATE_LIMITED });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: DEFAULT_MESSAGES.VALIDATION });
    }
    if (isUnavailable(err)) {
      req.log.warn({ err: { message: (err as Error).message, code: err.code } }, 'database unavailable');
      return fail(503, DEFAULT_MESSAGES.UNAVAILABLE);
    }
    req.log.error({ err }, 'unhandled error');
    return fail(500, DEFAULT_MESSAGES.INTERNAL);
  });
});
