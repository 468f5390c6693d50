// A row read as one JSON object (issue 14, decision 017): PostgreSQL builds it, node-postgres
// parses it with JSON.parse, and Drizzle maps one column instead of one per field (its mapping
// was a tenth of the funnel list's CPU). Only for hot reads whose fields are plain values.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** json_build_object of the fields, in their order (the answer's order). Keys are code, never input. */
export function jsonObject<T>(fields: { [K in keyof T]: AnyColumn | SQL }): SQL<T> {
  const pairs = Object.entries(fields as Record<string, AnyColumn | SQL>).map(([k, v]) => sql`${sql.raw(`'${k.replace(/[^A-Za-z0-9_]/g, '')}'`)}, ${v}`);
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A timestamp as Date.toISOString() writes it (UTC, milliseconds cut, not rounded, as a JS Date does). */
export const isoTime = (col: AnyColumn | SQL) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
