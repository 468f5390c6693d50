// `npm start`: builds the pages when there is no build or the sources changed since it (after a
// `git pull` the old pages would otherwise be served), then serves everything on one port.
// The server is the prebuilt bundle (server-bundle.mjs, rebuilt the same way when the server's
// sources changed). It runs inside this process rather than as a child: npm hands
// SIGTERM to its `sh -c`, which dies without passing it on, so a child server was orphaned.
// package.json's `exec` makes this process the one npm signals; no child, nothing to forward.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverEntry } from './server-bundle.mjs';

const BUILT = 'dist/client/index.html';
/** What the pages are built from (vite.config.ts: root src/client, which imports src/shared). */
const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newestChange(join(path, f))));
}

const stale = !existsSync(BUILT) || Math.max(...SOURCES.map(newestChange)) > statSync(BUILT).mtimeMs;
if (stale || process.argv.includes('--build')) {
  console.log('Gerando o build de produção...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = await serverEntry({ rebuild: process.argv.includes('--build') });
// --prepare: only build what is stale (the benchmark does it before it times a start).
if (!process.argv.includes('--prepare')) await import(pathToFileURL(server).href);
