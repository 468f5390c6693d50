// A fresh embedded database starts from a template: a PGlite data folder with every migration
// applied, kept in node_modules/.cache/funil/ (decision 010: initdb inside PGlite took most of the 4
// to 6 s from start to healthy). The first fresh start on a machine builds it; later fresh starts
// copy it instead of running initdb and the migrations. It is a plain folder copied with the
// file system's own copy: a tarball had to be unpacked inside PGlite's WebAssembly file system,
// which took longer than initdb on a busy machine. Its name carries a hash of the PGlite version
// and of the migrations, so a new migration or PGlite makes a new template. Anything wrong with
// it (unreadable, refused): the normal path, and the bad folder is removed.
// docs/decisions/010-fast-reads.md.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export function templateDir(migrationsFolder: string): string {
  const h = createHash('sha256');
  try {
    const pkg = createRequire(import.meta.url).resolve('@electric-sql/pglite/package.json');
    h.update(JSON.parse(readFileSync(pkg, 'utf8')).version);
  } catch {
    h.update('pglite');
  }
  for (const f of readdirSync(migrationsFolder).sort()) if (f.endsWith('.sql')) h.update(f).update(readFileSync(join(migrationsFolder, f)));
  h.update(readFileSync(join(migrationsFolder, 'meta/_journal.json')));
  return join(root, 'node_modules/.cache/funil', `pglite-${h.digest('hex').slice(0, 16)}`);
}

/**
 * Copies the template into an empty data folder; false when there is no template. The files
 * are copied on libuv's threads while this one loads the app's modules (start.ts), four at a
 * time: those modules are read through the same threads, and would otherwise wait behind a
 * thousand queued copies.
 */
export async function copyTemplate(template: string, dataFolder: string): Promise<boolean> {
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  try {
    const files: string[] = [];
    const walk = (rel: string) => {
      mkdirSync(join(dataFolder, rel), { recursive: true });
      for (const e of readdirSync(join(template, rel), { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(rel, e.name));
        // postmaster.pid belongs to whichever process last had the folder open.
        else if (e.name !== 'postmaster.pid') files.push(join(rel, e.name));
      }
    };
    walk('');
    const copier = async () => {
      for (let f = files.pop(); f !== undefined; f = files.pop()) await copyFile(join(template, f), join(dataFolder, f));
    };
    await Promise.all([copier(), copier(), copier(), copier()]);
    return true;
  } catch {
    emptyFolder(dataFolder);
    return false;
  }
}

export function dropTemplate(template: string): void {
  rmSync(template, { recursive: true, force: true });
}

export function emptyFolder(dir: string): void {
  for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
}

/**
 * Stores a database that has just been migrated (nothing else in it yet) as the template, and
 * opens it again. Closed first, so the copy is a cleanly shut down folder; copied under a
 * temporary name and renamed, so another process never copies half a template (two processes
 * writing at once keep the first).
 */
export async function saveTemplate(client: PGlite, dataFolder: string, template: string, reopen: () => PGlite): Promise<PGlite> {
  const tmp = `${template}.${process.pid}.tmp`;
  await client.close();
  try {
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(dirname(tmp), { recursive: true });
    cpSync(dataFolder, tmp, { recursive: true, filter: (src) => basename(src) !== 'postmaster.pid' });
    renameSync(tmp, template);
  } catch {
    // No template (a read-only cache folder, another process was first): the next fresh start
    // runs initdb, as without one.
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const again = reopen();
  await again.waitReady;
  return again;
}
