// What this process knows of the live canvas documents it stores: which hold edits not stored
// yet, and the server's own changes, applied live only once stored. The reads and writes
// themselves are the domain's (domain/canvases/load-canvas-document.ts, store-canvas-document.ts).
import * as Y from 'yjs';
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
 * Applies a server change to a live document only once it is in the database (REST answers 200
 * only then; on failure nothing is half applied, editors never see it): `change` runs on a copy
 * under SERVER_CLIENT_ID, the copy (live state + change) is stored in one transaction, and only
 * then is the change applied to the live document. Call it under the document's save mutex.
 */
export async function storeServerChange<T>(db: Db, canvasId: string, live: Y.Doc, origin: unknown, change: (doc: Y.Doc) => T): Promise<T> {
  const copy = new Y.Doc({ gc: live.gc });
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(live));
  copy.clientID = SERVER_CLIENT_ID;
  const t = tracked.get(live);
  // The copy starts from what the live doc last knew of the database (skips re-reading it).
  trackLoadedDoc(copy, new Date(t?.dbUpdatedAt ?? 0));
  // The live doc holds edits not stored yet: the copy carries them, so it is stored even when
  // `change` does nothing (a reader asking for "what is live, stored" relies on it).
  const copyTrack = tracked.get(copy);
  if (copyTrack && t && t.updates !== t.storedUpdates) copyTrack.updates += 1;
  const before = Y.encodeStateVector(copy);
  const result = change(copy);
  const update = Y.encodeStateAsUpdate(copy, before);
  const cleanBefore = t && t.updates === t.storedUpdates ? t.updates : -1;
  const ok = await storeCanvasDoc(db, canvasId, copy);
  const storedAt = tracked.get(copy)?.dbUpdatedAt;
  copy.destroy();
  if (!ok) throw Object.assign(new Error('Funil não encontrado'), { notFound: true });
  // The copy also took in what other instances stored (storeCanvasDoc merges), so `update`
  // (from the state vector before the change) carries the change and that; both belong live.
  Y.applyUpdate(live, update, origin);
  if (t && cleanBefore === t.updates - 1) {
    // Nothing else changed the live doc meanwhile: what is live is exactly what was stored.
    t.storedUpdates = t.updates;
    if (storedAt !== undefined) t.dbUpdatedAt = storedAt;
  }
  return result;
}

/**
 * Stores a live document (storeCanvasDocument: state + projection in one transaction, merged
 * first with what another instance stored since this one last read or wrote it). Nothing is
 * done when the document has not changed since its last store. Returns false when the canvas
 * no longer exists.
 */
export async function storeCanvasDoc(db: Db, canvasId: string, doc: Y.Doc): Promise<boolean> {
  const t = tracked.get(doc);
  if (t && t.updates === t.storedUpdates) return true;
  const stored = await storeCanvasDocument(
    { db, actor: null },
    { canvasId, doc, knownUpdatedAt: t?.dbUpdatedAt, mergeOrigin: STORE_MERGE_ORIGIN, mark: () => t?.updates ?? 0 },
  );
  if (!stored) return false;
  // Only once committed: until then a reader sees the previous version in the database, and the
  // document must still count as unstored (the content cache and the unload both ask), and a
  // commit that fails must leave it so.
  if (t) {
    t.storedUpdates = stored.mark;
    t.dbUpdatedAt = stored.at;
  }
  return true;
}
