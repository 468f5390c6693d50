// Migration 0011 turns the stored thumbnails into the compact shape the list sends as it is
// (#shared/canvas/preview.ts, docs/decisions/018-list-reads.md): a database migrated up to 0010
// with thumbnails of the old shape comes out with the same drawing in the new one, and one it
// cannot read is left NULL for the list to compute again.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { CanvasPreviewSchema } from '#shared/canvas/preview.ts';

const FOLDER = join(import.meta.dirname, '../../../drizzle');

/** The migrations folder with its journal cut after `last`. */
function foldersUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'funil-migrations-'));
  cpSync(FOLDER, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

it('converts the stored thumbnails to [x, y, w, h, colour] boxes and leaves an unreadable one NULL', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: foldersUpTo(10) });
  const agency = '00000000-0000-4000-8000-000000000001';
  const clientId = '00000000-0000-4000-8000-000000000002';
  await client.exec(`
    insert into agencies (id, name) values ('${agency}', 'Agência');
    insert into clients (id, agency_id, name) values ('${clientId}', '${agency}', 'Cliente');`);
  const old = {
    boxes: [
      { x: 0, y: 360, w: 120, h: 120, color: '#1877f2' },
      { x: 250, y: 300, w: 200, h: 240, color: '#ef4444' },
    ],
    links: [[0, 1]],
    total: 3,
  };
  const rows: [string, unknown][] = [
    ['00000000-0000-4000-8000-00000000000a', old],
    ['00000000-0000-4000-8000-00000000000b', { boxes: [], links: [], total: 0 }],
    ['00000000-0000-4000-8000-00000000000c', { boxes: [{ x: 'a', y: 0, w: 1, h: 1, color: '#000000' }], links: [], total: 1 }],
    ['00000000-0000-4000-8000-00000000000d', { boxes: [[0, 0, 1, 1, '#000000']], links: [], total: 1 }],
    ['00000000-0000-4000-8000-00000000000e', null],
  ];
  for (const [id, preview] of rows) {
    await client.query(`insert into canvases (id, agency_id, client_id, title, preview, open_comments, preview_of) values ($1, $2, $3, 'F', $4, 0, 1)`, [
      id,
      agency,
      clientId,
      preview === null ? null : JSON.stringify(preview),
    ]);
  }

  await migrate(db, { migrationsFolder: FOLDER });

  const after = new Map(
    (await client.query<{ id: string; p: string | null; t: string }>(`select id, preview::text as p, pg_typeof(preview)::text as t from canvases`)).rows.map(
      (r) => [r.id, r],
    ),
  );
  expect(after.get(rows[0][0])?.t).toBe('json');
  // The text the list sends as it is: compact, and a thumbnail the shared schema accepts.
  expect(after.get(rows[0][0])?.p).toBe('{"boxes":[[0,360,120,120,"#1877f2"],[250,300,200,240,"#ef4444"]],"links":[[0,1]],"total":3}');
  expect(CanvasPreviewSchema.parse(JSON.parse(after.get(rows[0][0])?.p ?? ''))).toBeTruthy();
  expect(after.get(rows[1][0])?.p).toBe('{"boxes":[],"links":[],"total":0}');
  expect(after.get(rows[2][0])?.p).toBeNull();
  expect(after.get(rows[3][0])?.p).toBeNull();
  expect(after.get(rows[4][0])?.p).toBeNull();
  await client.close();
});
