// PGlite (embedded, default) or node-postgres (DATABASE_URL). Same schema, same migrations.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyTemplate, dropTemplate, emptyFolder, saveTemplate, templateDir } from './pglite-template.ts';
import * as schema from './schema.ts';
import { seedTemplates } from './seed/templates.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** The handle inside db.transaction(): operations that may run in one take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Two processes on one PGlite folder corrupt it: the second one stops with a clear message. */
function acquireLock(dir: string): () => void {
  const lock = join(dir, 'funil.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, 'utf8').trim() === String(process.pid)) unlinkSync(lock);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(lock, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `O banco embutido em ${dir} já está em uso pelo processo ${pid}. ` +
            'Pare o outro processo, use outro DATA_DIR, ou use PostgreSQL (DATABASE_URL) para várias instâncias.',
        );
      }
      unlinkSync(lock); // stale lock from a process that died
    }
  }
  throw new Error(`Não foi possível obter o lock de ${dir}`);
}

/**
 * PostgreSQL's start inside PGlite runs a great deal of its WebAssembly once, enough for V8 to
 * recompile hundreds of its functions with its optimising compiler: about 1.1 s of CPU on
 * background threads during a start, on a two-core machine beside the start itself (decision 010;
 * start to healthy 2.06 s median before, 1.74 to 1.79 s after). A function is now recompiled
 * after ten times V8's default amount of work: what a start runs once stays on the baseline
 * compiler's code, what every query runs still gets optimised (a loop of 900 queries took the
 * same time either way, within the machine's noise). V8 reads it when PGlite's module is
 * compiled, so it is set before each PGlite is made (setting it again changes nothing).
 */
const SLOWER_WASM_TIER_UP = '--wasm-tiering-budget=18000000';

/**
 * PGlite with a 32 MB buffer pool instead of the 128 MB its data folder's configuration asks for
 * (decision 010). PGlite sets the pool up in its WebAssembly memory at every start: 128 MB cost
 * about 0.15 s of start to healthy and ~100 MB of the server's memory. Its pages are read
 * through Node's file system, so a page outside the pool comes from the OS cache, not the disk.
 * dir undefined: in memory (tests).
 */
function newPglite(dir?: string): PGlite {
  setFlagsFromString(SLOWER_WASM_TIER_UP);
  return new PGlite({ dataDir: dir, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'], ...PGLITE_BYTEA });
}

const BYTEA_OID = 17;
/**
 * bytea to and from PostgreSQL's hex text through Node's Buffer. PGlite's own conversion goes
 * byte by byte in JavaScript (a string per byte to write, a parseInt per byte to read): a
 * 1,000-component funnel's live state (370 KB), written at its first live open and at every
 * live store and read at every open, cost about 45 ms each way (decision 010).
 */
export const PGLITE_BYTEA = {
  serializers: {
    [BYTEA_OID]: (v: unknown): string => {
      if (!(v instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA_OID]: (text: string): Uint8Array => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

/**
 * A new folder starts as a copy of the migrated template (pglite-template.ts). Without one it is
 * initialised here, and saveAsTemplate (to call once migrated) stores it as the template.
 */
async function openFolder(dir: string, templateOpt?: string): Promise<{ client: PGlite; saveAsTemplate?: () => Promise<PGlite> }> {
  if (existsSync(join(dir, 'PG_VERSION'))) return { client: newPglite(dir) };
  const template = templateOpt ?? templateDir(migrationsFolder);
  if (!(await copyTemplate(template, dir))) {
    const client = newPglite(dir);
    return { client, saveAsTemplate: () => saveTemplate(client, dir, template, () => newPglite(dir)) };
  }
  const client = newPglite(dir);
  return client.waitReady.then(
    () => ({ client }),
    async () => {
      // A template PGlite refuses: removed, the folder emptied, initdb as without one.
      dropTemplate(template);
      await client.close().catch(() => {});
      emptyFolder(dir);
      return { client: newPglite(dir) };
    },
  );
}

/** dataDir undefined = in-memory PGlite (tests). */
/** templateDir: where the migrated template of a new PGlite folder is (default: pglite-template.ts's cache). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; templateDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    // Loaded only here: an embedded start does not pay for node-postgres (decision 010).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // connectionTimeoutMillis: while the database is unreachable a call fails in 2 s (REST answers
    // 503, the live store retries) instead of waiting forever for a connection.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 2000 });
    // An idle connection closed by the server (restart, failover, admin) emits 'error' on the
    // pool; without a listener Node would crash the whole process. The pool reconnects.
    pool.on('error', (err) => console.error(`PostgreSQL: conexão ociosa encerrada (${err.message})`));
    // A connection held by a transaction is outside the pool's idle listener: when the database
    // goes away between two of its queries, node-postgres emits 'error' on that client, and with
    // no listener the process dies. The transaction's next query fails instead (the request
    // answers 503) and the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error(`PostgreSQL: conexão em uso encerrada (${err.message})`));
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  let client: PGlite;
  let saveAsTemplate: (() => Promise<PGlite>) | undefined;
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = acquireLock(opts.dataDir);
    try {
      ({ client, saveAsTemplate } = await openFolder(dir, opts.templateDir));
    } catch (e) {
      release();
      throw e;
    }
  } else {
    client = newPglite();
  }
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client) as never, { migrationsFolder });
    // The template holds the funnel templates too: a fresh start's seed then finds them all
    // unchanged, and writes nothing (inserting them took ~0.1 s of a start, decision 010).
    if (saveAsTemplate) {
      await seedTemplates(drizzlePglite(client, { schema }) as unknown as Db);
      client = await saveAsTemplate();
    }
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
