// The security headers are helmet's, on every kind of answer: API, error, page.
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../tests/helpers/app.ts';
import { helmetHeaders } from './security-headers.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

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
});
