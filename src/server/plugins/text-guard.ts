// One global text check (decision 006) so no route can forget it: fields typed z.record/z.unknown
// (component `data`) escape the per-field zod rule, and PostgreSQL refuses U+0000 (22P05).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BAD_TEXT_MESSAGE, findBadText } from '../../shared/text.ts';
import { AppError } from '../errors.ts';
import { isApiPath, routedPath } from '../lib/routed-path.ts';

// Route patterns, read from the routed path (lib/routed-path.ts): `/%61pi/...` is checked too.
const EXEMPT = new Set(['/api/webhooks/stripe']); // signed raw body, checked by Stripe's signature

export default fp(async function textGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (!isApiPath(req) || EXEMPT.has(routedPath(req))) return;
    if (findBadText(req.params) || findBadText(req.query) || findBadText(req.body)) {
      throw new AppError('VALIDATION', BAD_TEXT_MESSAGE);
    }
  });
});
