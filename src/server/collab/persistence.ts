// Persistence of the live canvas documents (D19): the Yjs state in canvas_documents and,
// written in the same transaction, its JSON projection in canvases.content.
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { type CanvasContent, CONTENT_KINDS, ForecastSettingsSchema } from '#shared/canvas/content.ts';
import { mergeContent, readContent, readDocTitle } from '#shared/canvas/doc.ts';
import { plainElement, sanitizeContent } from '#shared/canvas/sanitize.ts';
import { cleanText } from '#shared/text.ts';
import type { Db, Tx } from '../db/client.ts';
import { canvasDocuments, canvases } from '../db/schema.ts';
import { cardColumnsForUpdate } from '../domain/canvases/card-summary.ts';
import { recordContentVersion } from '../domain/canvases/content-history.ts';

/** Transaction origin of the DB state merged back into a live document while storing. */
export const STORE_MERGE_ORIGIN = '__funil_store_merge__';

/**
 * Content as stored in canvases.content, made safe for the document: only arrays of objects
 * with a string id are kept (a funnel created by POST /api/canvases or a template copy), as plain
 * JSON without the keys that reach a prototype and no element nested past the limit (plainElement:
 * Yjs refuses an object with a "constructor" field, and the editor could never open the funnel).
 */
export function contentFromColumn(raw: unknown): CanvasContent {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = {} as Record<string, unknown[]>;
  for (const kind of CONTENT_KINDS) {
    const items = Array.isArray(src[kind]) ? (src[kind] as unknown[]) : [];
    out[kind] = items.map(plainElement).filter((i): i is { id: string } => !!i && typeof i === 'object' && typeof (i as { id?: unknown }).id === 'string');
  }
  const forecast = ForecastSettingsSchema.safeParse(src.forecast);
  return (forecast.success ? { ...out, forecast: forecast.data } : out) as unknown as CanvasContent;
}

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
 * The stored Yjs state of a canvas. When the canvas has none yet (created through REST), the
 * document is built from canvases.content and inserted at once, so that every instance that
 * opens it starts from the same state (first writer wins). null: no such canvas.
 */
export async function loadCanvasState(db: Db, canvasId: string): Promise<{ state: Uint8Array; updatedAt: Date } | null> {
  const [row] = await selectState(db, canvasId);
  if (row) return row;
  const built = await buildFirstState(db, canvasId, new Y.Doc());
  if (!built) return null;
  if (built.inserted) return { state: built.state, updatedAt: built.inserted };
  const [winner] = await selectState(db, canvasId);
  return winner ?? null;
}

/**
 * Loads a canvas's stored state into `into`, an empty live document (onLoadDocument). A canvas
 * never opened live has no state yet: it is built straight into `into` from canvases.content and
 * inserted, instead of built in a scratch document whose state is then applied to `into`:
 * applying a 1,000-component state again cost as much as building it, on the path of a funnel's
 * first open (decision 010). The first build runs under the canvas row's lock (the lock every store
 * takes), so when two instances open a new funnel at once the second waits, finds the first's
 * state and loads it: `into` is never built twice. (Throwing instead made Hocuspocus refuse that
 * editor's connection as if access were denied.)
 * Returns the stored updatedAt, or null when there is no such canvas.
 */
export async function loadCanvasDoc(db: Db, canvasId: string, into: Y.Doc): Promise<{ updatedAt: Date } | null> {
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
    mergeContent(into, contentFromColumn(canvas.content));
    const [ins] = await tx
      .insert(canvasDocuments)
      .values({ canvasId, state: Y.encodeStateAsUpdate(into) })
      .returning({ updatedAt: canvasDocuments.updatedAt });
    return { updatedAt: ins.updatedAt };
  });
}

function selectState(db: Db | Tx, canvasId: string) {
  return db
    .select({ state: canvasDocuments.state, updatedAt: canvasDocuments.updatedAt })
    .from(canvasDocuments)
    .where(eq(canvasDocuments.canvasId, canvasId))
    .limit(1);
}

/** Builds the first state from canvases.content into `doc` and inserts it unless a row exists; inserted: its updatedAt. */
async function buildFirstState(db: Db, canvasId: string, doc: Y.Doc): Promise<{ state: Uint8Array; inserted: Date | null } | null> {
  const [canvas] = await db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, canvasId)).limit(1);
  if (!canvas) return null;
  mergeContent(doc, contentFromColumn(canvas.content));
  const state = Y.encodeStateAsUpdate(doc);
  const [ins] = await db.insert(canvasDocuments).values({ canvasId, state }).onConflictDoNothing().returning({ updatedAt: canvasDocuments.updatedAt });
  return { state, inserted: ins?.updatedAt ?? null };
}

/**
 * Stores a live document: state + projection + updatedAt, in one transaction, under the
 * canvas row lock. When another instance wrote the state since this one last read or wrote
 * it, that state is merged into the document first (a CRDT union), so an instance that missed
 * an update can never drop another instance's edits. Nothing is done when the document has
 * not changed since its last store. Returns false when the canvas no longer exists.
 */
export async function storeCanvasDoc(db: Db, canvasId: string, doc: Y.Doc): Promise<boolean> {
  const t = tracked.get(doc);
  if (t && t.updates === t.storedUpdates) return true;
  const stored = await db.transaction(async (tx) => {
    const [canvas] = await tx.select({ id: canvases.id }).from(canvases).where(eq(canvases.id, canvasId)).for('update');
    if (!canvas) return null;
    const [meta] = await tx.select({ updatedAt: canvasDocuments.updatedAt }).from(canvasDocuments).where(eq(canvasDocuments.canvasId, canvasId)).limit(1);
    if (meta && (!t || meta.updatedAt.getTime() !== t.dbUpdatedAt)) {
      const [row] = await tx.select({ state: canvasDocuments.state }).from(canvasDocuments).where(eq(canvasDocuments.canvasId, canvasId)).limit(1);
      if (row) Y.applyUpdate(doc, row.state, STORE_MERGE_ORIGIN);
    }
    const updates = t?.updates ?? 0;
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
    return { updates, at: now.getTime() };
  });
  if (!stored) return false;
  // Only once committed: until then a reader sees the previous version in the database, and the
  // document must still count as unstored (the content cache and the unload both ask), and a
  // commit that fails must leave it so.
  if (t) {
    t.storedUpdates = stored.updates;
    t.dbUpdatedAt = stored.at;
  }
  return true;
}
