// Serves the built SPA. Unknown /api/* is a JSON 404; unknown pages get the SPA with
// status 404 so that it renders its 404 page. / gets the prerendered landing page
// (landing.html), /auth its prerendered login form (auth.html), a public link its still
// "Identifique-se" (public-review.html), and text is sent precompressed
// (.br/.gz written by the build). Every page but the landing names the code of its first render
// (lib/page-preloads.ts), compressed once per page and kept.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAppRoute, routeOf } from '#shared/routes.ts';
import { firstRenderSources, preloadLinks, readManifest } from '../lib/page-preloads.ts';
import { routedPath } from '../lib/routed-path.ts';
import { serveBuiltAssets } from './built-assets.ts';

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** D11: configured checkout pages replace the landing's default /subscribe?plan= links. */
export function withCheckoutLinks(html: string, urls: { business?: string; enterprise?: string }): string {
  let out = html;
  for (const plan of ['business', 'enterprise'] as const) {
    const url = urls[plan];
    if (url) out = out.replaceAll(`href="/subscribe?plan=${plan}"`, `href="${attr(url)}"`);
  }
  return out;
}

export default fp(async function spa(app: FastifyInstance, opts: { root: string }) {
  const indexFile = join(opts.root, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      index: false,
      // One wildcard route that looks files up on request: a route per built file (~300 of
      // them, globbed and compiled into the router) took a good part of the start (decision 010).
      // The build's own folder (.vite, its manifest) stays private, as when it was not globbed,
      // and only file names reach it: a folder (/, /assets) is a page, answered below.
      dotfiles: 'ignore',
      allowedPath: (path) => /\.[^/]+$/.test(path),
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
          (res as unknown as { header(k: string, v: string): void }).header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    serveBuiltAssets(app, opts.root);
  }
  const landingFile = join(opts.root, 'landing.html');
  const authFile = join(opts.root, 'auth.html');
  const publicReviewFile = join(opts.root, 'public-review.html');
  const { checkoutUrlBusiness: business, checkoutUrlEnterprise: enterprise } = app.deps.config;
  const customLanding =
    hasBuild && (business || enterprise) && existsSync(landingFile)
      ? Buffer.from(withCheckoutLinks(readFileSync(landingFile, 'utf8'), { business, enterprise }))
      : null;
  const customLandingGz = customLanding && gzipSync(customLanding);
  const sizeOf = (f: string) => statSync(join(opts.root, f)).size;
  /** A page with its first render's code named, by file and modules: a handful of pages in all. */
  const withPreloads = new Map<string, { raw: Buffer; br: Buffer; gzip: Buffer }>();
  let manifest: ReturnType<typeof readManifest> = null;
  let builtAt = -1;
  const preloaded = (file: string, sources: string[]) => {
    // A new build under a running server (the pages used to be read on each request) is picked up.
    const stamp = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (stamp !== builtAt) {
      builtAt = stamp;
      withPreloads.clear();
      manifest = readManifest(opts.root);
    }
    const key = `${file}|${sources.join(',')}`;
    let p = withPreloads.get(key);
    if (!p && manifest) {
      const html = readFileSync(file, 'utf8');
      const raw = Buffer.from(html.replace('</head>', `${preloadLinks(manifest, sources, sizeOf)}</head>`));
      p = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
      withPreloads.set(key, p);
    }
    return p;
  };
  /** The page for a path: / is the prerendered landing; brotli or gzip when accepted and built. */
  const page = (path: string, query: string, accept: string): { body: string | Buffer; encoding?: 'br' | 'gzip' } => {
    if (!hasBuild) return { body: '<!doctype html><title>Funil</title><p>Build ausente: rode npm run build.</p>' };
    if (path === '/' && customLanding && customLandingGz)
      return accept.includes('gzip') ? { body: customLandingGz, encoding: 'gzip' } : { body: customLanding };
    const file =
      path === '/' && existsSync(landingFile)
        ? landingFile
        : prerenderedAuth(path, query) && existsSync(authFile)
          ? authFile
          : routeOf(path) === 'publicReview' && existsSync(publicReviewFile)
            ? publicReviewFile
            : indexFile;
    const route = routeOf(path);
    const p = route && route !== 'landing' ? preloaded(file, firstRenderSources(route, path, query)) : undefined;
    if (p) {
      if (accept.includes('br')) return { body: p.br, encoding: 'br' };
      if (accept.includes('gzip')) return { body: p.gzip, encoding: 'gzip' };
      return { body: p.raw };
    }
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accept.includes(encoding) && existsSync(file + ext)) return { body: readFileSync(file + ext), encoding };
    }
    return { body: readFileSync(file) };
  };
  app.setNotFoundHandler((req, reply) => {
    // Decoded, as the router read it: `/%61pi/x` is an API address (lib/routed-path.ts).
    const path = routedPath(req);
    if (path.startsWith('/api/') || path === '/api') return reply.code(404).send({ error: 'Rota não encontrada' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ error: 'Rota não encontrada' });
    const q = req.url.indexOf('?');
    const { body, encoding } = page(path, q < 0 ? '' : req.url.slice(q + 1), String(req.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(isAppRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
});

/**
 * /auth's login form is prerendered (auth.html): sent for /auth with no mode or mode=login, the
 * addresses that show it. Reset and register, and anything unexpected, get the plain shell.
 */
export function prerenderedAuth(path: string, query: string): boolean {
  if (path !== '/auth') return false;
  const params = new URLSearchParams(query);
  return [...params.keys()].every((k) => k === 'next' || k === 'mode') && (params.get('mode') ?? 'login') === 'login';
}
