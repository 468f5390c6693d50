// decision 006, "live edits are durable": two editors type continuously, the server is killed
// with SIGKILL at a random moment and restarted on the same data; every edit acknowledged
// more than 2 s before the kill must be stored. 20 trials on PGlite, 20 on PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  BUNDLED_SERVER,
  createAgencyWithCli,
  createCanvas,
  freshPostgres,
  login,
  type ServerProcess,
  servicesFor,
  startServerProcess,
  tempDataDir,
} from '../helpers/server-process.ts';
import { startEditors } from './editors.ts';

const TRIALS = Number(process.env.FAULT_TRIALS ?? 20);
const MARGIN_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const live: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of live) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const c of cleanups) await c().catch(() => {});
});

async function storedIds(base: string, cookie: string, canvasId: string): Promise<Set<string>> {
  const r = await api(base, 'GET', `/api/canvases/${canvasId}`, cookie);
  if (r.status !== 200) throw new Error(`GET canvas: ${r.status}`);
  const body = (await r.json()) as { content: { components: { id: string }[] } };
  return new Set(body.content.components.map((c) => c.id));
}

async function trials(env: Record<string, string>, label: string) {
  const email = 'falhas@agencia.test';
  const password = 'falhas123';
  createAgencyWithCli(env, email, password);
  let server = await startServerProcess(env, BUNDLED_SERVER);
  live.push(server);
  const cookie = await login(server.base, email, password);
  let acknowledged = 0;
  let lost = 0;
  const lostIds: string[] = [];
  for (let t = 0; t < TRIALS; t++) {
    const canvasId = await createCanvas(server.base, cookie, `Falha ${t}`);
    const editors = await startEditors(server.base, canvasId, cookie, `t${t}`);
    await sleep(2200 + Math.random() * 2000);
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    await server.exited;
    editors.stop();
    const due = editors.acks.filter((a) => a.at < killedAt - MARGIN_MS);
    server = await startServerProcess(env, BUNDLED_SERVER);
    live.push(server);
    const stored = await storedIds(server.base, cookie, canvasId);
    const missing = due.filter((a) => !stored.has(a.id));
    acknowledged += due.length;
    lost += missing.length;
    lostIds.push(...missing.map((m) => m.id));
    console.log(
      `[kill -9 ${label}] tentativa ${t + 1}: ${due.length} confirmadas há mais de 2 s, ${missing.length} perdidas (${editors.acks.length} confirmadas no total)`,
    );
  }
  server.child.kill('SIGTERM');
  await server.exited;
  console.log(`[kill -9 ${label}] ${TRIALS} tentativas: ${acknowledged} edições confirmadas há mais de 2 s, ${lost} perdidas`);
  expect(acknowledged).toBeGreaterThan(TRIALS * 10);
  expect(lostIds, `${lost} of ${acknowledged} acknowledged edits lost`).toEqual([]);
}

describe('kill -9 while two editors type', () => {
  it('PGlite: no edit acknowledged more than 2 s before the kill is lost', async () => {
    await trials({ DATA_DIR: tempDataDir() }, 'PGlite');
  }, 400_000);

  it('PostgreSQL: no edit acknowledged more than 2 s before the kill is lost', async (ctx) => {
    if (!(await servicesFor('o teste kill -9 no PostgreSQL'))) return ctx.skip();
    const db = await freshPostgres('funil_faults_kill');
    cleanups.push(db.drop);
    await trials({ DATA_DIR: tempDataDir(), DATABASE_URL: db.url }, 'PostgreSQL');
  }, 400_000);
});
