import { describe, expect, it } from 'vitest';
import { isAppRoute } from './routes.ts';

describe('the one route table', () => {
  it('answers the app for the spec’s paths and nothing else', () => {
    for (const p of [
      '/',
      '/auth',
      '/auth/',
      '/client-auth',
      '/subscribe',
      '/dashboard',
      '/dashboard/funnels',
      '/dashboard/canvas-editor/abc',
      '/client-dashboard',
      '/client-canvas/abc',
      '/public/xyz',
    ]) {
      expect(isAppRoute(p), p).toBe(true);
    }
    for (const p of ['//', '/auth/reset', '/dashboard/a/b/c', '/client-canvas', '/public', '/public/a/b', '/qualquer']) {
      expect(isAppRoute(p), p).toBe(false);
    }
  });
});
