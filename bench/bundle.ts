// JavaScript per route (decision 011): reads the Vite manifest of dist/client (building first when
// the sources are newer) and prints, for each route, the gzip size (level 9, as the server's
// precompressed .gz files) of what the route loads before it can show its page: the entry
// (index.html's script), the app shell, and the route's lazy modules with everything they
// import statically (Vite preloads those together). Modules a route imports lazily on a user's
// action (a dialog, the drawing layer, Stripe) are not counted; modules it mounts on every
// first render are listed in the route, so moving them behind `lazy()` cannot hide them.
//   npx tsx bench/bundle.ts [--json] [--files]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const DIST = join(ROOT, 'dist/client');
const MANIFEST = join(DIST, '.vite/manifest.json');
const args = process.argv.slice(2);

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const SHELL = ['index.html', 'app.tsx'];
const DASH = [...SHELL, 'features/dashboard-route.tsx'];
/** What each route mounts on its first render (manifest keys, relative to src/client). */
const ROUTES: Record<string, { modules: string[]; budget?: number }> = {
  '/auth': { modules: [...SHELL, 'features/auth/auth-page.tsx'], budget: 140 },
  '/dashboard (visão geral)': { modules: [...DASH, 'features/overview/overview-page.tsx'], budget: 150 },
  '/dashboard/clients': { modules: [...DASH, 'features/clients/clients-page.tsx'], budget: 150 },
  '/dashboard/funnels': { modules: [...DASH, 'features/funnels/funnels-page.tsx'], budget: 150 },
  '/dashboard/templates': { modules: [...DASH, 'features/templates/templates-page.tsx'], budget: 150 },
  '/dashboard/account': { modules: [...DASH, 'features/account/account-page.tsx'], budget: 150 },
  // The tooltips' view loads with the editor's code (dashboard-route.tsx).
  '/dashboard/canvas-editor (editor)': { modules: [...DASH, 'features/editor/editor-page.tsx', 'components/ui/tooltip-view.tsx'], budget: 300 },
  // A newcomer first gets Identifique-se over the funnel's still drawing; the editor's drawing
  // loads once they answer or close it, and with the page for a remembered reviewer.
  '/public/:link (Identifique-se)': {
    modules: [...SHELL, 'features/public-review/public-review-page.tsx', 'features/public-review/identify-dialog.tsx'],
  },
  // 261, not 260: the Resultados toggle and the lazy import of its bar (docs/decisions/026-traffic-without-personal-data.md).
  '/public/:link (revisão pública)': {
    modules: [...SHELL, 'features/public-review/public-review-page.tsx', 'features/public-review/public-review-drawing.tsx'],
    budget: 261,
  },
  '/client-dashboard (portal)': { modules: [...SHELL, 'features/portal/client-dashboard-page.tsx'] },
  // 261 for the same reason as the public link's.
  '/client-canvas/:id (portal)': { modules: [...SHELL, 'features/portal/client-canvas-page.tsx'], budget: 261 },
  '/subscribe': { modules: [...SHELL, 'features/subscribe/subscribe-page.tsx'] },
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded() {
  const sources = Math.max(newestMtime(join(ROOT, 'src/client')), newestMtime(join(ROOT, 'src/shared')), statSync(join(ROOT, 'vite.config.ts')).mtimeMs);
  if (existsSync(MANIFEST) && statSync(MANIFEST).mtimeMs >= sources) return;
  console.log('Gerando o build de produção (vite build)...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build falhou');
  if (!existsSync(MANIFEST)) throw new Error('o build não gerou .vite/manifest.json (build.manifest no vite.config.ts)');
}

/** The module's chunk and every chunk it imports statically, transitively. */
function closure(m: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = m[key];
    if (!chunk) throw new Error(`módulo ${key} não está no manifesto do Vite: a lista de rotas em bench/bundle.ts ficou velha`);
    seen.add(key);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, n);
  }
  return n;
}

function main() {
  buildIfNeeded();
  const m = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const rows = Object.entries(ROUTES).map(([route, { modules, budget }]) => {
    const files = [...closure(m, modules)].map((k) => m[k].file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((n, f) => n + gzipBytes(f), 0);
    return { route, kb: bytes / 1000, budget, files: files.map((f) => ({ file: f, kb: gzipBytes(f) / 1000 })).sort((a, b) => b.kb - a.kb) };
  });
  if (args.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log('JavaScript por rota (gzip nível 9, KB = 1000 bytes), do manifesto do Vite, contra a meta de cada rota:');
  for (const r of rows) {
    const verdict = r.budget === undefined ? 'sem meta' : `meta ${r.budget} KB: ${r.kb <= r.budget ? 'dentro' : 'ACIMA'}`;
    console.log(`  ${r.route.padEnd(36)} ${r.kb.toFixed(1).padStart(6)} KB (${String(r.files.length).padStart(2)} arquivos)  ${verdict}`);
    if (args.includes('--files')) for (const f of r.files) console.log(`      ${f.kb.toFixed(1).padStart(6)} KB  ${f.file}`);
  }
  const over = rows.filter((r) => r.budget !== undefined && r.kb > r.budget);
  if (over.length) {
    console.log(`Acima da meta: ${over.map((r) => r.route).join(', ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
