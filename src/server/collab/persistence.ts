// What this process knows of the live canvas documents it stores: which hold edits not stored
// yet, and the server's own changes, applied live only once stored. The reads and writes
// themselves are the domain's (domain/canvases/load-canvas-document.ts, store-canvas-document.ts).
import * as Y from 'yjs';
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { Db } from '../db/client.ts';
import { storeCanvasDocument } from '../domain/canvases/store-canvas-document.ts';

/** Transaction origin of the DB state merged back into a live document while storing. */
export const STORE_MERGE_ORIGIN = '__funil_store_merge__';

/**
 * What this process knows about a live document it loaded: how many updates it has seen, how
 * many were in the last stored state, and the canvas_documents.updated_at it last read or
 * wrote. Lets a store skip work when nothing changed, and skip re-reading the stored state
 * when no other instance wrote it since.
 */
interface Tracked {
  updates: number;
  storedUpdates: number;
  dbUpdatedAt: number;
}
const tracked = new WeakMap<Y.Doc, Tracked>();

/** Called once the stored state is in the live document (onLoadDocument). */
export function trackLoadedDoc(doc: Y.Doc, dbUpdatedAt: Date): void {
  const t: Tracked = { updates: 0, storedUpdates: 0, dbUpdatedAt: dbUpdatedAt.getTime() };
  tracked.set(doc, t);
  doc.on('update', () => {
    t.updates += 1;
  });
}

/** True when the document has changes this process has not stored yet (never unload it then). */
export function isDirty(doc: Y.Doc): boolean {
  const t = tracked.get(doc);
  return !!t && t.updates !== t.storedUpdates;
}

/**
 * One clientID for every change the server itself makes (REST saves, restores), chosen once per
 * process. Why: a REST save on a funnel nobody has open loads a fresh Y.Doc with a random
 * clientID, and every new clientID stays in the stored state for ever (its own struct run and
 * delete-set entry); 5,000 saves made 5,000 clients, the state grew and saves slowed down. With
 * one id per process the items of consecutive saves merge, the state stays the same size.
 * It is random per process, so two instances (or a restart) never write under the same id; and
 * within a process REST changes to one document are serialised by its save mutex (collab.ts),
 * so two changes never take the same (clientID, clock). It is set on a scratch copy of the
 * document, never on the live Y.Doc: Yjs gives a document a new clientID when a remote update
 * touches its own id (cleanupTransactions), which would happen to the live doc on apply.
 */
export const SERVER_CLIENT_ID = Math.floor(Math.random() * 0x7fffffff);

/**
 * The scratch copy a live document's server changes are made on (SERVER_CLIENT_ID), kept for as
 * long as the live document and fed every live update as it happens. Building it afresh for each
 * REST save (encode the live state, apply it to a new document) was most of a save's CPU once a
 * document had a history: at 5,000 saves in rotation, a 53 KB state encoded and decoded on
 * every save (docs/decisions/024-one-statement-save.md). A copy that may hold a change the live
 * document never got (its store failed) is dropped, and the next save builds a new one.
 */
const shadows = new WeakMap<Y.Doc, { doc: Y.Doc; stop: () => void }>();

function shadowOf(live: Y.Doc) {
  const kept = shadows.get(live);
  if (kept) return kept;
  const doc = new Y.Doc({ gc: live.gc });
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(live));
  doc.clientID = SERVER_CLIENT_ID;
  const follow = (update: Uint8Array) => Y.applyUpdate(doc, update);
  // Dropped with the live document, or alone after a failed store; either way only once, and
  // never a copy built after it.
  const stop = () => {
    live.off('update', follow);
    live.off('destroy', stop);
    if (shadows.get(live) === shadow) shadows.delete(live);
    doc.destroy();
  };
  const shadow = { doc, stop };
  live.on('update', follow);
  live.on('destroy', stop);
  shadows.set(live, shadow);
  return shadow;
}

/**
 * Applies a server change to a live document only once it is in the database (REST answers 200
 * only then; on failure nothing is half applied, editors never see it): `change` runs on the
 * live document's copy under SERVER_CLIENT_ID (shadowOf), the copy (live state + change) is
 * stored, and only then is the change applied to the live document. Call it under the
 * document's save mutex.
 */
export async function storeServerChange<T>(db: Db, canvasId: string, live: Y.Doc, origin: unknown, change: (doc: Y.Doc) => T, onStored?: OnStored): Promise<T> {
  const shadow = shadowOf(live);
  const copy = shadow.doc;
  const t = tracked.get(live);
  const before = Y.encodeStateVector(copy);
  let result: T;
  let stored: Awaited<ReturnType<typeof storeCanvasDocument<number>>>;
  const cleanBefore = t && t.updates === t.storedUpdates ? t.updates : -1;
  try {
    let changed = false;
    const mark = () => (changed = true);
    copy.on('update', mark);
    try {
      result = change(copy);
    } finally {
      copy.off('update', mark);
    }
    // Stored when the change changed something, or the live doc holds edits not stored yet (a
    // reader asking for "what is live, stored" relies on it); otherwise there is nothing to do.
    if (!changed && cleanBefore !== -1) return result;
    stored = await storeCanvasDocument(
      { db, actor: null },
      // The copy starts from what the live doc last knew of the database (skips re-reading it).
      { canvasId, doc: copy, knownUpdatedAt: t?.dbUpdatedAt ?? 0, mergeOrigin: STORE_MERGE_ORIGIN, mark: () => 0 },
    );
  } catch (err) {
    shadow.stop();
    throw err;
  }
  if (!stored) {
    shadow.stop();
    throw Object.assign(new Error('Funil não encontrado'), { notFound: true });
  }
  onStored?.(canvasId, stored.version, stored.content);
  // From the state vector before the change: the change, and what the store merged from other
  // instances; what reached the live doc meanwhile is in it already (applying it is a no-op).
  Y.applyUpdate(live, Y.encodeStateAsUpdate(copy, before), origin);
  if (t && cleanBefore === t.updates - 1) {
    // Nothing else changed the live doc meanwhile: what is live is exactly what was stored.
    t.storedUpdates = t.updates;
    t.dbUpdatedAt = stored.at;
  }
  return result;
}

/** Told the projection a store wrote and the version that names it (the content cache keeps it). */
export type OnStored = (canvasId: string, version: number, content: CanvasContent) => void;

/**
 * Stores a live document (storeCanvasDocument: state + projection in one transaction, merged
 * first with what another instance stored since this one last read or wrote it). Nothing is
 * done when the document has not changed since its last store. Returns false when the canvas
 * no longer exists.
 */
export async function storeCanvasDoc(db: Db, canvasId: string, doc: Y.Doc, onStored?: OnStored): Promise<boolean> {
  const t = tracked.get(doc);
  if (t && t.updates === t.storedUpdates) return true;
  const stored = await storeCanvasDocument(
    { db, actor: null },
    { canvasId, doc, knownUpdatedAt: t?.dbUpdatedAt, mergeOrigin: STORE_MERGE_ORIGIN, mark: () => t?.updates ?? 0 },
  );
  if (!stored) return false;
  onStored?.(canvasId, stored.version, stored.content);
  // Only once committed: until then a reader sees the previous version in the database, and the
  // document must still count as unstored (the content cache and the unload both ask), and a
  // commit that fails must leave it so.
  if (t) {
    t.storedUpdates = stored.mark;
    t.dbUpdatedAt = stored.at;
  }
  return true;
}
