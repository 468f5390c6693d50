// `npm start`: builds the pages when there is no build, then serves everything on one port.
// The server runs inside this process (tsx registered here) rather than as a child: npm hands
// SIGTERM to its `sh -c`, which dies without passing it on, so a child server was orphaned.
// package.json's `exec` makes this process the one npm signals; no child, nothing to forward.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

if (!existsSync('dist/client/index.html') || process.argv.includes('--build')) {
  console.log('Gerando o build de produção...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
register();
await import('../src/server/server.ts');
