// A canvas's live document as stored (docs/decisions/006-nothing-acknowledged-is-lost.md): the
// Yjs state in canvas_documents, built from canvases.content the first time the canvas is opened.
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { mergeContent } from '#shared/canvas/doc.ts';
import type { Db, Tx } from '../../db/client.ts';
import { canvasDocuments, canvases } from '../../db/schema.ts';
import type { AnonCtx } from '../../principal.ts';
import { contentFromColumn } from './content-column.ts';

/**
 * Loads a canvas's stored state into `into`, an empty document. A canvas never opened live has
 * no state yet: it is built straight into `into` from canvases.content and inserted, instead of
 * built in a scratch document whose state is then applied to `into`: applying a 1,000-component
 * state again cost as much as building it, on the path of a funnel's first open. The first build
 * runs under the canvas row's lock (the lock every store takes), so when two instances open a new
 * funnel at once the second waits, finds the first's state and loads it: `into` is never built
 * twice. (Throwing instead made Hocuspocus refuse that editor's connection as if access were
 * denied.) Returns the stored updatedAt, or null when there is no such canvas.
 */
export async function loadCanvasDocument({ db }: AnonCtx, { canvasId, into }: { canvasId: string; into: Y.Doc }): Promise<{ updatedAt: Date } | null> {
  const [row] = await selectState(db, canvasId);
  if (row) {
    Y.applyUpdate(into, row.state);
    return { updatedAt: row.updatedAt };
  }
  return db.transaction(async (tx) => {
    const [canvas] = await tx.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, canvasId)).for('update');
    if (!canvas) return null;
    const [stored] = await selectState(tx, canvasId);
    if (stored) {
      Y.applyUpdate(into, stored.state);
      return { updatedAt: stored.updatedAt };
    }
    const [ins] = await tx
      .insert(canvasDocuments)
      .values({ canvasId, state: buildState(into, contentFromColumn(canvas.content)) })
      .returning({ updatedAt: canvasDocuments.updatedAt });
    return { updatedAt: ins.updatedAt };
  });
}

/**
 * Builds `content` into the empty `into` and returns its state. The build is one transaction,
 * and the update Yjs encodes for it (for the live document's listeners) holds every struct of a
 * document that was empty: that update is the state, so it is stored as it is rather than
 * encoded a second time (a 2,000-component state is about 750 KB; docs/decisions/011-what-each-page-loads.md).
 */
function buildState(into: Y.Doc, content: CanvasContent): Uint8Array {
  const wasEmpty = into.store.clients.size === 0;
  const updates: Uint8Array[] = [];
  const keep = (u: Uint8Array) => updates.push(u);
  into.on('update', keep);
  try {
    mergeContent(into, content);
  } finally {
    into.off('update', keep);
  }
  return wasEmpty && updates.length === 1 ? updates[0] : Y.encodeStateAsUpdate(into);
}

function selectState(db: Db | Tx, canvasId: string) {
  return db
    .select({ state: canvasDocuments.state, updatedAt: canvasDocuments.updatedAt })
    .from(canvasDocuments)
    .where(eq(canvasDocuments.canvasId, canvasId))
    .limit(1);
}
