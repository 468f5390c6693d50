// The real server as a separate process, for the fault tests (kill -9, database outage,
// SIGTERM): a free port chosen by the OS, the agency seeded through the CLI and REST.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A port the OS just handed out (bound on 0, then released): the server gets it next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Are the services a suite needs there (the local PostgreSQL, Redis)? Outside CI a machine
 * without them skips the suite with a visible line; in CI (CI=true) their absence is a failure,
 * never a silent skip (.ci/run starts them).
 */
export async function servicesFor(what: string, needs: { postgres?: boolean; redisUrl?: string } = { postgres: true }): Promise<boolean> {
  const missing: string[] = [];
  if (needs.postgres && !(await portOpen(5432))) missing.push('PostgreSQL (127.0.0.1:5432)');
  if (needs.redisUrl) {
    const u = new URL(needs.redisUrl);
    if (!(await portOpen(Number(u.port || 6379), u.hostname))) missing.push(`Redis (${u.host})`);
  }
  if (!missing.length) return true;
  const message = `${missing.join(' e ')} não responde: ${what}`;
  if (process.env.CI) throw new Error(`${message}. O CI precisa dele.`);
  console.warn(`${message} pulado.`);
  return false;
}

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.setTimeout(1000);
    s.on('connect', () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

/** A fresh, empty PostgreSQL database; returns its URL and a drop function. */
export async function freshPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'funil-faults-'));
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * What `npm start` runs, without npm in between: scripts/start.mjs and the prebuilt server bundle
 * (scripts/server-bundle.mjs). The fault tests kill and cut this one: it is what is deployed.
 */
export const BUNDLED_SERVER = [process.execPath, 'scripts/start.mjs'];

/** `node --import tsx src/server/server.ts` unless told otherwise, resolved once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  cmd: string[] = [process.execPath, '--import', 'tsx', 'src/server/server.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(cmd[0], cmd.slice(1), {
    env: { ...process.env, NO_DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('exit', (code, signal) => r({ code, signal })));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Funil rodando em')) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early: ${out}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}`, port, exited, output: () => out };
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Creates the agency with the CLI (before the server holds the database). */
export function createAgencyWithCli(env: Record<string, string>, email: string, password: string): void {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', 'agency:create', '--email', email, '--password', password, '--name', 'Agência Falhas', '--plan', 'enterprise'],
    {
      env: { ...process.env, NO_DEMO: '1', ...env },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`agency:create failed: ${r.stderr}`);
}

export async function api(base: string, method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, { method, headers: { ...JSON_HEADERS, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, password }) });
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
  if (r.status !== 200 || !cookie) throw new Error(`login failed: ${r.status}`);
  return cookie;
}

/** A client and an empty funnel through REST; returns the canvas id. */
export async function createCanvas(base: string, cookie: string, title: string): Promise<string> {
  const c = await api(base, 'POST', '/api/clients', cookie, { name: 'Cliente Falhas' });
  if (c.status !== 201 && c.status !== 200) throw new Error(`client: ${c.status} ${await c.text()}`);
  const client = (await c.json()) as { id: string };
  const f = await api(base, 'POST', '/api/canvases', cookie, { title, clientId: client.id });
  if (f.status !== 201 && f.status !== 200) throw new Error(`canvas: ${f.status} ${await f.text()}`);
  return ((await f.json()) as { id: string }).id;
}
