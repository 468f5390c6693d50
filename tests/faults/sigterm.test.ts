// decision 006, "process lifecycle": SIGTERM to the `npm start` process (what a container runtime
// or systemd sends) stores the open documents and ends every process of the tree.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setElement } from '../../src/shared/canvas/doc.ts';
import { connectProvider, eventually } from '../helpers/collab.ts';
import { api, createAgencyWithCli, createCanvas, login, type ServerProcess, startServerProcess, tempDataDir } from '../helpers/server-process.ts';

const started: ServerProcess[] = [];
let tree: number[] = [];
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
afterAll(() => {
  for (const pid of tree) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
});

beforeAll(() => {
  // `npm start` builds first when there is no build; the test measures the stop, not a build.
  if (!existsSync('dist/client/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
});

function descendants(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there is none
  }
  const kids = out
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);
  return kids.flatMap((k) => [k, ...descendants(k)]);
}

describe('npm start and SIGTERM', () => {
  it('stores the open document and leaves no process behind', async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir };
    createAgencyWithCli(env, 'sigterm@agencia.test', 'sigterm123');
    const npm = await startServerProcess(env, ['npm', 'start']);
    started.push(npm);
    const cookie = await login(npm.base, 'sigterm@agencia.test', 'sigterm123');
    const canvasId = await createCanvas(npm.base, cookie, 'Funil SIGTERM');
    const editor = connectProvider(npm.base, canvasId, cookie);
    expect(await editor.ready).toBe('synced');
    setElement(editor.doc, 'components', {
      id: 'antes-do-sigterm',
      type: 'landing-page',
      position: { x: 0, y: 0 },
      data: { title: 'Guardado no encerramento', description: '' },
    });
    await eventually(() => expect(editor.provider.unsyncedChanges).toBe(0));

    const npmPid = npm.child.pid as number;
    tree = [npmPid, ...descendants(npmPid)];
    expect(tree.length).toBeGreaterThan(1); // npm runs the server as its child
    process.kill(npmPid, 'SIGTERM');
    // The bound: the whole tree is gone within 10 s.
    await eventually(() => expect(tree.filter(alive), npm.output()).toEqual([]), 10_000);
    expect((await npm.exited).code).toBe(0);
    editor.destroy();

    const again = await startServerProcess(env);
    started.push(again);
    const r = await api(again.base, 'GET', `/api/canvases/${canvasId}`, cookie);
    const body = (await r.json()) as { content: { components: { id: string }[] } };
    expect(body.content.components.map((c) => c.id)).toContain('antes-do-sigterm');
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 180_000);
});
