// Build steps for the landing page's performance budget (docs/README.md, the landing page), used by vite.config.ts:
// - prerender: renders the landing page (src/client/features/landing/prerender.tsx) to HTML
//   at build time into dist/client/landing.html (stylesheet inline), which the server sends
//   for / so the page needs no React in the browser (main.tsx runs only motion.ts on it); and
//   /auth's login form (features/auth/prerender.tsx) into auth.html, which main.tsx hydrates;
//   and a public link's still "Identifique-se" (features/public-review/still-identify.tsx) into
//   public-review.html, which the real dialog replaces;
// - precompress: writes .br and .gz next to every text asset, which the server sends to
//   browsers that accept them (@fastify/static preCompressed; spa.ts for the HTML).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import type { Plugin } from 'vite';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

export function precompress(outDir: string) {
  for (const file of walk(outDir)) {
    if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
    const buf = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }));
    writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
  }
}

export function landingBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'funil-landing-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const [{ createServer }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule('/features/landing/prerender.tsx')) as { renderLanding: () => string };
        const { renderAuth } = (await server.ssrLoadModule('/features/auth/prerender.tsx')) as { renderAuth: () => Promise<string> };
        const { renderStillIdentify } = (await server.ssrLoadModule('/features/public-review/still-identify.tsx')) as {
          renderStillIdentify: () => { html: string; css: string };
        };
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        const marker = '<div id="root"></div>';
        if (!index.includes(marker)) throw new Error('index.html sem <div id="root"></div>');
        // The stylesheet goes inline: the first paint then waits for the HTML only.
        const withCss = index.replace(
          /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/,
          (_tag, href: string) => `<style>${readFileSync(join(outDir, href), 'utf8')}</style>`,
        );
        writeFileSync(join(outDir, 'landing.html'), withCss.replace(marker, `<div id="root">${renderLanding()}</div>`));
        // data-prerendered tells main.tsx to hydrate what is there rather than draw it again.
        writeFileSync(join(outDir, 'auth.html'), withCss.replace(marker, `<div id="root" data-prerendered="auth">${await renderAuth()}</div>`));
        // A public link: "Carregando..." where the page will be and a still "Identifique-se" over
        // it, which reviewer-known.js hides, before the first paint, from a reviewer already known.
        // Only the rules these elements use go inline (beasties); the whole stylesheet follows the
        // markup, so parsing it does not hold the first paint on a phone.
        const still = renderStillIdentify();
        const loading = '<div class="flex h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">Carregando...</div>';
        const critical = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn' });
        const reviewHtml = await critical.process(
          index
            .replace('</head>', `<style>${still.css}</style><script src="/reviewer-known.js"></script></head>`)
            .replace(marker, `<div id="root">${loading}</div>${still.html}`),
        );
        writeFileSync(join(outDir, 'public-review.html'), reviewHtml);
      } finally {
        await server.close();
      }
      precompress(outDir);
    },
  };
}
