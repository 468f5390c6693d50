// Security headers on every answer (CSP, nosniff, frame-ancestors...), from helmet's own rules.
// @fastify/helmet built a new helmet middleware on every request (5 % of the CPU of a cached
// canvas read, decision 010); the headers never vary per request here (no CSP nonces), so helmet
// runs once at start against a recording response and each answer gets the recorded headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../env.ts';

/**
 * Where a page's scripts may connect: the app's own origin (REST and the live socket) and
 * Stripe, never a socket on any host (`ws:`/`wss:` alone would let an injected script talk to
 * anyone). CSP Level 3 'self' covers ws/wss of the page's own host (Chromium 71+, Safari 16+,
 * Firefox), which is what serves an app opened at localhost, 127.0.0.1 or the LAN address when
 * PUBLIC_URL is unset; with PUBLIC_URL set its socket origin is named too, for older browsers
 * (docs/decisions/020-limits-and-origins.md).
 */
export function connectSources(config: Pick<Config, 'publicUrl' | 'publicUrlGiven'>): string[] {
  const own = ["'self'"];
  if (config.publicUrlGiven) {
    const url = new URL(config.publicUrl);
    own.push(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  }
  return [...own, 'https://api.stripe.com'];
}

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
