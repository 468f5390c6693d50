// Rows read as JSON (issue 14, decision 017): PostgreSQL builds a page as one JSON value,
// node-postgres parses it with one JSON.parse, and Drizzle maps one column of one row instead of
// every column of every row (its mapping and node-postgres' parsing per column were a fifth of
// the funnel list's CPU). Only for hot reads whose fields are plain values.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** json_build_object of the fields, in their order (the answer's order). Keys are code, never input. */
export function jsonObject<T>(fields: { [K in keyof T]: AnyColumn | SQL }): SQL<T> {
  const pairs = Object.entries(fields as Record<string, AnyColumn | SQL>).map(([k, v]) => sql`${sql.raw(`'${k.replace(/[^A-Za-z0-9_]/g, '')}'`)}, ${v}`);
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A timestamp as Date.toISOString() writes it (UTC, milliseconds cut, not rounded, as a JS Date does). */
export const isoTime = (col: AnyColumn | SQL) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The sort columns of a page's subquery, under names the aggregate can order by (jsonRows). */
export function sortKeys([first, second]: readonly [AnyColumn, AnyColumn]) {
  return { k1: sql`${first}`.as('k1'), k2: sql`${second}`.as('k2') };
}

/**
 * A page's rows as one JSON array, in the page's order: one row and one value for node-postgres
 * to parse, whatever the page size. `page` is a subquery with its rows' JSON as `row` and the
 * sort columns as sortKeys.
 */
export function jsonRows<T>(page: { row: SQL.Aliased; k1: SQL.Aliased; k2: SQL.Aliased }, dir: 'asc' | 'desc'): SQL<T[]> {
  const d = sql.raw(dir);
  return sql<T[]>`coalesce(json_agg(${page.row} order by ${page.k1} ${d}, ${page.k2} ${d}), '[]'::json)`;
}
