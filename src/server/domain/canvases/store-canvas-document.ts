// Stores a canvas's live document (docs/decisions/006-nothing-acknowledged-is-lost.md): the Yjs
// state in canvas_documents and, in the same transaction, its JSON projection in canvases.content
// (with the card's columns and the content history), under the canvas row's lock.
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { readContent, readDocTitle } from '#shared/canvas/doc.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import { cleanText } from '#shared/text.ts';
import { canvasDocuments, canvases } from '../../db/schema.ts';
import type { AnonCtx } from '../../principal.ts';
import { cardColumnsForUpdate } from './card-summary.ts';
import { recordContentVersion } from './content-history.ts';

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

/**
 * When another instance wrote the state since `knownUpdatedAt`, that state is merged into `doc`
 * first (a CRDT union), so an instance that missed an update can never drop another instance's
 * edits. Returns when it was stored and the caller's mark, or null when the canvas no longer exists.
 */
export async function storeCanvasDocument<M>(
  { db }: AnonCtx,
  { canvasId, doc, knownUpdatedAt, mergeOrigin, mark }: StoreCanvasDocumentInput<M>,
): Promise<{ at: number; mark: M } | null> {
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
    const state = Y.encodeStateAsUpdate(doc);
    const now = new Date();
    await tx
      .insert(canvasDocuments)
      .values({ canvasId, state, updatedAt: now })
      .onConflictDoUpdate({ target: canvasDocuments.canvasId, set: { state, updatedAt: now } });
    await recordContentVersion(tx, canvasId);
    // The document's title (set only by REST renames, shared/canvas/doc.ts) is projected with the
    // content; a document that never had one leaves the column as it is.
    const title = readDocTitle(doc);
    const projected = sanitizeContent(readContent(doc));
    await tx
      .update(canvases)
      // sanitizeContent also cleans every string (cleanText): one NUL or lone surrogate that got
      // into the document can never make this write, and so every later store, fail (22P05).
      // The card's thumbnail and open threads with it, so that the list never reads content (decision 018).
      .set({ content: projected, ...cardColumnsForUpdate(projected), updatedAt: now, ...(title ? { title: cleanText(title) } : {}) })
      .where(eq(canvases.id, canvasId));
    return { at: now.getTime(), mark: marked };
  });
}
