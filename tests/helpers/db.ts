// One fresh database per test file: PGlite in memory, or a new database on the local
// PostgreSQL server when TEST_DB=postgres (scripts/test.mjs runs the suite for both).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client.ts';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function createTestDatabase(): Promise<{ database: Database; url?: string }> {
  if (testDbKind() === 'pglite') return { database: await openDatabase({}) };
  const name = `funil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = await openDatabase({ databaseUrl: url });
  const close = database.close;
  return {
    url,
    database: {
      ...database,
      close: async () => {
        await close();
        const a = new pg.Client({ connectionString: PG_ADMIN_URL });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    },
  };
}
