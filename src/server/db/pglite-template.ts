// A fresh embedded database starts from a template: an empty PGlite data folder with every
// migration applied, kept as a tarball in node_modules/.cache/funil/ (issue 14: initdb inside
// PGlite took most of the 4 to 6 s from start to healthy). The first fresh start on a machine
// writes it; later fresh starts load it instead of running initdb and the migrations. Its name
// carries a hash of the PGlite version and of the migrations, so a new migration or PGlite
// makes a new template. Anything wrong with it (unreadable, refused): the normal path, and the
// bad file is removed. docs/decisions/010-fast-reads.md.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export function templateFile(migrationsFolder: string): string {
  const h = createHash('sha256');
  try {
    const pkg = createRequire(import.meta.url).resolve('@electric-sql/pglite/package.json');
    h.update(JSON.parse(readFileSync(pkg, 'utf8')).version);
  } catch {
    h.update('pglite');
  }
  for (const f of readdirSync(migrationsFolder).sort()) if (f.endsWith('.sql')) h.update(f).update(readFileSync(join(migrationsFolder, f)));
  h.update(readFileSync(join(migrationsFolder, 'meta/_journal.json')));
  return join(root, 'node_modules/.cache/funil', `pglite-${h.digest('hex').slice(0, 16)}.tar.gz`);
}

export function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

export function dropTemplate(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/** Writes the template from a database that has just been migrated (nothing else in it yet). */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
  try {
    const blob = await client.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, file); // atomic: another process never reads half a template
  } catch {
    // No template: the next fresh start runs initdb, as without one.
  }
}
