// `npm run test:faults` (scripts/test-faults.mjs): the fault tests, one file at a time, since
// each starts and kills real server processes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 400_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
