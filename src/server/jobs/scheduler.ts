// Runs the jobs (index.ts) every minute inside the server. When several instances share one
// PostgreSQL, only the one holding the advisory lock runs them; the others skip that round.
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import type { Job, JobCtx } from './index.ts';

/** pg advisory lock key of the job round ("funil jobs"): one value shared by every instance. */
export const JOBS_LOCK_KEY = 7_246_331_902_114_001n;
export const DEFAULT_JOB_INTERVAL_MS = 60_000;

export type RoundResult = 'ran' | 'busy' | 'failed';

export interface Scheduler {
  /** One round now: 'busy' when another instance (or round) holds the lock. */
  runOnce(): Promise<RoundResult>;
  /** No new round; waits for the one under way, so the database is not closed under it. */
  stop(): Promise<void>;
}

// PGlite is embedded: one process owns its folder (db/client.ts lock file), so a flag in this
// process is the whole lock, and holding a transaction open there would block every query.
const pgliteBusy = new WeakSet<object>();

/**
 * Runs `fn` while holding the round's lock, or answers false at once when someone holds it.
 * PostgreSQL: a transaction-level advisory lock on one dedicated connection; the jobs use the
 * pool's other connections (so each claim and send commits on its own), and COMMIT, a
 * ROLLBACK or the connection dropping always releases the lock: no instance can leave it held.
 */
async function withRoundLock(database: Database, fn: () => Promise<void>): Promise<boolean> {
  if (database.kind === 'pglite') {
    if (pgliteBusy.has(database.db)) return false;
    pgliteBusy.add(database.db);
    try {
      await fn();
    } finally {
      pgliteBusy.delete(database.db);
    }
    return true;
  }
  const client = await (database.db.$client as pg.Pool).connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [JOBS_LOCK_KEY.toString()]);
    if (!rows[0]?.locked) {
      await client.query('rollback');
      return false;
    }
    try {
      await fn();
    } finally {
      await client.query('commit');
    }
    return true;
  } catch (e) {
    broken = e as Error;
    throw e;
  } finally {
    // A connection that failed is destroyed, not reused with a transaction half open.
    client.release(broken);
  }
}

export function createScheduler(opts: { database: Database; ctx: JobCtx; jobs: readonly Job[] }): Scheduler & { start(intervalMs: number): void } {
  const { database, ctx, jobs } = opts;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<RoundResult> | undefined;
  let stopped = false;

  async function round(): Promise<RoundResult> {
    try {
      const ran = await withRoundLock(database, async () => {
        for (const job of jobs) {
          try {
            await job.run(ctx);
          } catch (err) {
            ctx.log.error({ err, job: job.name }, 'tarefa agendada falhou');
          }
        }
      });
      return ran ? 'ran' : 'busy';
    } catch (err) {
      // Database unreachable (or the lock's connection lost): logged, the next round retries.
      ctx.log.error({ err }, 'tarefas agendadas: banco indisponível');
      return 'failed';
    }
  }

  const runOnce = () => {
    const p = round();
    current = p;
    return p.finally(() => {
      if (current === p) current = undefined;
    });
  };

  return {
    runOnce,
    start(intervalMs) {
      const next = () => {
        if (stopped) return;
        // A timeout after each round (not setInterval): a slow round never overlaps the next.
        timer = setTimeout(() => void runOnce().finally(next), intervalMs);
        timer.unref();
      };
      next();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** Started by start.ts after the server listens; `stop()` before the database closes. */
export function startScheduler(opts: { database: Database; ctx: JobCtx; jobs: readonly Job[]; intervalMs?: number }): Scheduler {
  const s = createScheduler(opts);
  s.start(opts.intervalMs ?? DEFAULT_JOB_INTERVAL_MS);
  return s;
}
