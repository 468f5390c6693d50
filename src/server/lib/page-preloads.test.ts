import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstRenderSources, type Manifest, PAGE_SOURCES, preloadLinks, VIEW_SOURCES } from './page-preloads.ts';

describe('the code a page names in its HTML', () => {
  it('is the module src/client/pages.ts loads for each route and view', () => {
    const pages = readFileSync(new URL('../../client/pages.ts', import.meta.url), 'utf8');
    for (const src of [...Object.values(PAGE_SOURCES), ...Object.values(VIEW_SOURCES).map((v) => v[0])]) expect(pages, src).toContain(`import('./${src}')`);
  });
  it('is the shell, the page and the dashboard view the address asks for', () => {
    expect(firstRenderSources('landing', '/', '')).toEqual([]);
    expect(firstRenderSources('clientCanvas', '/client-canvas/x', '')).toEqual(['app.tsx', 'features/portal/client-canvas-page.tsx']);
    expect(firstRenderSources('dashboardView', '/dashboard/funnels', '')).toEqual([
      'app.tsx',
      'features/dashboard-route.tsx',
      'features/funnels/funnels-page.tsx',
    ]);
    expect(firstRenderSources('dashboard', '/dashboard', 'tab=clients')).toContain('features/clients/clients-page.tsx');
    expect(firstRenderSources('dashboardItem', '/dashboard/canvas-editor/x', '')).toContain('components/ui/tooltip-view.tsx');
    expect(firstRenderSources('dashboardView', '/dashboard/nope', '')).toEqual(['app.tsx', 'features/dashboard-route.tsx']);
  });
  it('lists each chunk once, the largest first, with the stylesheets the entry does not have', () => {
    const m: Manifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
      'app.tsx': { file: 'assets/app.js', imports: ['index.html', '_big.js'] },
      'page.tsx': { file: 'assets/page.js', imports: ['_big.js', '_small.js'], css: ['assets/page.css', 'assets/index.css'] },
      '_big.js': { file: 'assets/big.js' },
      '_small.js': { file: 'assets/small.js', imports: ['_big.js'] },
    };
    const size: Record<string, number> = { 'assets/app.js': 20, 'assets/page.js': 10, 'assets/big.js': 100, 'assets/small.js': 1 };
    expect(preloadLinks(m, ['app.tsx', 'page.tsx', 'missing.tsx'], (f) => size[f])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/page.css">' +
        ['big', 'app', 'page', 'small'].map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}.js">`).join(''),
    );
  });
});
