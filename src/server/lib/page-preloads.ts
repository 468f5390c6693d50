// The code an app page runs on its first render, named in the page's HTML so that the browser
// fetches all of it as the HTML arrives, instead of after the entry script has arrived and run
// (and, before it runs, after the stylesheet: a script waits for the stylesheets above it).
// Decision 011 (docs/decisions/011-what-each-page-loads.md) has the figures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_VIEWS, type DashboardView } from '#shared/permissions.ts';
import { type AppRoute, requestedView } from '#shared/routes.ts';

/** The module each route renders, as src/client/pages.ts imports it (a test holds the two alike). */
export const PAGE_SOURCES: Record<AppRoute, string> = {
  landing: 'features/landing/landing-page.tsx',
  auth: 'features/auth/auth-page.tsx',
  clientAuth: 'features/portal/client-auth-page.tsx',
  clientSetPassword: 'features/portal/client-set-password-page.tsx',
  subscribe: 'features/subscribe/subscribe-page.tsx',
  dashboard: 'features/dashboard-route.tsx',
  dashboardView: 'features/dashboard-route.tsx',
  dashboardItem: 'features/dashboard-route.tsx',
  clientDashboard: 'features/portal/client-dashboard-page.tsx',
  clientCanvas: 'features/portal/client-canvas-page.tsx',
  publicReview: 'features/public-review/public-review-page.tsx',
  privacy: 'features/privacy/privacy-page.tsx',
};

/** The dashboard's views (src/client/pages.ts VIEW_CODE), with what their first render adds. */
export const VIEW_SOURCES: Record<DashboardView, string[]> = {
  overview: ['features/overview/overview-page.tsx'],
  clients: ['features/clients/clients-page.tsx'],
  funnels: ['features/funnels/funnels-page.tsx'],
  // The editor renders its tooltips' view from the first render (dashboard-route.tsx).
  'canvas-editor': ['features/editor/editor-page.tsx', 'components/ui/tooltip-view.tsx'],
  templates: ['features/templates/templates-page.tsx'],
  account: ['features/account/account-page.tsx'],
  resultados: ['features/results/results-page.tsx'],
};

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, Chunk>;

/** The build's manifest, or null (no build, or one being written): the pages then name nothing. */
export function readManifest(root: string): Manifest | null {
  const file = join(root, '.vite/manifest.json');
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  } catch {
    return null;
  }
}

/** The source modules an address renders first: the app shell, the route's page, the dashboard's view. */
export function firstRenderSources(route: AppRoute, pathname: string, search: string): string[] {
  if (route === 'landing') return [];
  const sources = ['app.tsx', PAGE_SOURCES[route]];
  if (route.startsWith('dashboard')) {
    const view = requestedView(pathname, search);
    if ((DASHBOARD_VIEWS as readonly string[]).includes(view)) sources.push(...VIEW_SOURCES[view as DashboardView]);
  }
  return sources;
}

/**
 * The `<link>`s for the modules and their static imports (the entry's own chunk and stylesheet
 * excepted: the HTML names them already), the largest first so that they start first.
 */
export function preloadLinks(manifest: Manifest, sources: string[], sizeOf: (file: string) => number): string {
  const seen = new Set<string>(['index.html']);
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    js.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const s of sources) visit(s);
  for (const c of manifest['index.html']?.css ?? []) css.delete(c);
  js.sort((a, b) => sizeOf(b) - sizeOf(a));
  return [
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}
