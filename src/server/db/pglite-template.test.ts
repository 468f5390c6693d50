// A new embedded database folder starts from the migrated template (decision 010: start to healthy),
// and a bad template is dropped and never stops a start.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { TEMPLATES } from './seed/templates-data.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'funil-template-'));
async function tables(dataDir: string, templateDir: string) {
  const database = await openDatabase({ dataDir, templateDir });
  try {
    const rows = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name in ('canvases', 'sessions')`);
    const seeded = await database.db.execute(sql`select count(*)::int as n from templates`);
    return [rows, seeded].map((r) => (r as unknown as { rows: { n: number }[] }).rows[0].n);
  } finally {
    await database.close();
  }
}

describe('PGlite template', () => {
  it('is written by the first fresh start and used by the next; a bad one is dropped', async () => {
    const templateDir = join(dir(), 'template');
    // Tables, and funnel templates: the template holds them too (a fresh start then writes none).
    expect(await tables(dir(), templateDir)).toEqual([2, TEMPLATES.length]);
    expect(existsSync(join(templateDir, 'PG_VERSION'))).toBe(true);
    expect(await tables(dir(), templateDir)).toEqual([2, TEMPLATES.length]); // from the template
    writeFileSync(join(templateDir, 'global', 'pg_control'), 'não é um pg_control');
    // A refused template: dropped, the folder made the normal way (the app seeds it when it starts).
    expect(await tables(dir(), templateDir)).toEqual([2, 0]);
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
