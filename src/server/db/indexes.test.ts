// decision 010 "Indexes and queries": the migrated catalogue, read on PGlite and on PostgreSQL
// (TEST_DB=postgres). A foreign key without an index makes every delete of its parent scan the
// child table; a list order without an index sorts the agency's whole table per page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText } from '#shared/search.ts';
import { createTestDatabase } from '../../../tests/helpers/db.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = (await createTestDatabase()).database;
}, 60_000);
afterAll(() => database?.close());

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as Row[];

/** Column numbers of an int2vector as text ('2 3'); 0 is an expression. */
const nums = (v: unknown) => String(v).trim().split(/\s+/).filter(Boolean).map(Number);

describe('catalogue', () => {
  it('every foreign key has an index whose leading columns are its columns', async () => {
    const fks = await rows(sql`
      select c.conrelid::regclass::text as tbl, c.conname as name, array_to_string(c.conkey, ' ') as cols
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`);
    const idx = await rows(sql`
      select i.indrelid::regclass::text as tbl, i.indkey::text as cols
      from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and i.indisvalid`);
    expect(fks.length).toBeGreaterThan(25);
    const unindexed = fks.filter((fk) => {
      const want = nums(fk.cols).sort((a, b) => a - b);
      return !idx.some((i) => {
        if (i.tbl !== fk.tbl) return false;
        const lead = nums(i.cols).slice(0, want.length);
        return lead.length === want.length && [...lead].sort((a, b) => a - b).every((c, k) => c === want[k]);
      });
    });
    expect(unindexed.map((fk) => `${fk.tbl}.${fk.name}`)).toEqual([]);
  });

  it('the funnel list orders have their indexes', async () => {
    const defs = (await rows(sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`)).map((r) => String(r.indexdef));
    expect(defs.some((d) => /ON public\.canvases USING btree \(agency_id, updated_at, id\)/.test(d))).toBe(true);
    expect(defs.some((d) => /ON public\.canvases USING btree \(client_id, updated_at, id\)/.test(d))).toBe(true);
    expect(defs.some((d) => /ON public\.clients USING btree \(agency_id, created_at, id\)/.test(d))).toBe(true);
  });

  it('uses trigram indexes for search where pg_trgm exists, and none is needed where it does not', async () => {
    const ext = await rows(sql`select 1 from pg_extension where extname = 'pg_trgm'`);
    const trgm = await rows(sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by 1`);
    if (ext.length) expect(trgm.map((r) => r.indexname)).toEqual(['canvas_search_trgm_idx', 'clients_name_search_trgm_idx']);
    else expect(trgm).toEqual([]);
    if (database.kind === 'postgres') expect(ext).toHaveLength(1); // the local server has contrib
  });

  it('funil_fold in the migration is the shared fold table, letter for letter', async () => {
    const sample = `${FOLD_FROM} Lançamento ÁGUA Ñandú plain 123`;
    const [r] = await rows(sql`select funil_fold(${sample}) as f`);
    expect(r.f).toBe(foldText(sample));
    expect(String(r.f).slice(0, FOLD_TO.length)).toBe(FOLD_TO);
  });
});
