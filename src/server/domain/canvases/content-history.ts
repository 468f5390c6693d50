// Versions of the stored projection (canvases.content), so that a PATCH with If-Match can merge
// three ways against the content its writer read (concurrent REST writers, decision 006).
// canvases.content_version names the current projection; canvas_content_versions keeps the
// previous ones for a while. Not to be confused with canvas_versions (published versions, D9).
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { Db, Tx } from '../../db/client.ts';
import { canvasContentVersions, canvases } from '../../db/schema.ts';
import { contentFromColumn } from './content-column.ts';

/** How many previous projections are kept per canvas, and for how long at least the last one. */
export const CONTENT_HISTORY_KEEP = 100;
export const CONTENT_HISTORY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const PRUNE_EVERY = 10;

/**
 * Archives the current projection under its version and bumps the version. Called by
 * storeCanvasDocument inside its transaction (canvas row locked) BEFORE it writes the new projection,
 * so that the version read with a projection always names exactly that content, and prunes in
 * the same transaction (pruneContentVersions). Returns the new version.
 */
export async function recordContentVersion(tx: Tx | Db, canvasId: string): Promise<number> {
  // One statement: the bump's RETURNING gives the new version and the content as it still is
  // (the old projection), archived where it is, so the content never travels to the server and
  // back on a save.
  const { rows } = await tx.execute<{ version: number }>(sql`
    with cur as (
      update ${canvases} set content_version = content_version + 1 where id = ${canvasId}::uuid
      returning content_version - 1 as version, content
    ), archived as (
      insert into ${canvasContentVersions} (canvas_id, version, content)
      select ${canvasId}::uuid, version, content from cur on conflict do nothing
    )
    select version from cur`);
  const archived = Number(rows[0]?.version ?? 0);
  await pruneContentVersions(tx, canvasId, archived);
  return archived + 1;
}

/**
 * After `archived` was archived: drops the projections older than the last CONTENT_HISTORY_KEEP,
 * or older than a day. Only every PRUNE_EVERY versions, which keeps a store at one statement
 * most of the time.
 */
export async function pruneContentVersions(tx: Tx | Db, canvasId: string, archived: number): Promise<void> {
  if (archived === 0 || archived % PRUNE_EVERY !== 0) return;
  const version = archived;
  await tx
    .delete(canvasContentVersions)
    .where(
      and(
        eq(canvasContentVersions.canvasId, canvasId),
        or(
          lte(canvasContentVersions.version, version - CONTENT_HISTORY_KEEP),
          lt(canvasContentVersions.createdAt, new Date(Date.now() - CONTENT_HISTORY_MAX_AGE_MS)),
        ),
      ),
    );
}

/** The stored projection and its version, read together (one row, so always consistent). */
export async function readStoredContent(db: Db, canvasId: string): Promise<{ content: CanvasContent; version: number } | null> {
  const [row] = await db.select({ content: canvases.content, version: canvases.contentVersion }).from(canvases).where(eq(canvases.id, canvasId)).limit(1);
  return row ? { content: contentFromColumn(row.content), version: row.version } : null;
}

/** The projection a writer read at `version`; null when it is no longer kept (or never was). */
export async function findContentVersion(db: Db, canvasId: string, version: number): Promise<CanvasContent | null> {
  const cur = await readStoredContent(db, canvasId);
  if (cur && cur.version === version) return cur.content;
  const [row] = await db
    .select({ content: canvasContentVersions.content })
    .from(canvasContentVersions)
    .where(and(eq(canvasContentVersions.canvasId, canvasId), eq(canvasContentVersions.version, version)))
    .limit(1);
  return row ? contentFromColumn(row.content) : null;
}
