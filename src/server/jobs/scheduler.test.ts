// The job scheduler: one round at a time across instances (advisory lock on PostgreSQL, run
// with TEST_DB=postgres; the in-process lock on PGlite), failures logged, never thrown.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAgency } from '../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../tests/helpers/canvas-fixtures.ts';
import { createTestDatabase } from '../../../tests/helpers/db.ts';
import { seedClientAccess } from '../../../tests/helpers/portal-seed.ts';
import { todayInZone } from '../../shared/due-date.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { startServer } from '../start.ts';
import { type Job, type JobCtx, systemCtx } from './index.ts';
import { createScheduler } from './scheduler.ts';

let database: Database;
/** A second instance's connection to the same database (PGlite: one process, the same one). */
let second: Database;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  const t = await createTestDatabase();
  database = t.database;
  second = t.url ? await openDatabase({ databaseUrl: t.url }) : database;
  if (second !== database) closers.push(() => second.close());
  closers.push(() => database.close());
}, 60_000);
afterAll(async () => {
  for (const c of closers) await c();
}, 60_000);

function memoryLog() {
  const errors: { obj: unknown; msg?: string }[] = [];
  return { errors, warn: () => {}, error: (obj: unknown, msg?: string) => void errors.push({ obj, msg }) };
}
const ctxFor = (db: Database, log = memoryLog()): JobCtx =>
  systemCtx(db.db, { mailer: createMemoryMailer(), publicUrl: 'http://localhost:3000', log, clock: systemClock });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that counts the rounds it starts and ends, each taking `ms`. */
function countingJob(name: string, ms: number) {
  const count = { runs: 0, finished: 0 };
  const job: Job = {
    name,
    run: async () => {
      count.runs += 1;
      await sleep(ms);
      count.finished += 1;
    },
  };
  return { job, count };
}

describe('scheduler', () => {
  it('two schedulers at once: one runs the round, the other skips it; the lock is free afterwards', async () => {
    const entered = deferred();
    const release = deferred();
    let runs = 0;
    const job: Job = {
      name: 'lenta',
      run: async () => {
        runs += 1;
        entered.resolve();
        await release.promise;
      },
    };
    const a = createScheduler({ database, ctx: ctxFor(database), jobs: [job] });
    const b = createScheduler({ database: second, ctx: ctxFor(second), jobs: [job] });
    const first = a.runOnce();
    await entered.promise;
    expect(await b.runOnce()).toBe('busy');
    release.resolve();
    expect(await first).toBe('ran');
    expect(runs).toBe(1);
    // Released at the end of the round: the other instance gets the next one.
    expect(await b.runOnce()).toBe('ran');
    expect(runs).toBe(2);
  });

  it('started at the same instant, exactly one of two instances runs', async () => {
    const { job, count } = countingJob('contada', 100);
    const a = createScheduler({ database, ctx: ctxFor(database), jobs: [job] });
    const b = createScheduler({ database: second, ctx: ctxFor(second), jobs: [job] });
    const results = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(results.sort()).toEqual(['busy', 'ran']);
    expect(count.runs).toBe(1);
  });

  it('a failing job is logged and the jobs after it still run', async () => {
    const log = memoryLog();
    const order: string[] = [];
    const jobs: Job[] = [
      {
        name: 'quebrada',
        run: async () => {
          order.push('quebrada');
          throw new Error('falhou');
        },
      },
      { name: 'seguinte', run: async () => void order.push('seguinte') },
    ];
    const s = createScheduler({ database, ctx: ctxFor(database, log), jobs });
    expect(await s.runOnce()).toBe('ran');
    expect(order).toEqual(['quebrada', 'seguinte']);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0].obj).toMatchObject({ job: 'quebrada' });
  });

  it('runs every interval until stopped; stop waits for the round under way', async () => {
    const { job, count } = countingJob('periodica', 30);
    const s = createScheduler({ database, ctx: ctxFor(database), jobs: [job] });
    s.start(10);
    while (count.runs < 3) await sleep(5);
    await s.stop();
    expect(count.finished).toBe(count.runs);
    const after = count.runs;
    await sleep(80);
    expect(count.runs).toBe(after);
  });

  it('a database it cannot reach is logged, not thrown', async () => {
    const t = await createTestDatabase();
    await t.database.close();
    const log = memoryLog();
    const job: Job = { name: 'consulta', run: async (d) => void (await d.db.execute('select 1')) };
    const s = createScheduler({ database: t.database, ctx: ctxFor(t.database, log), jobs: [job] });
    expect(['ran', 'failed']).toContain(await s.runOnce());
    expect(log.errors.length).toBeGreaterThan(0);
  });
});

describe('startServer runs the jobs', () => {
  it('sends a due reminder on its own and stops cleanly', async () => {
    const mailer = createMemoryMailer();
    const config = loadConfig({ NO_DEMO: '1' } as NodeJS.ProcessEnv, {
      dataDir: mkdtempSync(join(tmpdir(), 'funil-jobs-')),
      appSecret: 'test-secret-test-secret-test-secret-00',
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
    });
    const running = await startServer(config, { memoryDb: true, mailer, quiet: true, logger: false, jobIntervalMs: 20 });
    try {
      const a = await seedAgency(running.database.db);
      const access = await seedClientAccess(running.database.db, a.agency.id);
      const canvas = await seedCanvas(running.database.db, {
        agencyId: a.agency.id,
        clientId: access.clientId,
        userId: a.owner.id,
        title: 'Funil do agendador',
        status: 'published',
        version: 1,
        dueDate: todayInZone(new Date()),
      });
      // A limit, not a timing: rounds run every 20 ms, a loaded machine may be slow to reach one.
      for (const until = Date.now() + 20_000; Date.now() < until && !mailer.sent.some((m) => m.to === access.email); ) await sleep(20);
      const mine = mailer.sent.filter((m) => m.to === access.email);
      expect(mine.map((m) => m.subject)).toEqual(['Hoje é o prazo para revisar o funil "Funil do agendador"']);
      expect(mine[0].text).toContain(`http://localhost:3000/client-canvas/${canvas.id}`);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
