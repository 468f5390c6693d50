// `npm start`: builds the pages when there is no build, then serves everything on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/client/index.html') || process.argv.includes('--build')) {
  console.log('Gerando o build de produção...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { stdio: 'inherit' });
// Forward stop signals so the server shuts down gracefully instead of being orphaned.
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
