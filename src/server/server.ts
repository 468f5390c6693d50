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
  running = await startServer(config);
} catch (e) {
  console.error(`Não foi possível iniciar: ${(e as Error).message}`);
  process.exit(1);
}
console.log(`Funil rodando em ${config.publicUrl} (banco: ${running.database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`);

let closing = false;
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    console.log(`${sig} recebido: encerrando...`);
    const timer = setTimeout(() => {
      console.error('Encerramento demorou demais; saindo.');
      process.exit(1);
    }, 15000);
    timer.unref();
    try {
      await running.stop();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  });
}
