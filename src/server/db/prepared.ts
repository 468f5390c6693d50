// Hot reads built once (issue 14, decision 017): a query of a fixed shape is built by Drizzle
// once per database handle and kept with its values as placeholders, so that a request only
// binds values; a transaction is another handle and gets its own. On PostgreSQL a statement
// given a name is also parsed and planned once per connection. Only statements whose best plan
// does not depend on the values get a name: PostgreSQL then keeps one plan for all of them.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A builder of queries of one kind by shape, memoized per database handle and shape key. */
export function perDb<S, Q>(keyOf: (shape: S) => string, build: (db: Db, shape: S) => Q): (db: Db, shape: S) => Q {
  const built = new WeakMap<Db, Map<string, Q>>();
  return (db, shape) => {
    const byKey = built.get(db) ?? new Map<string, Q>();
    built.set(db, byKey);
    const key = keyOf(shape);
    const q = byKey.get(key) ?? build(db, shape);
    byKey.set(key, q);
    return q;
  };
}

/**
 * The name to prepare a statement under: a name for a plan kept per connection, or '' for the
 * unnamed statement (parsed and planned with its values on every call).
 */
export const statementName = (name: string, keepPlan: boolean) => (keepPlan ? name : '');

/**
 * A number written into the statement instead of sent as a value (Drizzle sends a LIMIT as one):
 * PostgreSQL plans LIMIT $n for a tenth of the rows, and would then plan a named statement again
 * on every call.
 */
export const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
