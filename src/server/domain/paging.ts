// Keyset paging (decision 010, decision 009). A cursor names the last row served by its sort key, so
// a page never repeats or skips a row when others are inserted meanwhile (an offset would).
// It is opaque to callers: base64url of a small JSON array, checked field by field on the way in.
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isCalendarDate } from '#shared/due-date.ts';
import { isId } from '#shared/schemas/common.ts';
import { badParam } from '#shared/schemas/paging.ts';
import { containsPattern } from '#shared/search.ts';
import { AppError } from '../errors.ts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a cursor field holds; each kind is validated so that no cursor reaches SQL malformed. */
export type KeyKind = 'timestamp' | 'day' | 'id';

const valid: Record<KeyKind, (v: unknown) => boolean> = {
  // Microseconds, as PostgreSQL keeps them: a JS Date (milliseconds) would skip rows inside one ms.
  // The day part passes the due dates' rule (a day PostgreSQL can hold: no year 0000, which
  // JavaScript takes and the cast refuses with a 500), the time part a real time of that day.
  timestamp: (v) => typeof v === 'string' && TIMESTAMP.test(v) && isCalendarDate(v.slice(0, 10)) && sameCalendar(`${v.slice(0, 23)}Z`),
  day: (v) => typeof v === 'string' && DAY.test(v) && isCalendarDate(v),
  id: (v) => typeof v === 'string' && isId(v),
};

/** 2026-02-30 parses as 2026-03-02: only a date that prints back the same is one. */
function sameCalendar(iso: string): boolean {
  const d = new Date(iso);
  return !Number.isNaN(d.getTime()) && d.toISOString() === iso;
}

/** The key columns of a row as text; timestamps at full precision, in UTC. */
export function keyText(col: PgColumn | SQL, kind: KeyKind): SQL<string> {
  if (kind === 'timestamp') return sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql<string>`${col}::text`;
}

export function encodeCursor(order: string, values: string[]): string {
  return Buffer.from(JSON.stringify([order, ...values])).toString('base64url');
}

/** The key values of a cursor made for this order and these kinds; 400 for anything else. */
export function decodeCursor(cursor: string | undefined, order: string, kinds: KeyKind[]): string[] | null {
  if (cursor === undefined) return null;
  const refuse = () => new AppError('VALIDATION', badParam('cursor'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length + 1 || parsed[0] !== order) throw refuse();
  const values = parsed.slice(1);
  if (!values.every((v, i) => valid[kinds[i]](v))) throw refuse();
  return values as string[];
}

/** The search condition on folded columns (funil_fold in the migration), or undefined for none. */
export function foldedContains(q: string | undefined): SQL | undefined {
  const needle = searchPattern(q);
  return needle ? foldedPattern(needle) : undefined;
}

/** The LIKE pattern of a search, or undefined for none (a prepared query passes it as a parameter). */
export function searchPattern(q: string | undefined): string | undefined {
  const needle = q?.trim();
  return needle ? containsPattern(needle) : undefined;
}

/** A LIKE pattern folded as the searched columns are. */
export const foldedPattern = (pattern: string | Placeholder): SQL => sql`funil_fold(${pattern})`;

/** Row comparison for "after the cursor" in a descending or ascending order of (key, id). */
export function afterKey(cols: [PgColumn | SQL, PgColumn | SQL], values: (string | Placeholder)[], kinds: [KeyKind, KeyKind], dir: 'asc' | 'desc'): SQL {
  const cast = (v: string | Placeholder, k: KeyKind) => (k === 'timestamp' ? sql`${v}::timestamptz` : k === 'day' ? sql`${v}::date` : sql`${v}::uuid`);
  const op = dir === 'desc' ? sql`<` : sql`>`;
  return sql`(${cols[0]}, ${cols[1]}) ${op} (${cast(values[0], kinds[0])}, ${cast(values[1], kinds[1])})`;
}

/** Splits the limit+1 rows read into the page and whether another page follows. */
export function takePage<T>(rows: T[], limit: number): { page: T[]; more: boolean } {
  return { page: rows.slice(0, limit), more: rows.length > limit };
}
