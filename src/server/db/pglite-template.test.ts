// A new embedded database folder starts from the migrated template (issue 14: start to healthy),
// and a bad template is dropped and never stops a start.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'funil-template-'));
async function tables(dataDir: string, templateDir: string) {
  const database = await openDatabase({ dataDir, templateDir });
  try {
    const rows = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name in ('canvases', 'sessions')`);
    return (rows as unknown as { rows: { n: number }[] }).rows[0].n;
  } finally {
    await database.close();
  }
}

describe('PGlite template', () => {
  it('is written by the first fresh start and used by the next; a bad one is dropped', async () => {
    const templateDir = join(dir(), 'template');
    expect(await tables(dir(), templateDir)).toBe(2);
    expect(existsSync(join(templateDir, 'PG_VERSION'))).toBe(true);
    expect(await tables(dir(), templateDir)).toBe(2); // from the template
    writeFileSync(join(templateDir, 'global', 'pg_control'), 'não é um pg_control');
    expect(await tables(dir(), templateDir)).toBe(2);
    expect(existsSync(templateDir)).toBe(false);
  }, 300_000);

  it('opens every embedded database, in a folder or in memory, with a 32 MB buffer pool', async () => {
    const templateDir = join(dir(), 'template');
    for (const dataDir of [dir(), dir(), undefined]) {
      const database = await openDatabase({ dataDir, templateDir });
      try {
        const rows = await database.db.execute(sql`show shared_buffers`);
        expect((rows as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers).toBe('32MB');
      } finally {
        await database.close();
      }
    }
  }, 300_000);
});
