import { describe, expect, it } from 'vitest';
import { AGENCY_NEXT_PREFIXES, CLIENT_NEXT_PREFIXES, loginHref, safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps a same-origin path with its query under the principal area', () => {
    expect(safeNextPath('/dashboard/canvas-editor?id=abc-123', AGENCY_NEXT_PREFIXES)).toBe('/dashboard/canvas-editor?id=abc-123');
    expect(safeNextPath('/dashboard', AGENCY_NEXT_PREFIXES)).toBe('/dashboard');
    expect(safeNextPath('/dashboard/funnels?client=x#top', AGENCY_NEXT_PREFIXES)).toBe('/dashboard/funnels?client=x#top');
    expect(safeNextPath('/client-canvas/0b0c', CLIENT_NEXT_PREFIXES)).toBe('/client-canvas/0b0c');
    expect(safeNextPath('/client-dashboard', CLIENT_NEXT_PREFIXES)).toBe('/client-dashboard');
  });

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'http://evil.example/dashboard',
    'https://evil.example',
    'javascript:alert(1)',
    '/dashboard\\..\\x',
    '/\t/evil.example',
    '/dashboard/../auth',
    '/dashboard/%2e%2e/x',
    '/dashboard%2f..%2fx',
    'dashboard',
    '',
    ' /dashboard',
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw, AGENCY_NEXT_PREFIXES)).toBeNull();
  });

  it("refuses the other principal's area and look-alike prefixes", () => {
    expect(safeNextPath('/client-canvas/abc', AGENCY_NEXT_PREFIXES)).toBeNull();
    expect(safeNextPath('/dashboardx', AGENCY_NEXT_PREFIXES)).toBeNull();
    expect(safeNextPath('/dashboard/overview', CLIENT_NEXT_PREFIXES)).toBeNull();
    expect(safeNextPath('/client-canvas/', CLIENT_NEXT_PREFIXES)).toBeNull();
    expect(safeNextPath('/client-dashboardx', CLIENT_NEXT_PREFIXES)).toBeNull();
  });

  it('refuses non-strings and overlong values', () => {
    expect(safeNextPath(null, AGENCY_NEXT_PREFIXES)).toBeNull();
    expect(safeNextPath(undefined, AGENCY_NEXT_PREFIXES)).toBeNull();
    expect(safeNextPath(`/dashboard?${'a'.repeat(3000)}`, AGENCY_NEXT_PREFIXES)).toBeNull();
  });
});

describe('loginHref', () => {
  it('carries a safe target and drops an unsafe one', () => {
    expect(loginHref('/auth?mode=login', '/dashboard/canvas-editor?id=1', AGENCY_NEXT_PREFIXES)).toBe(
      '/auth?mode=login&next=%2Fdashboard%2Fcanvas-editor%3Fid%3D1',
    );
    expect(loginHref('/client-auth', '/client-canvas/9', CLIENT_NEXT_PREFIXES)).toBe('/client-auth?next=%2Fclient-canvas%2F9');
    expect(loginHref('/client-auth', '//evil', CLIENT_NEXT_PREFIXES)).toBe('/client-auth');
  });
});
