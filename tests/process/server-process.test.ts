// The real server as an operator runs it: healthz, the PGlite lock against a second
// process, graceful shutdown, data kept across restarts, the demo seed (D22).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Funil rodando em')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early: ${out}`));
    });
  });
  ready.catch(() => {}); // awaited only by the callers that expect a start
  return { child, ready, exited, output: () => out };
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

describe.skipIf(process.env.TEST_DB === 'postgres')('server process on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-proc-'));
  const port = freePort();

  it('starts, seeds the demo agency, answers /healthz, refuses a second process, stops on SIGTERM, keeps data', async () => {
    const a = start({ DATA_DIR: dataDir, PORT: String(port) });
    await a.ready;
    expect(a.output()).toContain('demo@funil.app / demo1234');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'demo@funil.app', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);

    // The demo shows the loop: a client with a portal access, a funnel from a template with its
    // forecast, published, and a comment the client left on it.
    expect(a.output()).toContain('cliente.demo@funil.app / cliente1234');
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const asClient = await fetch(`http://127.0.0.1:${port}/api/client/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'cliente.demo@funil.app', password: 'cliente1234' }),
    });
    expect(asClient.status).toBe(200);
    const cookie = asClient.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/client/canvases`, { headers: { ...headers, cookie } })).json()) as {
      id: string;
      status: string;
    }[];
    expect(list.map((c) => c.status)).toEqual(['published']);
    const funnel = (await (await fetch(`http://127.0.0.1:${port}/api/client/canvas/${list[0].id}`, { headers: { ...headers, cookie } })).json()) as {
      content: {
        components: { id: string; position: { x: number; y: number } }[];
        forecast?: { enabled: boolean };
        comments: { content: string; authorKind?: string; componentId?: string | null; position: { x: number; y: number } }[];
      };
    };
    expect(funnel.content.components.length).toBeGreaterThan(3);
    expect(funnel.content.forecast?.enabled).toBe(true);
    expect(funnel.content.comments).toEqual([expect.objectContaining({ content: expect.stringContaining('foto do bolo'), authorKind: 'client' })]);
    // Pinned to a step, as the canvas draws it: its position relative to the step, so the pin sits
    // beside the step on the canvas (an absolute one fell off it and the funnel opened at 10 %).
    const [pin] = funnel.content.comments;
    const step = funnel.content.components.find((c) => c.id === pin.componentId);
    expect(step).toBeDefined();
    expect(Math.abs(pin.position.x) + Math.abs(pin.position.y)).toBeLessThan(200);

    const b = start({ DATA_DIR: dataDir, PORT: String(port + 1) });
    expect(await b.exited).toBe(1);
    expect(b.output()).toMatch(/já está em uso pelo processo/);

    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);

    // restart on the same folder: the lock was released and the data is there (no second demo)
    const c = start({ DATA_DIR: dataDir, PORT: String(port + 2) });
    await c.ready;
    expect(c.output()).not.toContain('Agência demo criada');
    expect(c.output()).not.toContain('cliente1234');
    const again = await fetch(`http://127.0.0.1:${port + 2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'demo@funil.app', password: 'demo1234' }),
    });
    expect(again.status).toBe(200);
    c.child.kill('SIGINT');
    expect(await c.exited).toBe(0);
  }, 300_000);

  it('in a terminal prints the start lines and no request log; piped, one JSON line per request', async () => {
    const tty = spawn('script', ['-qc', `${process.execPath} --import tsx src/server/server.ts`, '/dev/null'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port + 3), LOG_LEVEL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(tty);
    let out = '';
    tty.stdout?.on('data', (d) => (out += d));
    await expect.poll(() => out, { timeout: 120_000, interval: 200 }).toContain('Funil rodando em');
    expect(out).toContain(`também em http://127.0.0.1:${port + 3}`);
    await fetch(`http://127.0.0.1:${port + 3}/healthz`);
    await new Promise((r) => setTimeout(r, 500));
    expect(out).not.toContain('incoming request');
    expect(out).not.toContain('"level"');
    tty.kill('SIGTERM');
    await new Promise((r) => (tty.exitCode !== null ? r(null) : tty.once('exit', r)));

    const piped = start({ DATA_DIR: dataDir, PORT: String(port + 4), LOG_LEVEL: '' });
    await piped.ready;
    await fetch(`http://127.0.0.1:${port + 4}/healthz`);
    await expect.poll(() => piped.output(), { timeout: 10_000 }).toMatch(/\{"level":30.*"msg":"incoming request"/);
    piped.child.kill('SIGTERM');
    expect(await piped.exited).toBe(0);
  }, 300_000);

  it('refuses an invalid configuration with a clear message', async () => {
    const bad = start({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Configuração inválida[\s\S]*PORT/);
  }, 120_000);
});

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run cli -- agency:create (D22)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-cli-'));
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NO_DEMO: '1' },
      encoding: 'utf8',
    });

  it('creates an agency, then refuses a taken email, a bad plan and a short password', () => {
    const ok = cli('agency:create', '--email', 'op@agencia.test', '--password', 'segredo1', '--name', 'Operadora', '--plan', 'business', '--seats', '3');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Agência criada: .* \(plano business, 3 assento\(s\)\)\. Dono: op@agencia.test/);

    const taken = cli('agency:create', '--email', 'OP@agencia.test', '--password', 'segredo1', '--name', 'Outra', '--plan', 'business');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('Este email já está cadastrado');

    const plan = cli('agency:create', '--email', 'x@agencia.test', '--password', 'segredo1', '--name', 'Xis', '--plan', 'gold');
    expect(plan.status).toBe(2);
    expect(plan.stderr).toContain('Plano deve ser business ou enterprise');

    const short = cli('agency:create', '--email', 'y@agencia.test', '--password', '123', '--name', 'Ypsilon', '--plan', 'enterprise');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('Senha deve ter pelo menos 6 caracteres');

    const unknown = cli('agency:delete');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Comando desconhecido');
  }, 180_000);
});
