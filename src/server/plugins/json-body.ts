// The one JSON body parser (docs/decisions/006): Fastify's own parse, then the shape every body
// must have (#shared/json-shape.ts), before any hook or handler reads it. Here rather than in
// each route's schema because the schemas themselves, the text guard and the three-way merge all
// walk the body recursively: a body 9,000 levels deep overflowed them (500) before a schema said
// no. JSON.parse itself is iterative in V8, and so is the shape check.
// Fastify's prototype-poisoning checks are off ('ignore'): the shape check refuses the same keys
// (and "constructor" alone, which Fastify lets through) with our pt-BR message.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonShapeFault, SHAPE_MESSAGE } from '#shared/json-shape.ts';
import { AppError } from '../errors.ts';

export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  // parseAs 'string': the body arrives as text (the type names Buffer too, for other modes).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      const fault = jsonShapeFault(value);
      if (fault) return done(new AppError('VALIDATION', SHAPE_MESSAGE[fault]), undefined);
      done(null, value);
    });
  });
});
