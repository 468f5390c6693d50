// The dashboard's view starts downloading with the dashboard's own code (pages.ts): which view an
// address asks for, read as the dashboard's route reads it, and never a key every object has.
import { describe, expect, it } from 'vitest';
import { addressView, requestedView } from './pages.ts';

describe('the view a dashboard address asks for', () => {
  it('the path, else ?tab=, else the overview', () => {
    expect(requestedView('/dashboard/funnels', '')).toBe('funnels');
    expect(requestedView('/dashboard/canvas-editor/abc', '')).toBe('canvas-editor');
    expect(requestedView('/dashboard', '?tab=clients')).toBe('clients');
    expect(requestedView('/dashboard', '')).toBe('overview');
    expect(addressView('/dashboard/templates', '')).toBe('templates');
  });

  it('an address that names no view starts nothing', () => {
    for (const path of ['/dashboard/constructor', '/dashboard/__proto__', '/dashboard/toString', '/dashboard/nada', '/dashboard/%2e%2e'])
      expect(addressView(path, '')).toBeNull();
    expect(addressView('/dashboard', '?tab=hasOwnProperty')).toBeNull();
  });
});
