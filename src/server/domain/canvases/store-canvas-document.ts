// Stores a canvas's live document (docs/decisions/006-nothing-acknowledged-is-lost.md): the Yjs
// state in canvas_documents and, atomically with it, its JSON projection in canvases.content
// (with the card's columns and the content history), under the canvas row's lock.
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { readContent, readDocTitle } from '#shared/canvas/doc.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import { cleanText } from '#shared/text.ts';
import type { Db } from '../../db/client.ts';
import { canvasContentVersions, canvasDocuments, canvases } from '../../db/schema.ts';
import type { AnonCtx } from '../../principal.ts';
import { cardColumnsForUpdate, cardSummary } from './card-summary.ts';
import { pruneContentVersions, recordContentVersion } from './content-history.ts';

export interface StoreCanvasDocumentInput<M> {
  canvasId: string;
  doc: Y.Doc;
  /** The canvas_documents.updated_at (ms) the caller last read or wrote; undefined: unknown. */
  knownUpdatedAt: number | undefined;
  /** Transaction origin of the stored state merged into `doc`. */
  mergeOrigin: unknown;
  /** Called at the moment the state to store is taken (after the merge): what the caller keeps of it. */
  mark: () => M;
}

/** What was stored: when, the caller's mark, and the projection under the version that names it. */
export interface StoredDocument<M> {
  at: number;
  mark: M;
  version: number;
  content: CanvasContent;
}

/**
 * When another instance wrote the state since `knownUpdatedAt`, that state is merged into `doc`
 * first (a CRDT union), so an instance that missed an update can never drop another instance's
 * edits. Returns what was stored, or null when the canvas no longer exists.
 *
 * The usual case, nobody else wrote since, is one statement (storeIfUnchanged): a save was six
 * round trips (begin, lock, state, version, projection, commit) and their waits were half of a
 * REST save's time on PostgreSQL (docs/decisions/024-one-statement-save.md).
 */
export async function storeCanvasDocument<M>(
  { db }: AnonCtx,
  { canvasId, doc, knownUpdatedAt, mergeOrigin, mark }: StoreCanvasDocumentInput<M>,
): Promise<StoredDocument<M> | null> {
  if (knownUpdatedAt !== undefined) {
    const marked = mark();
    const stored = await storeIfUnchanged(db, canvasId, doc, knownUpdatedAt);
    if (stored === null) return null;
    if (stored) return { ...stored, mark: marked };
  }
  return db.transaction(async (tx) => {
    // The canvas row locked and the stored state's time read in one round trip.
    const [canvas] = await tx
      .select({ id: canvases.id, storedAt: canvasDocuments.updatedAt })
      .from(canvases)
      .leftJoin(canvasDocuments, eq(canvasDocuments.canvasId, canvases.id))
      .where(eq(canvases.id, canvasId))
      .for('update', { of: canvases });
    if (!canvas) return null;
    if (canvas.storedAt && canvas.storedAt.getTime() !== knownUpdatedAt) {
      const [row] = await tx.select({ state: canvasDocuments.state }).from(canvasDocuments).where(eq(canvasDocuments.canvasId, canvasId)).limit(1);
      if (row) Y.applyUpdate(doc, row.state, mergeOrigin);
    }
    const marked = mark();
    const { state, projected, title } = snapshot(doc);
    const now = new Date();
    await tx
      .insert(canvasDocuments)
      .values({ canvasId, state, updatedAt: now })
      .onConflictDoUpdate({ target: canvasDocuments.canvasId, set: { state, updatedAt: now } });
    const version = await recordContentVersion(tx, canvasId);
    await tx
      .update(canvases)
      // The card's thumbnail and open threads with it, so that the list never reads content (decision 018).
      .set({ content: projected, ...cardColumnsForUpdate(projected), updatedAt: now, ...(title ? { title } : {}) })
      .where(eq(canvases.id, canvasId));
    return { at: now.getTime(), mark: marked, version, content: projected };
  });
}

/** The state to store, its JSON projection and the document's title, as one store writes them. */
function snapshot(doc: Y.Doc) {
  const state = Y.encodeStateAsUpdate(doc);
  // The document's title (set only by REST renames, shared/canvas/doc.ts) is projected with the
  // content; a document that never had one leaves the column as it is.
  const title = readDocTitle(doc);
  // sanitizeContent also cleans every string (cleanText): one NUL or lone surrogate that got
  // into the document can never make this write, and so every later store, fail (22P05).
  // A title that cleans to nothing leaves the column as it is, on both paths.
  return { state, projected: sanitizeContent(readContent(doc)), title: (title && cleanText(title)) || null };
}

/**
 * The store as one statement, only if the stored state is still the one written or read at
 * `knownUpdatedAt` (or there is none yet): the canvas row is locked first, as every writer of
 * the state does; the state's upsert only happens under that condition, and the archive of the
 * previous projection and the new projection only if the state was written. Undefined: someone
 * else wrote the state since (nothing was written; the caller merges it in a transaction); null:
 * no such canvas.
 */
async function storeIfUnchanged(db: Db, canvasId: string, doc: Y.Doc, knownUpdatedAt: number) {
  const { state, projected, title } = snapshot(doc);
  const card = cardSummary(projected);
  const now = new Date();
  const { rows } = await db.execute<{ version: number | null }>(sql`
    with lk as (
      select id, content, content_version from ${canvases} where id = ${canvasId}::uuid for update
    ), st as (
      insert into ${canvasDocuments} (canvas_id, state, updated_at) select id, ${state}, ${now} from lk
      on conflict (canvas_id) do update set state = excluded.state, updated_at = excluded.updated_at
      where date_trunc('milliseconds', ${canvasDocuments.updatedAt}) = ${new Date(knownUpdatedAt)}
      returning canvas_id
    ), archived as (
      insert into ${canvasContentVersions} (canvas_id, version, content)
      select lk.id, lk.content_version, lk.content from lk join st on st.canvas_id = lk.id on conflict do nothing
    ), cur as (
      update ${canvases} c set content = ${JSON.stringify(projected)}::jsonb, content_version = lk.content_version + 1,
        preview = ${JSON.stringify(card.preview)}::json, open_comments = ${card.openComments}, preview_of = lk.content_version + 1,
        updated_at = ${now}, title = coalesce(${title}, c.title)
      from lk join st on st.canvas_id = lk.id where c.id = lk.id
      returning c.content_version
    )
    select (select count(*) from lk)::int as found, (select content_version from cur) as version`);
  const row = rows[0] as { found: number; version: number | null } | undefined;
  if (!row?.found) return null;
  if (row.version === null) return undefined;
  const version = Number(row.version);
  // After the save's statement, not in it: pruning is upkeep, a save does not wait on it twice.
  await pruneContentVersions(db, canvasId, version - 1);
  return { at: now.getTime(), version, content: projected };
}
