// Each Playwright worker runs the real server in-process on its own fresh database, so
// tests can seed through the domain functions and drive the UI in Chromium.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { like } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { authAttempts } from '../../src/server/db/schema.ts';
import { loadConfig } from '../../src/server/env.ts';
import { createMemoryMailer } from '../../src/server/mail/mailer.ts';
import { type Running, startServer } from '../../src/server/start.ts';
import { createTestDatabase } from '../helpers/db.ts';

export interface E2EServer {
  url: string;
  db: Db;
  mailer: ReturnType<typeof createMemoryMailer>;
  running: Running;
}

export const test = base.extend<{ db: Db; mailer: E2EServer['mailer']; freshMailBudget: undefined }, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixture signature
    async ({}, use) => {
      const testDb = await createTestDatabase();
      const databaseUrl = testDb.url;
      // The server opens its own connection; for PGlite it opens an in-memory one.
      if (!databaseUrl) await testDb.database.close();
      const dataDir = mkdtempSync(join(tmpdir(), 'funil-e2e-'));
      const config = loadConfig({ NO_DEMO: '1', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv, {
        dataDir,
        port: 0,
        host: '127.0.0.1',
        appSecret: 'e2e-secret-e2e-secret-e2e-secret-000',
        databaseUrl,
      });
      const mailer = createMemoryMailer();
      const running = await startServer(config, { memoryDb: !databaseUrl, mailer, logger: false, quiet: true });
      // The origin check compares with PUBLIC_URL: make it the real port.
      running.app.deps.config.publicUrl = running.url;
      await use({ url: running.url, db: running.database.db, mailer, running });
      await running.stop();
      // PostgreSQL: drop this worker's database (close() does), so runs leave nothing behind.
      if (databaseUrl) await testDb.database.close();
    },
    // A limit, not a timing: starting the server and its database can take long on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  db: async ({ server }, use) => use(server.db),
  mailer: async ({ server }, use) => use(server.mailer),
  // Every browser of a worker calls from 127.0.0.1, and the mail budget counts per address and hour
  // (docs/decisions/021-mail-budget.md): without this, a test's public comments and decisions
  // could find the line used up by earlier tests of its worker and go unmailed.
  freshMailBudget: [
    async ({ server }, use) => {
      await server.db.delete(authAttempts).where(like(authAttempts.kind, 'mail:%'));
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the real login form. */
export async function loginUI(page: Page, email: string, password: string) {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
}

/** The visible toast (Radix also writes an aria-live copy of its text). */
export const toastEl = (page: Page) => page.getByTestId('toast');

/** A screenshot for a person to look at, written only when SHOTS_DIR names a folder. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
