// Security headers on every answer (CSP, nosniff, frame-ancestors...), from helmet's own rules.
// @fastify/helmet built a new helmet middleware on every request (5 % of the CPU of a cached
// canvas read, issue 14); the headers never vary per request here (no CSP nonces), so helmet
// runs once at start against a recording response and each answer gets the recorded headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, computed once. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

const securityHeaders: FastifyPluginAsync<{ helmet: HelmetOptions }> = async (app, opts) => {
  const headers = helmetHeaders(opts.helmet);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
};
export default fp(securityHeaders, { name: 'security-headers' });
