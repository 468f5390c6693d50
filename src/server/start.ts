// Opens everything the app needs from a config; used by server.ts and by the e2e tests.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DemoLogins } from './console/start-lines.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DEMO, seedDemoIfEmpty } from './db/seed/demo.ts';
import { DEMO_CLIENT, seedDemoTour } from './db/seed/demo-tour.ts';
import type { Config } from './env.ts';
import { JOBS, systemCtx } from './jobs/index.ts';
import { DEFAULT_JOB_INTERVAL_MS, type Scheduler, startScheduler } from './jobs/scheduler.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

export interface Running {
  app: FastifyInstance;
  database: Database;
  /** The logins of the demo created by this start (none when it already existed). */
  demo?: DemoLogins;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  /** jobIntervalMs: how often the scheduled jobs run (reminders; default every minute, 0 = never). */
  opts: { memoryDb?: boolean; mailer?: Mailer; logger?: boolean | object; quiet?: boolean; jobIntervalMs?: number; sessionCacheMs?: number } = {},
): Promise<Running> {
  // The app's modules load while the database folder is copied and opened (decision 010: start to
  // healthy): the bundle (scripts/server-bundle.mjs) keeps app.ts and what only it needs in a
  // chunk of their own.
  const appModule = import('./app.ts');
  appModule.catch(() => {}); // a failure is thrown where it is awaited
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: opts.memoryDb ? undefined : config.dataDir });
  const say = (m: string) => (opts.quiet ? undefined : console.log(m));
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), log: say });
  let app: FastifyInstance;
  let demo: DemoLogins | undefined;
  // The demo agency is created while the app is built (its password hash runs on libuv's
  // threads while this one loads the app), and is there before the server listens: the first
  // login works as soon as /healthz answers.
  const seeding = config.demo && database.kind === 'pglite' ? seedDemoIfEmpty(database.db) : Promise.resolve(false);
  seeding.catch(() => {}); // its failure is thrown below, not reported as unhandled meanwhile
  try {
    const { buildApp } = await appModule;
    app = await buildApp({ config, database, mailer }, { logger: opts.logger, sessionCacheMs: opts.sessionCacheMs });
    if (await seeding) {
      demo = { agency: { email: DEMO.email, password: DEMO.password } };
      // The sample client and funnel are a convenience: a start never fails for them.
      try {
        await seedDemoTour(app);
        demo.client = { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password };
      } catch (e) {
        console.error(`Não foi possível montar o funil de exemplo da agência demo: ${(e as Error).message}`);
      }
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await seeding.catch(() => {}); // nothing may still be writing when the database closes
    await database.close();
    throw e;
  }
  const jobIntervalMs = opts.jobIntervalMs ?? config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS;
  const scheduler: Scheduler | undefined =
    jobIntervalMs > 0
      ? startScheduler({
          database,
          jobs: JOBS,
          intervalMs: jobIntervalMs,
          ctx: systemCtx(database.db, { mailer, publicUrl: config.publicUrl, log: app.log, clock: systemClock }, config.trackingRetentionDays),
        })
      : undefined;
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    demo,
    url: `http://localhost:${port}`,
    stop() {
      stopping ??= (async () => {
        await scheduler?.stop(); // lets a round under way finish before the database closes
        await app.close(); // closes sockets; onClose hooks flush live documents
        await database.close();
      })();
      return stopping;
    },
  };
}
