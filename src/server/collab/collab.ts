// The live-editing server (D19, D21, D22): one Hocuspocus instance without its own HTTP
// server, mounted on the app's server at GET /collab (plugin.ts). Document name = canvas id.

import { Redis } from '@hocuspocus/extension-redis';
import { type Connection, type Extension, Hocuspocus } from '@hocuspocus/server';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { CanvasContent, ContentKind } from '#shared/canvas/content.ts';
import { CONTENT_KINDS } from '#shared/canvas/content.ts';
import { mergeContent, readContent as readDoc } from '#shared/canvas/doc.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import type { Db } from '../db/client.ts';
import { canvases } from '../db/schema.ts';
import { authorizeCollab, type CollabCredentials, type CollabUser } from './authorize.ts';
import { contentFromColumn, loadCanvasState, storeCanvasDoc, trackLoadedDoc } from './persistence.ts';

/** Content as it may leave the server: checked with the REST schemas (D7, D16). */
const readContent = (doc: Y.Doc) => sanitizeContent(readDoc(doc));

/** How often open sockets are authorised again (sessions ended, accesses switched off, unpublished). */
export const RECHECK_ACCESS_MS = 60_000;

/** Debounce of stores after live edits: at most 5 s of edits live only in memory. */
export const STORE_DEBOUNCE_MS = 1000;
export const STORE_MAX_DEBOUNCE_MS = 5000;

export interface CollabContext {
  creds: CollabCredentials;
  originOk: boolean;
  /** Set by onAuthenticate: who, and the session choice the provider's token made. */
  user?: CollabUser;
  as?: string;
}

/** Transaction origin of changes made by the server (REST calls, restores). */
export interface ServerOrigin {
  source: 'rest';
  by?: string;
}

/**
 * The live documents as a service for the REST side (D19): reads come from the live document
 * when it is open here, writes are merged into it element by element, so open editors see
 * them at once, and are persisted (state + projection) before the call answers.
 */
export interface CanvasDocs {
  /** The current content: the open document, or the stored projection. */
  readContent(canvasId: string): Promise<CanvasContent>;
  /**
   * Merges `content` into the live document. Elements present are created or updated; for the
   * kinds in `replaceKinds`, elements absent are deleted; other kinds are not touched at all.
   * Returns the resulting content.
   */
  applyContent(canvasId: string, content: Partial<CanvasContent>, replaceKinds: readonly ContentKind[], origin?: ServerOrigin): Promise<CanvasContent>;
  /**
   * Read-modify-write of some kinds, atomically on the live document (no await between the
   * read and the merge): `mutate` gets the current content and returns the new lists for the
   * kinds it changes (each merged element by element; kinds not in `kinds` are untouched).
   * Drop-in for the portal's updateCanvasKinds (client comments, own drawings, resolve).
   */
  updateKinds<T>(
    canvasId: string,
    kinds: readonly ContentKind[],
    mutate: (current: CanvasContent) => { next: Partial<CanvasContent>; result: T },
    origin?: ServerOrigin,
  ): Promise<{ content: CanvasContent; result: T }>;
  /** Makes the document equal to `content` (version restore, D9). */
  replaceDocument(canvasId: string, content: CanvasContent, origin?: ServerOrigin): Promise<CanvasContent>;
  /** Closes the live connections of a canvas (e.g. after it is deleted). */
  closeDocument(canvasId: string): void;
  /**
   * Authorises the open sockets again (of one canvas, or all) and closes those no longer
   * allowed: a session that ended, a client access switched off, a canvas back to draft or
   * moved away. Runs every RECHECK_ACCESS_MS anyway; call it to apply a change at once.
   */
  recheckAccess(canvasId?: string): Promise<void>;
}

export interface Collab {
  hocuspocus: Hocuspocus;
  docs: CanvasDocs;
  /** Stops accepting edits, stores every open document, closes Redis. */
  close(): Promise<void>;
}

function redisExtension(url: string): Extension {
  const u = new URL(url);
  return new Redis({
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    prefix: 'funil:collab',
    options: {
      username: u.username ? decodeURIComponent(u.username) : undefined,
      password: u.password ? decodeURIComponent(u.password) : undefined,
      db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) || 0 : 0,
      ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  });
}

export function createCollab(opts: { db: Db; redisUrl?: string; log: FastifyBaseLogger; recheckMs?: number }): Collab {
  const { db, log } = opts;
  let closing = false;
  /** Open socket connections and what they authenticated with (D7: rules hold while open). */
  const live = new Map<Connection, { creds: CollabCredentials; documentName: string }>();

  const persistence: Extension = {
    async onLoadDocument({ documentName, document }) {
      const stored = await loadCanvasState(db, documentName);
      if (!stored) throw new Error('Canvas não encontrado');
      Y.applyUpdate(document, stored.state);
      trackLoadedDoc(document, stored.updatedAt);
    },
    async onStoreDocument({ documentName, document }) {
      await storeCanvasDoc(db, documentName, document);
    },
  };

  const hocuspocus = new Hocuspocus({
    name: 'funil',
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions: [persistence, ...(opts.redisUrl ? [redisExtension(opts.redisUrl)] : [])],
    async onAuthenticate({ documentName, context, connectionConfig, token }) {
      const ctx = context as CollabContext;
      // A refusal without `message` is not logged by Hocuspocus; the provider gets permission-denied.
      if (closing || !ctx.originOk) throw { reason: 'permission-denied' };
      // The provider's token only says which session to use when the browser has both.
      const grant = await authorizeCollab(db, { ...ctx.creds, as: token || undefined }, documentName);
      if (!grant) throw { reason: 'permission-denied' };
      connectionConfig.readOnly = grant.readOnly;
      return { user: grant.user, as: token || undefined };
    },
    async connected({ connection, context, documentName }) {
      const ctx = context as CollabContext;
      live.set(connection, { creds: { ...ctx.creds, as: ctx.as }, documentName });
      connection.onClose(() => live.delete(connection));
    },
  });

  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const q = p.catch((err) => log.error({ err }, 'collab: background store failed')).finally(() => pending.delete(q));
    pending.add(q);
  };

  async function withDocument<T>(canvasId: string, origin: ServerOrigin, f: (doc: Y.Doc) => T): Promise<T> {
    const conn = await hocuspocus.openDirectConnection(canvasId, { origin });
    const doc = conn.document;
    if (!doc) throw new Error('direct connection closed');
    try {
      const result = f(doc);
      // Persist before answering; the document's save mutex serialises with Hocuspocus' stores.
      await doc.saveMutex.runExclusive(() => storeCanvasDoc(db, canvasId, doc));
      return result;
    } finally {
      // disconnect() runs the store hooks again (a no-op write now) and unloads the document when
      // nobody else has it open; with Redis it waits for the fan-out, so it is not awaited here.
      track(conn.disconnect());
    }
  }

  const docs: CanvasDocs = {
    async readContent(canvasId) {
      const open = hocuspocus.documents.get(canvasId);
      if (open && !open.isLoading && !open.isDestroyed) return readContent(open);
      const [row] = await db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, canvasId)).limit(1);
      return sanitizeContent(contentFromColumn(row?.content));
    },
    applyContent(canvasId, content, replaceKinds, origin = { source: 'rest' }) {
      return withDocument(canvasId, origin, (doc) => {
        mergeContent(doc, content, replaceKinds, origin);
        return readContent(doc);
      });
    },
    updateKinds(canvasId, kinds, mutate, origin = { source: 'rest' }) {
      return withDocument(canvasId, origin, (doc) => {
        const { next, result } = mutate(readContent(doc));
        mergeContent(
          doc,
          next,
          kinds.filter((k) => next[k] !== undefined),
          origin,
        );
        return { content: readContent(doc), result };
      });
    },
    replaceDocument(canvasId, content, origin = { source: 'rest' }) {
      return withDocument(canvasId, origin, (doc) => {
        mergeContent(doc, content, CONTENT_KINDS, origin);
        return readContent(doc);
      });
    },
    closeDocument(canvasId) {
      hocuspocus.closeConnections(canvasId);
    },
    recheckAccess,
  };

  async function recheckAccess(canvasId?: string) {
    for (const [connection, info] of Array.from(live)) {
      if (canvasId && info.documentName !== canvasId) continue;
      const grant = await authorizeCollab(db, info.creds, info.documentName);
      if (!live.has(connection)) continue;
      if (!grant) {
        live.delete(connection);
        connection.close({ code: 4403, reason: 'permission-denied' });
      } else {
        connection.readOnly = grant.readOnly;
      }
    }
  }
  let rechecking = false;
  const recheckTimer = setInterval(() => {
    if (rechecking || closing || live.size === 0) return;
    rechecking = true;
    recheckAccess()
      .catch((err) => log.error({ err }, 'collab: access re-check failed'))
      .finally(() => {
        rechecking = false;
      });
  }, opts.recheckMs ?? RECHECK_ACCESS_MS);
  recheckTimer.unref();

  async function close() {
    closing = true;
    clearInterval(recheckTimer);
    hocuspocus.closeConnections();
    await Promise.allSettled(Array.from(pending));
    for (const doc of Array.from(hocuspocus.documents.values())) {
      if (doc.isLoading || doc.isDestroyed) continue;
      try {
        await hocuspocus.debouncer.executeNow(`onStoreDocument-${doc.name}`);
        await doc.saveMutex.runExclusive(() => storeCanvasDoc(db, doc.name, doc));
      } catch (err) {
        log.error({ err, canvasId: doc.name }, 'collab: could not store a document on shutdown');
      }
    }
    await Promise.allSettled(Array.from(pending));
    // Let Hocuspocus unload every document (with Redis: unsubscribe) before Redis is closed.
    await Promise.allSettled(Array.from(hocuspocus.documents.values()).map((d) => hocuspocus.unloadDocument(d)));
    await Promise.allSettled(Array.from(hocuspocus.unloadingDocuments.values()));
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  }

  return { hocuspocus, docs, close };
}
