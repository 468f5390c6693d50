// The security headers are helmet's, on every kind of answer: API, error, page.
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../tests/helpers/app.ts';
import { connectSources, helmetHeaders } from './security-headers.ts';

const t = withTestApp();

describe('security headers', () => {
  it('are what helmet sets for the options, computed once', () => {
    const h = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } }, strictTransportSecurity: false });
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['strict-transport-security']).toBeUndefined();
  });

  it('are on API answers, errors and pages alike', async () => {
    for (const url of ['/healthz', '/api/canvases', '/api/nada', '/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("let a page's scripts connect to the app's own origin only, never to any host's socket", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1].split(' ');
    // The test app's PUBLIC_URL is http://localhost:3000.
    expect(connect).toEqual(["'self'", 'ws://localhost:3000', 'https://api.stripe.com']);
    expect(csp).not.toMatch(/(^|[\s;])wss?:($|[\s;])/);
  });

  it("name the socket's exact origin when PUBLIC_URL is set, and rely on 'self' when it is not", () => {
    expect(connectSources({ publicUrl: 'https://funil.exemplo.com', publicUrlGiven: true })).toEqual([
      "'self'",
      'wss://funil.exemplo.com',
      'https://api.stripe.com',
    ]);
    expect(connectSources({ publicUrl: 'http://10.0.0.2:8080', publicUrlGiven: true })).toEqual(["'self'", 'ws://10.0.0.2:8080', 'https://api.stripe.com']);
    // Unset, the app is opened at localhost, 127.0.0.1 or the LAN address: CSP Level 3 'self'
    // covers ws: and wss: of the page's own host (the browser journeys connect under it).
    expect(connectSources({ publicUrl: 'http://localhost:3000', publicUrlGiven: false })).toEqual(["'self'", 'https://api.stripe.com']);
  });
});
