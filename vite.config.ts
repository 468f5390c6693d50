import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingBuild } from './scripts/vite-landing.ts';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), landingBuild()],
  // The manifest lets bench/bundle.ts follow what each route loads. No modulepreload polyfill in
  // the entry: every browser the app supports has modulepreload, and a browser without it still
  // loads each module through its import (decision 011, "How the JavaScript is split").
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 900, modulePreload: { polyfill: false } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/collab': { target: 'ws://localhost:3000', ws: true }, '/healthz': 'http://localhost:3000' },
  },
});
