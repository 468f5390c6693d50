// CSRF: a state-changing request must carry the spec's
// X-Requested-With marker, a JSON body when it has one, and no foreign Origin.
// Decided on the route the router matched, never on the raw URL: `/%61pi/...` reaches the
// same handler as `/api/...`, so a check on the raw text would let it through. Every
// mutating method is checked, wherever it goes, except the exempt routes.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../env.ts';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Route patterns (as registered), not URLs. Stripe signs its webhooks instead; the traffic
 * snippet posts from the client's own pages, which no cookie of ours reaches (it changes no
 * account, and its site key and allowed domains are checked in domain/tracking/collect.ts).
 */
const EXEMPT = new Set(['/api/webhooks/stripe', '/api/collect']);

/** PUBLIC_URL's origin (read per request: tests set it after listen). */
export const publicOrigin = (publicUrl: string) => new URL(publicUrl).origin;

/** A host a rebinding page cannot claim: DNS rebinding needs a name, and `localhost` never resolves elsewhere in a browser. */
function addressLiteral(hostname: string): boolean {
  const h = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return h === 'localhost' || isIP(h) !== 0;
}

/** The origin of the address the request was sent to, or null when the Host is not a URL host. */
function ownOrigin(req: FastifyRequest): URL | null {
  try {
    return new URL(`${req.protocol}://${req.host}`);
  } catch {
    return null;
  }
}

/**
 * May a page of `origin` act here (write, open the live socket)? PUBLIC_URL's origin always.
 * Without PUBLIC_URL the console prints the loopback and LAN addresses too, so a page opened at
 * one of them is our own: its Origin equals the address the request came to (the Host, or the
 * forwarded host only when TRUST_PROXY believes the proxy) and that address is `localhost` or an
 * IP literal (docs/decisions/020-limits-and-origins.md).
 */
export function originAllowed(origin: string, req: FastifyRequest, config: Pick<Config, 'publicUrl' | 'publicUrlGiven'>): boolean {
  if (origin === publicOrigin(config.publicUrl)) return true;
  if (config.publicUrlGiven) return false;
  const own = ownOrigin(req);
  return own !== null && own.origin === origin && addressLiteral(own.hostname);
}

/** The refusal of a foreign page, naming the address that works. */
export const foreignOrigin = (publicUrl: string) => new AppError('CSRF', `Requisição recusada por segurança. Abra o Funil em ${publicOrigin(publicUrl)}.`);

export default fp(async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    if (EXEMPT.has(req.routeOptions.url ?? '')) return;
    if (req.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF');
    const origin = req.headers.origin;
    const { config } = app.deps;
    if (origin && !originAllowed(origin, req, config)) throw foreignOrigin(config.publicUrl);
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !String(req.headers['content-type'] ?? '').startsWith('application/json')) throw new AppError('CSRF');
  });
});
