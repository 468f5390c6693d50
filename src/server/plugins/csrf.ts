// CSRF (DESIGN "Security model"): a state-changing request must carry the spec's
// X-Requested-With marker, a JSON body when it has one, and no foreign Origin.
// Decided on the route the router matched, never on the raw URL: `/%61pi/...` reaches the
// same handler as `/api/...`, so a check on the raw text would let it through. Every
// mutating method is checked, wherever it goes, except the exempt routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Route patterns (as registered), not URLs. Stripe signs its webhooks instead. */
const EXEMPT = new Set(['/api/webhooks/stripe']);

/** The only origin allowed to write: PUBLIC_URL's (read per request: tests set it after listen). */
export const publicOrigin = (publicUrl: string) => new URL(publicUrl).origin;

export default fp(async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    if (EXEMPT.has(req.routeOptions.url ?? '')) return;
    if (req.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF');
    const origin = req.headers.origin;
    if (origin && origin !== publicOrigin(app.deps.config.publicUrl)) throw new AppError('CSRF');
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !String(req.headers['content-type'] ?? '').startsWith('application/json')) throw new AppError('CSRF');
  });
});
