import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingBuild } from './scripts/vite-landing.ts';

// The built pages run Preact's React-compatible layer instead of React DOM (issue 14, decision
// 011): about 58 KB less gzipped JavaScript on every page. Exact names only, so react-router,
// react-hook-form and the like still resolve to themselves. `vite dev` keeps React: React's Fast
// Refresh does not update components under Preact. The landing page's prerender
// (scripts/vite-landing.ts, its own config) and the unit tests use React too.
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  resolve: { alias: command === 'build' ? preactCompat : [] },
  plugins: [react(), tailwindcss(), landingBuild()],
  // The manifest lets bench/bundle.ts follow what each route loads.
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/collab': { target: 'ws://localhost:3000', ws: true }, '/healthz': 'http://localhost:3000' } },
}));
