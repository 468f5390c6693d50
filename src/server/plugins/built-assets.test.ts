import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import spa from './spa.ts';

describe("the build's /assets files", () => {
  async function served() {
    const root = mkdtempSync(join(tmpdir(), 'funil-assets-'));
    mkdirSync(join(root, 'assets'), { recursive: true });
    mkdirSync(join(root, '.vite'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(join(root, '.vite/manifest.json'), '{}');
    writeFileSync(join(root, 'assets/app-a1.js'), 'raw');
    writeFileSync(join(root, 'assets/app-a1.js.br'), 'brotli');
    writeFileSync(join(root, 'assets/app-a1.js.gz'), 'gzip');
    writeFileSync(join(root, 'assets/small-a1.js'), 'small');
    const app = Fastify();
    app.decorate('deps', { config: {} } as never);
    await app.register(spa, { root });
    return { app, root };
  }

  it('are answered from memory with the precompressed copy the browser accepts, cached for good', async () => {
    const { app } = await served();
    const br = await app.inject({ url: '/assets/app-a1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.body).toBe('brotli');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    const gz = await app.inject({ url: '/assets/app-a1.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.body, gz.headers['content-encoding']]).toEqual(['gzip', 'gzip']);
    const raw = await app.inject({ url: '/assets/small-a1.js', headers: { 'accept-encoding': 'br' } });
    expect([raw.body, raw.headers['content-encoding']]).toEqual(['small', undefined]);
    const again = await app.inject({ url: '/assets/app-a1.js', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it('include a file written after the start and any other kind of file; anything else is the 404 page, the build folder stays private', async () => {
    const { app, root } = await served();
    writeFileSync(join(root, 'assets/late-b2.js'), 'late');
    expect((await app.inject({ url: '/assets/late-b2.js' })).body).toBe('late');
    // A kind of file it does not hold is still served, by @fastify/static.
    writeFileSync(join(root, 'assets/photo-c3.jpg'), 'jpeg');
    const photo = await app.inject({ url: '/assets/photo-c3.jpg' });
    expect([photo.statusCode, photo.body, photo.headers['content-type']]).toEqual([200, 'jpeg', 'image/jpeg']);
    for (const url of ['/assets/nope-x1.js', '/assets/..%2F.vite%2Fmanifest.json', '/assets/.hidden.js', '/assets/app-a1.js.br/x']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('{}');
    }
    await app.close();
  });
});
