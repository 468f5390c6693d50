// Rows as PostgreSQL wrote them (decision 010, decision 018): each value the text the database sent,
// unparsed, or null. For an answer written straight from its rows (the funnel list): no JSON
// built in the database (json_build_array and json_agg were a third to a half of its
// PostgreSQL time), no JSON.parse of it and no Drizzle mapping on the server. Both drivers:
// node-postgres and PGlite.
import type { PGlite } from '@electric-sql/pglite';
import { type AnyColumn, fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client.ts';

export type RawRow = (string | null)[];

const asText = (value: string) => value;
/** node-postgres: every type as its text. */
const PG_TYPES = { getTypeParser: () => asText };
/** PGlite parses by type oid and leaves the types it has no parser for as text: these are the ones it parses. */
const PGLITE_PARSERS = Object.fromEntries([16, 17, 20, 21, 23, 26, 114, 700, 701, 1082, 1114, 1184, 1186, 1700, 3802].map((oid) => [oid, asText]));

/**
 * A Drizzle query run with its placeholders' values, its rows as arrays in the select's order.
 * `name`: the statement's name, so that PostgreSQL plans it once per connection ('' for unnamed).
 * Times come as PostgreSQL writes them with the ISO DateStyle, which the app's Drizzle mapping
 * assumes too (node-postgres and PGlite leave it as the server's default, ISO).
 */
export function rawStatement(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }, name: string) {
  const { sql: text, params } = query.toSQL();
  const client = db.$client as unknown as pg.Pool | PGlite;
  if ('waitReady' in client) {
    return async (values: Record<string, unknown>): Promise<RawRow[]> =>
      (await client.query<RawRow>(text, fillPlaceholders(params, values), { rowMode: 'array', parsers: PGLITE_PARSERS })).rows;
  }
  return async (values: Record<string, unknown>): Promise<RawRow[]> =>
    (await client.query<RawRow>({ name: name || undefined, text, values: fillPlaceholders(params, values), rowMode: 'array', types: PG_TYPES })).rows;
}

/** A timestamptz read in UTC (written as 'YYYY-MM-DD HH:MM:SS.ffffff', for utcText). */
export const utcTime = (col: AnyColumn | SQL) => sql<string>`(${col} at time zone 'UTC')`;

const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?$/;

/**
 * A time read with utcTime as ISO 8601 in UTC: `digits` 3 as Date.toISOString() writes it
 * (milliseconds cut, not rounded, as a JS Date does), 6 with PostgreSQL's microseconds (a cursor).
 */
export function utcText(raw: string, digits: 3 | 6): string {
  // The usual case, a time with all six digits of microseconds, without the pattern.
  if (raw.length === 26 && raw[10] === ' ' && raw[19] === '.') return `${raw.slice(0, 10)}T${raw.slice(11, 20 + digits)}Z`;
  const m = UTC_TEXT.exec(raw);
  if (!m) throw new Error(`Data lida fora do formato ISO do PostgreSQL: ${raw}`);
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(6, '0').slice(0, digits)}Z`;
}
