// CSRF (DESIGN "Security model"): a state-changing request must carry the spec's
// X-Requested-With marker, a JSON body when it has one, and no foreign Origin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT = new Set(['/api/webhooks/stripe']); // signed by Stripe instead

export default fp(async function csrf(app: FastifyInstance, opts: { publicUrl: string }) {
  const allowed = new Set([new URL(opts.publicUrl).origin]);
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (EXEMPT.has(req.url.split('?')[0])) return;
    if (req.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF');
    const origin = req.headers.origin;
    if (origin && !allowed.has(origin) && origin !== `${req.protocol}://${req.host}`) throw new AppError('CSRF');
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !String(req.headers['content-type'] ?? '').startsWith('application/json')) throw new AppError('CSRF');
  });
});
