import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser: nothing outside the package registries can be
// downloaded on the machines this runs on (README.md, the test command).
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 1, // noisy shared machines; scripts/test.mjs names every retried journey
  reporter: [['list'], ['json', { outputFile: '.tmp/test-reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
