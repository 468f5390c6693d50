// The server as one prebuilt JavaScript file for `npm start` (start to healthy). Run
// through tsx, every start resolved and loaded the ~180 server modules through tsx's loader
// hooks, which took about as long as everything else the start does. Built with esbuild (the
// compiler tsx and Vite run on, declared in package.json at the same version) when the server's
// sources changed since the last build, as start.mjs does for the pages.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(root, 'dist/server');
export const SERVER_BUNDLE = join(OUT_DIR, 'server.mjs');
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
 * Packages are bundled too: Node resolved, read and compiled ~600 files of node_modules at every
 * start, about 0.4 s of start to healthy on the CI machine. These stay imports of
 * node_modules, each for a reason of its own:
 * - they read files of their own package at run time: PGlite (its WebAssembly and data files),
 *   @fastify/static and @fastify/swagger-ui (the files they serve);
 * - a native addon: @node-rs/argon2, pg-native (node-postgres's optional one);
 * - loaded only when configured, so a start without them never reads them: nodemailer (SMTP),
 *   ioredis (several instances), stripe (card payments);
 * - tools, never run by the server: esbuild, tsx.
 * A package that shares modules with the bundle is bundled with it, whatever it is:
 * @hocuspocus/extension-redis, outside, loaded a second Yjs and Hocuspocus of its own, and live
 * edits stopped crossing instances. It comes in a chunk of its own, read only with REDIS_URL.
 */
const OUTSIDE = [
  '@electric-sql/pglite',
  '@fastify/static',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'pg-native',
  'nodemailer',
  'ioredis',
  'stripe',
  'esbuild',
  'tsx',
];
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => (OUTSIDE.some((p) => args.path === p || args.path.startsWith(`${p}/`)) ? { external: true } : undefined));
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(root, 'src/server/server.ts')],
    absWorkingDir: root,
    bundle: true,
    // Modules imported with import() get chunks of their own, loaded when imported: start.ts
    // loads the app while the database opens.
    splitting: true,
    outdir: OUT_DIR,
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside, ownUrl],
    write: false,
    logLevel: 'warning',
    // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
    banner: { js: "import { createRequire as __funilRequire } from 'node:module'; const require = __funilRequire(import.meta.url);" },
  });
  mkdirSync(OUT_DIR, { recursive: true });
  // Chunks are named by their content, so writing them never changes a file another start is
  // loading; the entry is written last and renamed into place, so a start beside this build
  // loads the old set or the new one, never half of one.
  const entry = out.outputFiles.find((f) => f.path === SERVER_BUNDLE);
  for (const f of out.outputFiles) if (f !== entry) writeFileSync(f.path, f.contents);
  const tmp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  writeFileSync(tmp, entry.contents);
  renameSync(tmp, SERVER_BUNDLE);
  // Chunks of earlier builds: removed once old enough that no start can still be loading them.
  const current = new Set(out.outputFiles.map((f) => f.path));
  for (const f of readdirSync(OUT_DIR)) {
    const path = join(OUT_DIR, f);
    if (f.startsWith('chunk-') && !current.has(path) && statSync(path).mtimeMs < Date.now() - 60_000) rmSync(path, { force: true });
  }
}

/** The bundle's path, built first when missing or older than the sources. */
export async function serverEntry({ rebuild = false } = {}) {
  if (rebuild || serverBundleStale()) await buildServer();
  return SERVER_BUNDLE;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await buildServer();
