// Hot queries built once per database handle (decision 010). drizzle rebuilt the SQL text of each
// call from the query builder (a fifth of the server CPU of a cached canvas read), and a named
// statement lets PostgreSQL parse and plan it once per connection. A transaction is a handle of
// its own, so a statement prepared on the pool is never run inside someone's transaction.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

const byHandle = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` built by `build` on this handle, built on first use. */
export function prepared<Q>(db: Db | Tx, name: string, build: (db: Db) => Q): Q {
  let statements = byHandle.get(db);
  if (!statements) {
    statements = new Map();
    byHandle.set(db, statements);
  }
  let q = statements.get(name) as Q | undefined;
  if (q === undefined) {
    q = build(db as Db);
    statements.set(name, q);
  }
  return q;
}

/**
 * The name to prepare a statement under: a name for a plan kept per connection, or '' for the
 * unnamed statement (parsed and planned with its values on every call: a search, whose best plan
 * depends on its pattern).
 */
export const statementName = (name: string, keepPlan: boolean) => (keepPlan ? name : '');

/**
 * A number written into the statement instead of sent as a value (Drizzle sends a LIMIT as one):
 * PostgreSQL plans LIMIT $n for a tenth of the rows, finds the generic plan dearer than a custom
 * one, and plans a named statement again on every call.
 */
export const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

interface Internals {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  _: { session: { prepareQuery(q: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(v: Record<string, unknown>): Promise<unknown> } } };
}

/**
 * A statement the query builder does not write (a data-modifying CTE, a lateral join), prepared
 * under `name` like the builder's: `build` uses sql.placeholder for every value. Rows come as
 * the driver gives them (both drivers answer { rows }).
 */
export function preparedRaw<T>(db: Db | Tx, name: string, build: () => SQL): { execute(values: Record<string, unknown>): Promise<T[]> } {
  return prepared(db, name, (d) => {
    const internal = d as unknown as Internals;
    const q = internal._.session.prepareQuery(internal.dialect.sqlToQuery(build()), undefined, name, false);
    return { execute: async (values) => ((await q.execute(values)) as { rows: T[] }).rows };
  });
}
