import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { addressesToOpen, startLines } from './console/start-lines.ts';
import { SESSION_CACHE_MS } from './domain/auth/session-cache.ts';
import { loadConfig } from './env.ts';
import { startServer } from './start.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
})();

let running: Awaited<ReturnType<typeof startServer>>;
try {
  running = await startServer(config, { sessionCacheMs: SESSION_CACHE_MS });
} catch (e) {
  console.error(`Não foi possível iniciar: ${(e as Error).message}`);
  process.exit(1);
}
const lines = startLines({
  addresses: addressesToOpen(config, networkInterfaces()),
  database: running.database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL',
  demo: running.demo,
  outbox: config.smtpUrl ? undefined : join(config.dataDir, 'outbox'),
});
console.log(lines.join('\n'));

let closing = false;
async function shutdown(reason: string, code: number) {
  if (closing) return;
  closing = true;
  console.log(`${reason}: encerrando...`);
  // Under the 10 s a container runtime or systemd waits before SIGKILL.
  const timer = setTimeout(() => {
    console.error('Encerramento demorou demais; saindo.');
    process.exit(1);
  }, 9000);
  timer.unref();
  try {
    await running.stop(); // stores every open document (collab onClose)
    // The last log line is still queued in the asynchronous log destination: pino writes it out
    // synchronously on exit (its exit hook), so nothing logged before this point is lost.
    running.app.log.info({ reason }, 'servidor encerrado');
    process.exit(code);
  } catch (e) {
    running.app.log.error({ err: e }, 'falha ao encerrar');
    process.exit(1);
  }
}
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => void shutdown(`${sig} recebido`, 0));

// Last line only: every store path handles its own errors. A stray rejection is logged and the
// server stays up (exiting would drop every open document's pending edits); an uncaught
// exception leaves the process in an unknown state, so it stores what it can and exits.
process.on('unhandledRejection', (reason) => running.app.log.error({ err: reason }, 'promessa rejeitada sem tratamento'));
process.on('uncaughtException', (err) => {
  running.app.log.fatal({ err }, 'exceção não tratada');
  void shutdown('exceção não tratada', 1);
});
