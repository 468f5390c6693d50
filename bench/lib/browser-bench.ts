// What the browser benches share: a real server on an in-memory PGlite with one agency owner,
// and Debian's Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createAgencyWithOwner } from '../../src/server/domain/agency/create-agency.ts';
import { loadConfig } from '../../src/server/env.ts';
import { createMemoryMailer } from '../../src/server/mail/mailer.ts';
import { startServer } from '../../src/server/start.ts';

export const BENCH_EMAIL = 'bench@agencia.test';
export const BENCH_PASSWORD = 'senha123';

export async function startBenchServer(agencyName = 'Bench', password = BENCH_PASSWORD, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'funil-bench-'));
  const config = loadConfig({ NO_DEMO: '1', LOG_LEVEL: 'warn', ...env } as NodeJS.ProcessEnv, {
    dataDir,
    port: 0,
    host: '127.0.0.1',
    appSecret: 'bench-secret-bench-secret-bench-0000',
    databaseUrl: undefined,
  });
  const running = await startServer(config, { memoryDb: true, mailer: createMemoryMailer(), logger: false, quiet: true });
  running.app.deps.config.publicUrl = running.url;
  await createAgencyWithOwner(
    { db: running.database.db, actor: null },
    { email: BENCH_EMAIL, password, name: 'Bench', plan: 'enterprise', seats: 5, agencyName },
  );
  return { running, dataDir, email: BENCH_EMAIL };
}

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}
