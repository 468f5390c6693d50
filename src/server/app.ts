// The whole app, without listen: server.ts starts it, tests build it per file.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { type CanvasDocs, createCollab } from './collab/collab.ts';
import collabRoute from './collab/plugin.ts';
import type { Database, Db } from './db/client.ts';
import { seedTemplates } from './db/seed/templates.ts';
import type { Config } from './env.ts';
import type { Mailer } from './mail/mailer.ts';
import csrf from './plugins/csrf.ts';
import errorHandler from './plugins/error-handler.ts';
import session from './plugins/session.ts';
import spa from './plugins/spa.ts';
import api from './routes/api/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Live canvas documents (D19): REST reads and writes content through it. */
  canvasDocs: CanvasDocs;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export const BODY_LIMIT = 5 * 1024 * 1024;
export const CLIENT_DIST = join(fileURLToPath(new URL('.', import.meta.url)), '../../dist/client');

export async function buildApp(deps: Omit<AppDeps, 'db' | 'canvasDocs'>, opts: { logger?: boolean | object; clientDist?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
  });
  const collab = createCollab({ db: deps.database.db, redisUrl: deps.config.redisUrl, log: app.log });
  app.decorate('deps', { ...deps, db: deps.database.db, canvasDocs: collab.docs });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.secureCookies,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => ({ statusCode: 429, error: 'Muitas requisições. Aguarde um pouco e tente novamente.' }) });
  // ws defaults to 100 MB frames; a canvas document is far smaller (content limits in canvas/content.ts).
  await app.register(websocket, { options: { maxPayload: 16 * 1024 * 1024 } });
  await app.register(collabRoute, { collab, publicUrl: deps.config.publicUrl }); // GET /collab (D21)
  await app.register(csrf, { publicUrl: deps.config.publicUrl });
  await app.register(session, { db: deps.database.db, secure: deps.config.secureCookies });

  // Every API answer is fresh (spec 01 section 7: no-cache).
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  app.get('/healthz', async (_req, reply) => {
    await deps.database.db.execute(sql`select 1`);
    return reply.send({ ok: true, db: deps.database.kind });
  });
  await seedTemplates(deps.database.db); // idempotent (D5 templates as data)
  await app.register(api, { prefix: '/api' });
  await app.register(spa, { root: opts.clientDist ?? CLIENT_DIST });
  return app;
}
