// Reads by id that arrive in the same turn of the event loop share one statement (decision 010).
// Under load most of the cost of a one-row read is the round trip itself: writing the query to
// PostgreSQL wakes its process, and reading the answer wakes this one. A funnel opened by fifty
// people at once, or fifty funnels opened at once, cost fifty round trips; coalesced, a few. Each
// read is still made after its request arrived (nothing is cached): it sees every write answered
// before it. Pool handles only: a transaction's reads stay in the transaction (Tx is not a Db).
import type { Db } from './client.ts';

interface Waiter<R> {
  resolve(row: R | undefined): void;
  reject(e: unknown): void;
}

/**
 * `read(db, scope, id)`: the row of `id` in `scope` (an agency), or undefined. `run` reads the
 * rows of several ids of one scope in one statement; `idOf` names a row's id.
 */
export function coalesced<R>(run: (db: Db, scope: string, ids: string[]) => Promise<R[]>, idOf: (row: R) => string) {
  const queued = new WeakMap<Db, Map<string, Map<string, Waiter<R>[]>>>();
  const flush = (db: Db) => {
    const scopes = queued.get(db);
    queued.delete(db);
    for (const [scope, byId] of scopes ?? []) {
      run(db, scope, [...byId.keys()]).then(
        (rows) => {
          const found = new Map(rows.map((r) => [idOf(r), r]));
          for (const [id, waiters] of byId) for (const w of waiters) w.resolve(found.get(id));
        },
        (e) => {
          for (const waiters of byId.values()) for (const w of waiters) w.reject(e);
        },
      );
    }
  };
  return (db: Db, scope: string, id: string): Promise<R | undefined> =>
    new Promise((resolve, reject) => {
      let scopes = queued.get(db);
      if (!scopes) {
        scopes = new Map();
        queued.set(db, scopes);
        // After this turn's I/O callbacks and their promise jobs: every read they asked for is queued.
        setImmediate(flush, db);
      }
      let byId = scopes.get(scope);
      if (!byId) {
        byId = new Map();
        scopes.set(scope, byId);
      }
      const waiters = byId.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else byId.set(id, [{ resolve, reject }]);
    });
}

/**
 * The same read asked for more than once in one turn of the event loop (one agency's list page
 * with the same filters, say) runs once, and every request that asked for it gets its answer.
 * As with `coalesced`, the read starts after the turn, so every request it answers arrived before
 * it was sent, and a request of a later turn runs a read of its own. `key` must name everything
 * the answer depends on (the agency included).
 */
export function sharedInTurn<T>() {
  const queued = new WeakMap<Db, Map<string, { run: () => Promise<T>; waiters: Waiter<T>[] }>>();
  const flush = (db: Db) => {
    const reads = queued.get(db);
    queued.delete(db);
    for (const { run, waiters } of reads?.values() ?? [])
      run().then(
        (answer) => {
          for (const w of waiters) w.resolve(answer);
        },
        (e) => {
          for (const w of waiters) w.reject(e);
        },
      );
  };
  return (db: Db, key: string, run: () => Promise<T>): Promise<T> =>
    new Promise<T | undefined>((resolve, reject) => {
      let reads = queued.get(db);
      if (!reads) {
        reads = new Map();
        queued.set(db, reads);
        setImmediate(flush, db);
      }
      const read = reads.get(key);
      if (read) read.waiters.push({ resolve, reject });
      else reads.set(key, { run, waiters: [{ resolve, reject }] });
    }) as Promise<T>;
}
