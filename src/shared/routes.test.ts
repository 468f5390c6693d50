import { describe, expect, it } from 'vitest';
import { isAppRoute, routeOf } from './routes.ts';

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

  it('names the route of a path, the most specific one first', () => {
    expect(routeOf('/')).toBe('landing');
    expect(routeOf('/auth/')).toBe('auth');
    expect(routeOf('/dashboard')).toBe('dashboard');
    expect(routeOf('/dashboard/funnels')).toBe('dashboardView');
    expect(routeOf('/dashboard/canvas-editor/abc')).toBe('dashboardItem');
    expect(routeOf('/public/xyz')).toBe('publicReview');
    expect(routeOf('/qualquer')).toBeNull();
  });
});
