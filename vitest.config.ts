import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/faults/**', 'node_modules/**'],
    // Generous limits, not timings: the shared machines can be very loaded.
    testTimeout: 60000,
    // One retry: the shared machines are noisy. scripts/test.mjs names every test that
    // needed it in the summary, so a flaky test is seen, not hidden.
    retry: 1,
    hookTimeout: 180000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
