// The server as one prebuilt JavaScript file for `npm start` (issue 14: start to healthy). Run
// through tsx, every start resolved and loaded the ~180 server modules through tsx's loader
// hooks, which took about as long as everything else the start does. Built with esbuild (the
// compiler tsx itself runs on, so no extra dependency) when the server's sources changed since
// the last build, as start.mjs does for the pages.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'dist/server/server.mjs');
/** What the bundle is built from: the server, the shared domain, the packages it imports, this script. */
const SOURCES = ['src/server', 'src/shared', 'package.json', 'package-lock.json', 'scripts/server-bundle.mjs'];

function newestChange(path) {
  let s;
  try {
    s = statSync(path);
  } catch {
    return 0;
  }
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newestChange(join(path, f))));
}

export function serverBundleStale() {
  let built;
  try {
    built = statSync(SERVER_BUNDLE).mtimeMs;
  } catch {
    return true;
  }
  return Math.max(...SOURCES.map((p) => newestChange(join(root, p)))) > built;
}

/**
 * Sources find files next to them through import.meta.url (the migrations, the built pages): in
 * the bundle each one keeps its own file's URL, written relative to the bundle so a moved
 * checkout still works.
 */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = relative(dirname(SERVER_BUNDLE), args.path).split(sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * Packages stay imports of node_modules, except date-fns: its index loads every one of its ~250
 * functions (the slowest import of the start), and bundled only the few we call remain.
 */
const INLINE = ['date-fns'];
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => (INLINE.some((p) => args.path === p || args.path.startsWith(`${p}/`)) ? undefined : { external: true }));
  },
};

export async function buildServer() {
  const tsx = createRequire(import.meta.url).resolve('tsx/package.json');
  const { build } = createRequire(tsx)('esbuild');
  const out = await build({
    entryPoints: [join(root, 'src/server/server.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside, ownUrl],
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  const tmp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  writeFileSync(tmp, out.outputFiles[0].contents);
  renameSync(tmp, SERVER_BUNDLE); // atomic: a start running beside this one never loads half a file
}

/** The bundle's path, built first when missing or older than the sources. */
export async function serverEntry({ rebuild = false } = {}) {
  if (rebuild || serverBundleStale()) await buildServer();
  return SERVER_BUNDLE;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await buildServer();
