// bytea through PGlite (decision 010): the live state of a funnel is a few hundred KB of bytea,
// written and read through Node's Buffer instead of PGlite's per-byte conversion; the bytes must
// be exactly the same either way (PostgreSQL's own driver, node-postgres, converts them itself).
import { randomBytes } from 'node:crypto';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_BYTEA } from './client.ts';

const BYTEA = 17;
const samples = () => [new Uint8Array(0), Uint8Array.from({ length: 256 }, (_, i) => i), new Uint8Array(randomBytes(400_000)), Buffer.from('buffer também')];

describe('bytea conversion for PGlite', () => {
  it("writes and reads the same text as PGlite's own conversion", () => {
    for (const bytes of samples()) {
      const text = PGLITE_BYTEA.serializers[BYTEA](bytes);
      expect(text).toBe(types.serializers[BYTEA](bytes));
      const back = PGLITE_BYTEA.parsers[BYTEA](text);
      expect(back).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
    }
    expect(() => PGLITE_BYTEA.serializers[BYTEA]('não são bytes')).toThrow(/bytea/);
  });

  it('round-trips every byte through the embedded database, which stores what was sent', async () => {
    const database = await openDatabase({});
    try {
      // The embedded database converts bytea with these functions.
      const client = (database.db as unknown as { $client: { serializers: Record<number, unknown>; parsers: Record<number, unknown> } }).$client;
      expect(client.serializers[BYTEA]).toBe(PGLITE_BYTEA.serializers[BYTEA]);
      expect(client.parsers[BYTEA]).toBe(PGLITE_BYTEA.parsers[BYTEA]);
      await database.db.execute(sql`create temporary table bytes (n int, b bytea)`);
      const list = samples();
      for (const [n, bytes] of list.entries()) await database.db.execute(sql`insert into bytes values (${n}, ${bytes})`);
      const rows = (await database.db.execute(sql`select n, b, encode(b, 'hex') as hex from bytes order by n`)).rows as {
        n: number;
        b: Uint8Array;
        hex: string;
      }[];
      expect(rows).toHaveLength(list.length);
      for (const r of rows) {
        expect(Buffer.from(r.b).equals(Buffer.from(list[r.n]))).toBe(true);
        // What the database holds, read as hex by PostgreSQL itself.
        expect(r.hex).toBe(Buffer.from(list[r.n]).toString('hex'));
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
