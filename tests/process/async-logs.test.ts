// Request logs leave through an asynchronous destination (decision 010) and still reach the output
// on SIGTERM: the request's line and the last line written just before the process exits.
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, tempDataDir } from '../helpers/server-process.ts';

let server: ServerProcess | undefined;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('request logs', () => {
  it('are written, and flushed on SIGTERM', async () => {
    server = await startServerProcess({ DATA_DIR: tempDataDir(), LOG_LEVEL: 'info' });
    const res = await fetch(`${server.base}/healthz`, { headers: { 'x-request-id': 'pedido-de-teste-42' } });
    expect(res.status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(lines.some((l) => l.reqId === 'pedido-de-teste-42')).toBe(true);
    expect(lines.at(-1)?.msg).toBe('servidor encerrado');
  }, 300_000);
});
