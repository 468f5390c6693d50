// Database outage (decision 006): connection errors answer 503 with one pt-BR message, /healthz
// answers 503, the process stays up and answers again once the database is back.
// Unexpected errors (decision 006): in production a 500 on an API or a page address is pt-BR,
// without the stack or the internal message.

import { mkdtempSync } from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGES } from '#shared/error-codes.ts';
import { ApiClient, loginAs, seedAgency } from '../../../tests/helpers/app.ts';
import { createTestDatabase } from '../../../tests/helpers/db.ts';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { isUnavailable } from './error-handler.ts';

/** A real node-postgres error: a pool pointed at a port nobody listens on. */
async function realConnectionError(): Promise<unknown> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/x`, connectionTimeoutMillis: 2000 });
  try {
    return await drizzle(pool)
      .execute(sql`select 1`)
      .then(
        () => null,
        (e) => e,
      );
  } finally {
    await pool.end();
  }
}

/** Every use of the database throws `err` while `down` (a stand-in for an unreachable server). */
function switchable(db: Db, state: { down: boolean; err: unknown }): Db {
  const failing: unknown = new Proxy(() => {}, {
    get: () => failing,
    apply: () => {
      throw state.err;
    },
  });
  return new Proxy(db, {
    get(target, prop, recv) {
      if (state.down) return failing;
      const v = Reflect.get(target, prop, recv);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const state = { down: false, err: null as unknown };
const SECRET = 'relation "agencies_secret" does not exist';
beforeAll(async () => {
  state.err = await realConnectionError();
  database = (await createTestDatabase()).database;
  const config = loadConfig({ NO_DEMO: '1' } as NodeJS.ProcessEnv, {
    dataDir: mkdtempSync(join(tmpdir(), 'funil-test-')),
    appSecret: 'test-secret-test-secret-test-secret-00',
    port: 0,
    publicUrl: 'http://localhost:3000',
  });
  vi.stubEnv('NODE_ENV', 'production');
  app = await buildApp({ config, database: { ...database, db: switchable(database.db, state) }, mailer: createMemoryMailer() }, { logger: false });
  // Stand-ins for a bug anywhere: each throws an internal message with a file path in its stack.
  const bug = () => new Error(SECRET);
  for (const prefix of ['/api/test-bug', '/test-bug']) {
    app.get(`${prefix}/async`, async () => {
      throw bug();
    });
    app.get(`${prefix}/sync`, () => {
      throw bug();
    });
    app.get(`${prefix}/hook`, { onRequest: async () => Promise.reject(bug()) }, async () => 'nunca');
    app.get(`${prefix}/null`, async () => {
      throw null;
    });
  }
  await app.ready();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  state.down = false;
  await app.close();
  await database.close();
});

describe('database unavailable', () => {
  it('recognises node-postgres connection errors (refused, pool timeout, terminated, SQLSTATE 08/57P0x)', () => {
    expect(state.err).toBeTruthy();
    expect(isUnavailable(state.err)).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: '22P05' }))).toBe(false);
    expect(isUnavailable(new Error('boom'))).toBe(false);
  });

  it('REST answers 503 with the pt-BR message and /healthz 503 while down; both recover', async () => {
    const s = await seedAgency(database.db);
    const owner = await loginAs(app, s.email, s.password);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    state.down = true;
    try {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      for (const res of [
        await owner.get('/api/canvases'),
        await owner.patch('/api/canvases/00000000-0000-4000-8000-000000000000', { title: 'X' }),
        await new ApiClient(app).post('/api/auth/login', { email: s.email, password: s.password }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: DEFAULT_MESSAGES.UNAVAILABLE });
        expect(DEFAULT_MESSAGES.UNAVAILABLE).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
      }
    } finally {
      state.down = false;
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await owner.get('/api/canvases')).statusCode).toBe(200);
  });
});

describe('unexpected errors in production', () => {
  /** Nothing of the error itself: its message, a stack frame, Fastify's English default answer. */
  const expectNoLeak = (body: string) => {
    expect(body).not.toContain('agencies_secret');
    expect(body).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|Error:|Internal Server Error|Cannot read/);
  };

  it('an API address answers 500 with { error } in pt-BR', async () => {
    for (const kind of ['async', 'sync', 'hook', 'null']) {
      const res = await app.inject({ method: 'GET', url: `/api/test-bug/${kind}`, headers: { accept: 'text/html,application/json' } });
      expect(res.statusCode, kind).toBe(500);
      expect(res.json(), kind).toEqual({ error: DEFAULT_MESSAGES.INTERNAL });
      expectNoLeak(res.body);
    }
  });

  it('a page address answers 500 with a pt-BR page to a browser, { error } to anything else', async () => {
    for (const kind of ['async', 'sync', 'hook', 'null']) {
      const page = await app.inject({ method: 'GET', url: `/test-bug/${kind}`, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(page.statusCode, kind).toBe(500);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="pt-BR">');
      expect(page.body).toContain('Algo deu errado');
      expect(page.body).toContain(DEFAULT_MESSAGES.INTERNAL);
      expect(page.body).toContain('Recarregar');
      expectNoLeak(page.body);
      const other = await app.inject({ method: 'GET', url: `/test-bug/${kind}` });
      expect(other.statusCode, kind).toBe(500);
      expect(other.json()).toEqual({ error: DEFAULT_MESSAGES.INTERNAL });
    }
  });

  it('a malformed address (bad percent-encoding) is refused in pt-BR, not with Fastify’s English answer', async () => {
    for (const url of ['/api/canvases/%E0%A4%A', '/dashboard/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: DEFAULT_MESSAGES.VALIDATION });
    }
  });

  it('a request Node cannot parse gets the pt-BR answer, not Node’s or Fastify’s English one', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let got = '';
      const s = connect(port, '127.0.0.1', () => s.write('GET /api/canvases HTTP/1.1\r\nHost: x\r\nBad\u0000Header: 1\r\n\r\n'));
      s.on('data', (d) => (got += d));
      s.on('end', () => resolve(got));
      s.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ error: DEFAULT_MESSAGES.VALIDATION }));
  });
});
