// The live documents across processes' lifetimes and across instances (D19, D22): an edit made
// just before a shutdown is stored by the shutdown and found after a restart; two instances on
// one PostgreSQL database with REDIS_URL see each other's edits live.

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, seedAgency } from '../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient, seedTeamMember } from '../../../tests/helpers/canvas-fixtures.ts';
import { connectProvider, eventually, expectSynced, type TestProvider } from '../../../tests/helpers/collab.ts';
import { createTestDatabase, PG_ADMIN_URL, testDbKind } from '../../../tests/helpers/db.ts';
import { servicesFor } from '../../../tests/helpers/server-process.ts';
import { kindMap, readContent, setElement } from '../../shared/canvas/doc.ts';
import { type Config, loadConfig } from '../env.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { type Running, startServer } from '../start.ts';

const providers: TestProvider[] = [];
const servers: Running[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const p of providers) p.destroy();
  for (const s of servers) await s.stop();
  for (const c of cleanups) await c();
});

function configFor(over: Partial<Config>): Config {
  const dataDir = over.dataDir ?? mkdtempSync(join(tmpdir(), 'funil-collab-'));
  return loadConfig({ NO_DEMO: '1' } as NodeJS.ProcessEnv, {
    dataDir,
    appSecret: 'test-secret-test-secret-test-secret-00',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    ...over,
  });
}
async function start(config: Config) {
  const running = await startServer(config, { quiet: true, logger: false, mailer: createMemoryMailer() });
  servers.push(running);
  return running;
}
function connect(...args: Parameters<typeof connectProvider>) {
  const p = connectProvider(...args);
  providers.push(p);
  return p;
}
const titleOf = (p: TestProvider, id: string) => (kindMap(p.doc, 'components').get(id)?.get('data') as { title?: string } | undefined)?.title;

async function seedOn(running: Running) {
  const db = running.database.db;
  const a = await seedAgency(db);
  const client = await seedClient(db, a.agency.id);
  const canvas = await seedCanvas(db, { agencyId: a.agency.id, clientId: client.id, content: { components: [component('c1', 'Original')] } });
  const api = await loginAs(running.app, a.email, a.password);
  return { canvas, cookie: api.cookieHeader() };
}

describe('restart', () => {
  it('stores an edit made just before shutdown and serves it after the restart', async () => {
    // PGlite in a data folder, or a database of its own on the local PostgreSQL
    let over: Partial<Config> = {};
    if (testDbKind() === 'postgres') {
      const { database, url } = await createTestDatabase();
      cleanups.push(() => database.close());
      over = { databaseUrl: url };
    }
    const config = configFor(over);
    const first = await start(config);
    const { canvas, cookie } = await seedOn(first);
    const a = connect(first.url, canvas.id, cookie);
    expect(await a.ready).toBe('synced');
    setElement(a.doc, 'components', component('c1', 'Editado ao vivo'));
    setElement(a.doc, 'components', component('c2', 'Novo ao vivo'));
    // wait until the server has the edit in memory, not until it is stored (debounce)
    await eventually(async () => expect((await first.app.deps.canvasDocs.readContent(canvas.id)).components).toHaveLength(2));
    await first.stop(); // must flush the open document
    a.destroy();

    const second = await start(config);
    const res = await second.app.inject({ method: 'GET', url: `/api/canvases/${canvas.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.components.map((c: { data: { title: string } }) => c.data.title)).toEqual(['Editado ao vivo', 'Novo ao vivo']);
    const b = connect(second.url, canvas.id, cookie);
    expect(await b.ready).toBe('synced');
    expect(titleOf(b, 'c1')).toBe('Editado ao vivo');
    expect(readContent(b.doc).components).toHaveLength(2);
  }, 180_000); // a first PGlite start in a new folder takes long on a busy machine
});

/** PostgreSQL and Redis on this machine? (The multi-instance test needs both.) */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const haveServices = await servicesFor('o teste de edição ao vivo entre instâncias', { postgres: true, redisUrl: REDIS_URL });

/** Always PostgreSQL here, whatever TEST_DB says: PGlite cannot be shared by two instances. */
async function sharedPostgresDatabase(): Promise<string> {
  const name = `funil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const a = new pg.Client({ connectionString: PG_ADMIN_URL });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  return PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

describe.skipIf(!haveServices)('two instances on one PostgreSQL database with Redis', () => {
  it('fans an edit on instance A out to a provider on instance B, and a REST write on B out to A', async () => {
    const databaseUrl = await sharedPostgresDatabase();
    const A = await start(configFor({ databaseUrl, redisUrl: REDIS_URL }));
    const B = await start(configFor({ databaseUrl, redisUrl: REDIS_URL }));
    const { canvas, cookie } = await seedOn(A);

    const onA = connect(A.url, canvas.id, cookie);
    const onB = connect(B.url, canvas.id, cookie);
    await expectSynced(onA, onB);

    setElement(onA.doc, 'components', component('c1', 'Editado na instância A'));
    await eventually(() => expect(titleOf(onB, 'c1')).toBe('Editado na instância A'));
    setElement(onB.doc, 'components', component('c2', 'Criado na instância B'));
    await eventually(() => expect(titleOf(onA, 'c2')).toBe('Criado na instância B'));

    const res = await B.app.inject({
      method: 'PATCH',
      url: `/api/canvases/${canvas.id}`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({
        content: { comments: [{ id: 'k1', position: { x: 0, y: 0 }, content: 'Via REST em B', author: 'Ana', timestamp: '2026-01-01T00:00:00.000Z' }] },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.components).toHaveLength(2);
    await eventually(() => expect(readContent(onA.doc).comments.map((c) => c.content)).toEqual(['Via REST em B']));
  }, 60_000);

  it('a member removed on instance A has its socket on instance B closed at once', async () => {
    const databaseUrl = await sharedPostgresDatabase();
    const A = await start(configFor({ databaseUrl, redisUrl: REDIS_URL }));
    const B = await start(configFor({ databaseUrl, redisUrl: REDIS_URL }));
    const db = A.database.db;
    const a = await seedAgency(db);
    const client = await seedClient(db, a.agency.id);
    const canvas = await seedCanvas(db, { agencyId: a.agency.id, clientId: client.id, status: 'published', content: { components: [component('c1')] } });
    const api = await loginAs(A.app, a.email, a.password);
    const off = await seedTeamMember(db, a.agency.id, 'gestor');
    const stays = await seedTeamMember(db, a.agency.id, 'gestor');
    const onB = connect(B.url, canvas.id, (await loginAs(B.app, off.email, off.password)).cookieHeader());
    const staysOnB = connect(B.url, canvas.id, (await loginAs(B.app, stays.email, stays.password)).cookieHeader());
    await expectSynced(onB, staysOnB);

    const res = await api.delete(`/api/agency-users/${off.user.id}`);
    expect(res.statusCode).toBe(200);
    // B's periodic re-check is 60 s away: only the announcement through Redis closes it now.
    await eventually(() => expect(onB.provider.isAuthenticated).toBe(false), 5_000);
    expect(staysOnB.provider.isAuthenticated).toBe(true);
  }, 60_000);
});
