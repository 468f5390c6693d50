// The whole app, without listen: server.ts starts it, tests build it per file.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { createCollab } from './collab/collab.ts';
import collabRoute from './collab/plugin.ts';
import { linkRedis } from './collab/redis-link.ts';
import type { Database, Db } from './db/client.ts';
import { seedTemplates } from './db/seed/templates.ts';
import { createSessionCache } from './domain/auth/session-cache.ts';
import type { CanvasDocs } from './domain/canvases/canvas-docs.ts';
import { type Config, trustProxyOption } from './env.ts';
import type { Clock } from './lib/clock.ts';
import { isApiPath } from './lib/routed-path.ts';
import type { Mailer } from './mail/mailer.ts';
import apiDocs from './plugins/api-docs.ts';
import csrf from './plugins/csrf.ts';
import errorHandler, { clientErrorHandler, frameworkError } from './plugins/error-handler.ts';
import jsonBody from './plugins/json-body.ts';
import rateLimits from './plugins/rate-limit.ts';
import securityHeaders, { connectSources } from './plugins/security-headers.ts';
import { memoSerializerCompiler } from './plugins/serializer.ts';
import session from './plugins/session.ts';
import spa from './plugins/spa.ts';
import textGuard from './plugins/text-guard.ts';
import api from './routes/api/index.ts';
import trackerScript from './routes/tracker-script.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Live canvas documents (D19): REST reads and writes content through it. */
  canvasDocs: CanvasDocs;
  /** Defaults to the system clock; tests pass one they move. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: { method: string; url: string }[];
  }
}

export const BODY_LIMIT = 5 * 1024 * 1024;
export const CLIENT_DIST = join(fileURLToPath(new URL('.', import.meta.url)), '../../dist/client');
/** The traffic snippet, served as written (the same two levels up from src/server and dist/server). */
export const TRACKER_SCRIPT = join(fileURLToPath(new URL('.', import.meta.url)), '../../src/tracker/t.js');

export async function buildApp(
  deps: Omit<AppDeps, 'db' | 'canvasDocs'>,
  /** sessionCacheMs: how long a session lookup is reused (session-cache.ts; default 0, off). */
  opts: { logger?: boolean | object; clientDist?: string; sessionCacheMs?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs leave through an asynchronous destination: a line is queued and written off
    // the request path (decision 010: synchronous writes took 13 % of the CPU). pino flushes what is
    // queued when the process exits (SIGTERM included, server.ts). docs/decisions/010.
    logger: opts.logger ?? { level: deps.config.logLevel, stream: pino.destination({ dest: 1, sync: false }) },
    bodyLimit: BODY_LIMIT,
    // Off unless TRUST_PROXY says which proxies to believe: otherwise any client could pick its
    // address (voiding per-address limits) with X-Forwarded-For.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    requestIdHeader: 'x-request-id',
    frameworkErrors: frameworkError,
    clientErrorHandler,
    // Every route validates with zod and serialises with our compiler (below). Named here, the
    // factories keep Fastify from loading Ajv and fast-json-stringify at start for nothing (about
    // a tenth of a second of a fresh start, decision 010).
    // (Fastify's types name only Ajv-shaped factories.)
    schemaController: { compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => memoSerializerCompiler } as never },
  });
  const sessions = createSessionCache(opts.sessionCacheMs ?? 0);
  // Another instance announced a change of access (logout, access switched off...): forget the
  // sessions looked up here too.
  const redis = await linkRedis(deps.config.redisUrl);
  const collab = createCollab({ db: deps.database.db, redis, log: app.log, onRemoteRecheck: sessions.clear });
  app.decorate('deps', { ...deps, db: deps.database.db, canvasDocs: collab.docs });
  // Read by the generated security tests (route fuzz, authorization matrix).
  app.decorate('routeTable', [] as { method: string; url: string }[]);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) app.routeTable.push({ method, url: r.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);

  await app.register(errorHandler);
  await app.register(jsonBody); // every JSON body: nesting and prototype keys refused before any route (decision 006)
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: connectSources(deps.config),
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
    },
  });
  await app.register(cookie);
  await app.register(rateLimits, { redis }); // shared through Redis when REDIS_URL is set
  // ws defaults to 100 MB frames; a canvas document is far smaller (content limits in canvas/content.ts).
  await app.register(websocket, { options: { maxPayload: 16 * 1024 * 1024 } });
  await app.register(collabRoute, { collab }); // GET /collab (D21)
  await app.register(csrf);
  await app.register(session, { db: deps.database.db, secure: deps.config.secureCookies, cache: sessions });
  await app.register(textGuard); // decision 006: NUL / lone surrogates answer 400 on every /api route

  // Every API answer is fresh (docs/product.md: no-cache).
  // Whatever spelling of /api reached it: the routed path, never the raw URL (lib/routed-path.ts).
  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req)) reply.header('cache-control', 'no-store');
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
    } catch {
      // Database unreachable: not healthy, but the process stays up and recovers by itself.
      return reply.code(503).send({ ok: false, db: deps.database.kind });
    }
    return reply.send({ ok: true, db: deps.database.kind });
  });
  await seedTemplates(deps.database.db); // idempotent (D5 templates as data)
  await app.register(apiDocs); // GET /api/openapi.json and /api/docs; before the routes it documents
  await app.register(api, { prefix: '/api' });
  await app.register(trackerScript, { file: TRACKER_SCRIPT }); // GET /t.js
  await app.register(spa, { root: opts.clientDist ?? CLIENT_DIST });
  return app;
}
