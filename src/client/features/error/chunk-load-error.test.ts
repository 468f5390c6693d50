import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://funil.app/assets/auth-page-abc123.js',
      'error loading dynamically imported module: https://funil.app/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/editor-1a2b.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves other errors (and non-errors) alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});
