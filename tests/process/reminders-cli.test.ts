// `npm run cli -- reminders:send` (decision 008): one round of reminders for operators and cron.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { todayInZone } from '../../src/shared/due-date.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { seedClientAccess } from '../helpers/portal-seed.ts';

function cli(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    env: { ...process.env, NO_DEMO: '1', DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run cli -- reminders:send', () => {
  it('sends the reminders that are due once, says how many, and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'funil-cli-'));
    const database = await openDatabase({ dataDir });
    let email: string;
    try {
      const a = await seedAgency(database.db);
      const access = await seedClientAccess(database.db, a.agency.id);
      email = access.email;
      await seedCanvas(database.db, {
        agencyId: a.agency.id,
        clientId: access.clientId,
        userId: a.owner.id,
        title: 'Funil do cron',
        status: 'published',
        version: 1,
        dueDate: todayInZone(new Date()),
      });
    } finally {
      await database.close();
    }
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://funil.example' };
    const first = cli(env, 'reminders:send');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    // The run on the due day sends 'due' and records 'before' (never sent) as skipped.
    expect(first.stdout.trim()).toBe('1 e-mail de lembrete enviado. (1 etapa(s) anterior(es) registrada(s) sem envio)');
    const outbox = readdirSync(join(dataDir, 'outbox'));
    expect(outbox).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'outbox', outbox[0]), 'utf8');
    expect(eml).toContain(email);
    expect(eml).toContain('https://funil.example/client-canvas/');

    const again = cli(env, 'reminders:send');
    expect(again.status).toBe(0);
    expect(again.stdout.trim()).toBe('0 e-mails de lembrete enviados.');
  }, 60_000);
});
