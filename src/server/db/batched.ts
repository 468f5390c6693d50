// Writes of one key that arrive while the previous one of that key runs go together as the next
// statement (docs/decisions/010-fast-reads.md, "Reviewer reads"). Opening a funnel counts a view:
// an UPDATE of its row, which its statement-level counts trigger follows, and which queues behind
// the row's lock when many open it at once; in one statement, n opens cost one write. Each call
// is still written after it arrived, and answered only once its write is committed.
import type { Db } from './client.ts';

interface Waiter<I, R> {
  input: I;
  resolve(r: R): void;
  reject(e: unknown): void;
}

/** `run(db, inputs)` writes the calls of one key at once; every caller gets its answer. */
export function batchedByKey<I, R>(run: (db: Db, inputs: I[]) => Promise<R>) {
  const keys = new WeakMap<Db, Map<string, Waiter<I, R>[]>>();
  async function drain(db: Db, key: string, queue: Waiter<I, R>[]) {
    // After this turn's I/O callbacks and their promise jobs: the calls they made join the first batch.
    await new Promise((r) => setImmediate(r));
    while (queue.length) {
      const batch = queue.splice(0);
      try {
        const r = await run(
          db,
          batch.map((w) => w.input),
        );
        for (const w of batch) w.resolve(r);
      } catch (e) {
        for (const w of batch) w.reject(e);
      }
    }
    keys.get(db)?.delete(key);
  }
  return (db: Db, key: string, input: I): Promise<R> =>
    new Promise((resolve, reject) => {
      let byKey = keys.get(db);
      if (!byKey) {
        byKey = new Map();
        keys.set(db, byKey);
      }
      const queue = byKey.get(key);
      if (queue) queue.push({ input, resolve, reject });
      else {
        const q = [{ input, resolve, reject }];
        byKey.set(key, q);
        void drain(db, key, q);
      }
    });
}
