// Builds the whole app on a fresh database for one test file (app.inject()).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Database, Db } from '../../src/server/db/client.ts';
import { createAgencyWithOwner } from '../../src/server/domain/agency/create-agency.ts';
import { type Config, loadConfig } from '../../src/server/env.ts';
import type { Clock } from '../../src/server/lib/clock.ts';
import { createMemoryMailer } from '../../src/server/mail/mailer.ts';
import type { PlanId } from '../../src/shared/plans.ts';
import { createTestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  mailer: ReturnType<typeof createMemoryMailer>;
  close(): Promise<void>;
}

/** sessionCacheMs: the running server's session cache (off by default: tests change rows directly). */
export async function buildTestApp(overrides: Partial<Config> = {}, opts: { clock?: Clock; sessionCacheMs?: number } = {}): Promise<TestApp> {
  const { database } = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-test-'));
  const config = loadConfig({ NO_DEMO: '1' } as NodeJS.ProcessEnv, {
    dataDir,
    appSecret: 'test-secret-test-secret-test-secret-00',
    port: 0,
    publicUrl: 'http://localhost:3000',
    ...overrides,
  });
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer, clock: opts.clock }, { logger: false, sessionCacheMs: opts.sessionCacheMs });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mailer,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Listens on a free loopback port for live (socket) tests; returns the base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

let counter = 0;
/** A new agency and its owner; returns the owner's credentials. */
export async function seedAgency(db: Db, opts: { plan?: PlanId; seats?: number; name?: string; email?: string; password?: string } = {}) {
  counter += 1;
  const email = opts.email ?? `dono${counter}-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
  const password = opts.password ?? 'senha123';
  const { agency, owner } = await createAgencyWithOwner(
    { db, actor: null },
    {
      email,
      password,
      name: opts.name ?? `Dono ${counter}`,
      plan: opts.plan ?? 'enterprise',
      seats: opts.seats ?? 5,
      agencyName: `Agência ${counter}`,
    },
  );
  return { agency, owner, email, password };
}

/** A client for app.inject() that keeps cookies and sends the CSRF marker. */
export class ApiClient {
  cookies: Record<string, string> = {};
  /** remoteAddress: a client of its own address, for tests that would hit the per-address rate limits. */
  constructor(
    private app: FastifyInstance,
    private remoteAddress?: string,
  ) {}

  cookieHeader(): string {
    return Object.entries(this.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  async request(method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(Object.keys(this.cookies).length ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
    return res;
  }
  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

/** An ApiClient already signed in as an agency user. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<ApiClient> {
  const c = new ApiClient(app);
  const res = await c.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return c;
}

/**
 * Builds the app before this file's tests and closes it after them. The answer is filled in
 * once built: read it inside tests and hooks, not at the top of the file.
 */
export function withTestApp(overrides: Partial<Config> = {}, opts: { clock?: Clock; sessionCacheMs?: number } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(overrides, opts));
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  }, 60_000);
  return t;
}

/**
 * Each call a new client from its own address (10.<net>.x.y), for tests that are not about the
 * per-address route limits. `app` is read at each call: the app is built in beforeAll.
 */
export function visitorsFrom(net: number, app: () => FastifyInstance): () => ApiClient {
  let n = 0;
  return () => {
    n += 1;
    return new ApiClient(app(), `10.${net}.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  };
}

/** A clock a test moves by hand (due dates, reminders, digest windows). */
export function manualClock(start = new Date('2026-11-23T12:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (d: Date | string) => {
      t = new Date(d).getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}
