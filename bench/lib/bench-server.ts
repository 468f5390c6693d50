// The server process the API benches measure: started the way `npm start` starts it (`node
// scripts/start.mjs`, its bundle built once before the first measured start; a checkout without
// the bundle: `node --import tsx src/server/server.ts`), logs at `info` into a pipe.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../tests/helpers/server-process.ts';
import { cpuSeconds } from './load.ts';

export const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds what is stale in `serverDir` (outside the measured starts) and gives the node arguments that start it. */
export function serverArgs(serverDir: string): string[] {
  if (!existsSync(join(serverDir, 'scripts/server-bundle.mjs'))) return ['--import', 'tsx', 'src/server/server.ts'];
  const r = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare'], { cwd: serverDir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('scripts/start.mjs --prepare falhou');
  return ['scripts/start.mjs'];
}

export interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

export async function startServer(serverDir: string, args: string[], env: Record<string, string>): Promise<Server & { healthyMs: number }> {
  const port = await freePort();
  const t0 = performance.now();
  // BENCH_SERVER_ARGS: extra node flags for the server only, e.g. --cpu-prof to see where the time goes.
  const extraArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, ...args], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Drained like a container's log collector would; BENCH_SERVER_LOG=FILE keeps it (why a call failed).
  const keep = process.env.BENCH_SERVER_LOG ? createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' }) : null;
  child.stdout?.on('data', (d) => keep?.write(d));
  child.stderr?.on('data', (d) => {
    out += d;
    keep?.write(d);
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`server exited: ${out}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(10);
  }
  const healthyMs = performance.now() - t0;
  return {
    child,
    base,
    healthyMs,
    stop: () =>
      new Promise<void>((r) => {
        if (exited) return r();
        child.on('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

export function cli(serverDir: string, env: Record<string, string>, email: string, password: string) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', 'agency:create', '--email', email, '--password', password, '--name', 'Bench', '--plan', 'enterprise'],
    { cwd: serverDir, env: { ...process.env, NO_DEMO: '1', ...env }, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`agency:create: ${r.stderr}`);
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!r.ok) throw new Error(`login ${r.status}`);
  return (r.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Waits until the server answers /healthz quickly again (answers given up by load() may still be running there). */
export async function settle(base: string) {
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    const t = performance.now();
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t < 200) return;
    await sleep(500);
  }
}

/** CPU seconds of every PostgreSQL process (the bench's database shares the 2 cores). */
export function postgresCpu(): number {
  const r = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' });
  return (r.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .reduce((s, p) => s + cpuSeconds(Number(p)), 0);
}

export const fmtBytes = (b: number) => (b >= 1e6 ? `${(b / 1e6).toFixed(2)} MB` : b >= 1e3 ? `${(b / 1e3).toFixed(1)} KB` : `${b} B`);
