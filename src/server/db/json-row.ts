// Rows read as JSON (issue 14, decision 018): PostgreSQL builds a page as one JSON value,
// node-postgres parses it with one JSON.parse, and Drizzle maps one column of one row instead of
// every column of every row (its mapping and node-postgres' parsing per column were a fifth of
// the funnel list's CPU). Only for hot reads whose fields are plain values.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A row as a JSON array of the fields' values in their order (json_build_array: PostgreSQL spent
 * as much on each key of a json_build_object as on its value), and the reader that names them again.
 */
export function jsonTuple<T>(fields: { [K in keyof T]: AnyColumn | SQL }) {
  const keys = Object.keys(fields) as (keyof T)[];
  return {
    sql: sql<unknown[]>`json_build_array(${sql.join(Object.values(fields as Record<string, AnyColumn | SQL>), sql`, `)})`,
    /** The fields by name, in their order (the answer's order when they are an answer's). */
    read(values: unknown[]): T {
      const o = {} as T;
      for (let i = 0; i < keys.length; i++) o[keys[i]] = values[i] as T[keyof T];
      return o;
    },
  };
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
export function jsonRows(page: { row: SQL.Aliased; k1: SQL.Aliased; k2: SQL.Aliased }, dir: 'asc' | 'desc'): SQL<unknown[][]> {
  const d = sql.raw(dir);
  return sql<unknown[][]>`coalesce(json_agg(${page.row} order by ${page.k1} ${d}, ${page.k2} ${d}), '[]'::json)`;
}
