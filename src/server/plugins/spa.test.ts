import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import spa, { prerenderedAuth, withCheckoutLinks } from './spa.ts';

describe('landing checkout links (D11)', () => {
  const html =
    '<a href="/subscribe?plan=business" target="_blank">A</a><a href="/subscribe?plan=enterprise" target="_blank">B</a><a href="/subscribe?plan=business">C</a>';
  it('keep /subscribe?plan= when nothing is configured', () => {
    expect(withCheckoutLinks(html, {})).toBe(html);
  });
  it('point every link of a plan to its configured checkout page, escaped', () => {
    const out = withCheckoutLinks(html, { business: 'https://pay.example.com/b?x=1&y="2"' });
    expect(out).toContain('href="https://pay.example.com/b?x=1&amp;y=&quot;2&quot;"');
    expect(out).not.toContain('/subscribe?plan=business');
    expect(out).toContain('href="/subscribe?plan=enterprise"');
  });
});

describe('the prerendered login form', () => {
  it('is what /auth shows with no mode, mode=login, or a next address', () => {
    for (const q of ['', 'mode=login', 'next=%2Fdashboard%2Fclients', 'mode=login&next=/dashboard']) expect(prerenderedAuth('/auth', q), q).toBe(true);
  });
  it('is not sent for reset, register, a reset token, other parameters or other paths', () => {
    for (const q of ['mode=register', 'mode=reset', 'mode=reset&token=abc', 'plan=business', 'x=1']) expect(prerenderedAuth('/auth', q), q).toBe(false);
    expect(prerenderedAuth('/client-auth', '')).toBe(false);
    expect(prerenderedAuth('/auth/', '')).toBe(false);
  });
});

describe("an app page's HTML", () => {
  async function serve(root: string) {
    const app = Fastify();
    app.decorate('deps', { config: {} } as never);
    await app.register(spa, { root });
    return app;
  }
  const build = (root: string, hash: string) => {
    mkdirSync(join(root, '.vite'), { recursive: true });
    writeFileSync(join(root, 'index.html'), `<html><head><script type="module" src="/assets/index-${hash}.js"></script></head><body></body></html>`);
    writeFileSync(
      join(root, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: `assets/index-${hash}.js` },
        'app.tsx': { file: `assets/app-${hash}.js` },
        'features/portal/client-canvas-page.tsx': { file: `assets/canvas-${hash}.js` },
      }),
    );
    mkdirSync(join(root, 'assets'), { recursive: true });
    for (const f of ['index', 'app', 'canvas']) writeFileSync(join(root, `assets/${f}-${hash}.js`), 'x');
  };

  it('names the modules of its first render, and those of a new build once it is written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'funil-spa-'));
    build(root, 'a1');
    const app = await serve(root);
    const first = await app.inject({ url: '/client-canvas/x' });
    expect(first.body).toContain('<link rel="modulepreload" crossorigin href="/assets/canvas-a1.js">');
    expect(first.body).toContain('href="/assets/app-a1.js"');
    expect(first.body).not.toContain('modulepreload" crossorigin href="/assets/index-a1.js"');
    build(root, 'b2');
    utimesSync(join(root, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const next = await app.inject({ url: '/client-canvas/x' });
    expect(next.body).toContain('href="/assets/canvas-b2.js"');
    expect(next.body).not.toContain('a1');
    await app.close();
  });
});
