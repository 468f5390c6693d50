// The database going away while a transaction holds a connection must fail that transaction,
// never the process (decision 006, "database outage"). Needs the local PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, servicesFor } from '../../../tests/helpers/server-process.ts';
import { startTcpProxy } from '../../../tests/helpers/tcp-proxy.ts';
import { openDatabase } from './client.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(!(await servicesFor('o teste de conexão perdida numa transação')))('PostgreSQL connection lost inside a transaction', () => {
  it('rejects the transaction and raises no uncaught error', async () => {
    const pgdb = await freshPostgres('funil_client_cut');
    cleanups.push(pgdb.drop);
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    cleanups.push(() => proxy.close());
    const database = await openDatabase({ databaseUrl: pgdb.url.replace(':5432/', `:${proxy.port}/`) });
    cleanups.push(() => database.close());
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.prependListener('uncaughtException', onUncaught);
    cleanups.push(async () => void process.removeListener('uncaughtException', onUncaught));

    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      proxy.cut(); // between two queries of the same transaction
      await new Promise((r) => setTimeout(r, 300));
      await t.execute(sql`select 1`);
    });
    await expect(tx).rejects.toThrow();
    expect(uncaught).toEqual([]);

    proxy.restore();
    const r = await database.db.execute(sql`select 1 as ok`);
    expect(r.rows).toEqual([{ ok: 1 }]);
  });
});
