// The live-editing server (D19, D21, D22): one Hocuspocus instance without its own HTTP
// server, mounted on the app's server at GET /collab (plugin.ts). Document name = canvas id.

import { type Document, type Extension, Hocuspocus } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import type * as Y from 'yjs';
import { CONTENT_KINDS } from '#shared/canvas/constants.ts';
import { mergeContent, readContent as readDoc, writeDocTitle, writeForecast } from '#shared/canvas/doc.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import type { Db } from '../db/client.ts';
import type { CanvasDocs, ServerOrigin } from '../domain/canvases/canvas-docs.ts';
import { contentFromColumn } from '../domain/canvases/content-column.ts';
import { readStoredContent } from '../domain/canvases/content-history.ts';
import { loadCanvasDocument } from '../domain/canvases/load-canvas-document.ts';
import { createAccessRecheck, type LiveConnections } from './access-recheck.ts';
import { authorizeCollab } from './authorize.ts';
import type { Collab, CollabContext } from './collab-types.ts';
import { createContentCache } from './content-cache.ts';
import { createMessageGuard } from './guard.ts';
import { isDirty, type OnStored, storeCanvasDoc, storeServerChange, trackLoadedDoc } from './persistence.ts';
import { redisExtension } from './redis-extension.ts';
import type { RedisLink } from './redis-link.ts';

/** Content as it may leave the server: checked with the REST schemas (D7, D16). */
const readContent = (doc: Y.Doc) => sanitizeContent(readDoc(doc));

export { RECHECK_ACCESS_MS } from './access-recheck.ts';
export type { Collab, CollabContext } from './collab-types.ts';

/**
 * Debounce of stores after live edits: a store starts at most 1.5 s after an edit even under
 * continuous typing, which leaves 0.5 s for the store itself, so an edit acknowledged 2 s ago
 * is in the database (decision 006).
 */
export const STORE_DEBOUNCE_MS = 750;
export const STORE_MAX_DEBOUNCE_MS = 1500;

/** Retry of a failed store: 250 ms doubling up to 2 s, so a returning database is seen within ~2 s. */
export const STORE_RETRY_MIN_MS = 250;
export const STORE_RETRY_MAX_MS = 2000;

/**
 * Stateless message (server to editors, JSON) about the document's store: 'pending' while the
 * database refuses it (edits are kept in memory and retried), 'saved' once it is stored again.
 * Also sent on connect to a document whose store is pending.
 */
export interface StoreStateMessage {
  type: 'store';
  state: 'pending' | 'saved';
}

/** How often documents nobody holds open are unloaded when a disconnect could not (unloadIfIdle). */
export const IDLE_SWEEP_MS = 30_000;

/** How long close() keeps trying to store open documents (SIGTERM must end within 10 s). */
export const CLOSE_STORE_TIMEOUT_MS = 6000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

export function createCollab(opts: {
  db: Db;
  /** Live edits and access re-checks across instances (linkRedis, when REDIS_URL is set). */
  redis?: RedisLink;
  log: FastifyBaseLogger;
  recheckMs?: number;
  /** Called when another instance announces an access re-check (Redis). */
  onRemoteRecheck?: () => void;
}): Collab {
  const { db, log } = opts;
  let closing = false;
  /** Open socket connections and what they authenticated with (D7: rules hold while open). */
  const live: LiveConnections = new Map();
  const access = createAccessRecheck({ db, log, live, redis: opts.redis, intervalMs: opts.recheckMs, onRemote: opts.onRemoteRecheck });
  const contents = createContentCache((canvasId) => {
    const open = hocuspocus.documents.get(canvasId);
    return !!open && (open.isLoading || isDirty(open));
  });
  // What a store wrote is the content of that version: the GET and the PATCH's answer that follow
  // take it from memory instead of reading it back (docs/decisions/010-fast-reads.md).
  const remember: OnStored = (canvasId, version, content) => void contents.remember(canvasId, version, content);

  /**
   * Documents whose last store failed (database down, or a refused write): they stay loaded
   * (beforeUnloadDocument refuses while dirty) and are retried with backoff until stored.
   * One log line when a document's store starts failing, one when it is stored again.
   */
  const failing = new Map<string, { doc: Document; delay: number; timer?: NodeJS.Timeout }>();
  const sendState = (doc: Document, state: StoreStateMessage['state']) => {
    if (!doc.isDestroyed) doc.broadcastStateless(JSON.stringify({ type: 'store', state } satisfies StoreStateMessage));
  };

  function markFailed(doc: Document, err: unknown) {
    const f = failing.get(doc.name);
    if (f) {
      f.delay = Math.min(f.delay * 2, STORE_RETRY_MAX_MS);
    } else {
      log.error({ err, canvasId: doc.name }, 'collab: store failed; edits kept in memory, retrying');
      failing.set(doc.name, { doc, delay: STORE_RETRY_MIN_MS });
      sendState(doc, 'pending');
    }
    scheduleRetry(doc.name);
  }
  function markStored(doc: Document) {
    const f = failing.get(doc.name);
    if (!f) return;
    clearTimeout(f.timer);
    failing.delete(doc.name);
    log.info({ canvasId: doc.name }, 'collab: store recovered, pending edits stored');
    sendState(doc, 'saved');
    setTimeout(() => {
      if (hocuspocus.shouldUnloadDocument(doc)) void hocuspocus.unloadDocument(doc);
    }, 0);
  }
  /** Stores a document under its save mutex; never throws (a failure schedules a retry). */
  async function storeOrRetry(doc: Document): Promise<boolean> {
    try {
      await doc.saveMutex.runExclusive(() => storeCanvasDoc(db, doc.name, doc, remember));
    } catch (err) {
      markFailed(doc, err);
      return false;
    }
    markStored(doc);
    return true;
  }
  function scheduleRetry(name: string) {
    const f = failing.get(name);
    if (!f || closing) return;
    clearTimeout(f.timer);
    f.timer = setTimeout(() => {
      f.timer = undefined;
      if (failing.get(name) === f && !f.doc.isDestroyed) void storeOrRetry(f.doc);
    }, f.delay);
    f.timer.unref();
  }

  /** Deleted canvases still open here: never stored again, unloaded even with unstored edits. */
  const discarded = new Set<string>();
  const persistence: Extension = {
    // A load that fails (database down) rejects: Hocuspocus closes that connection and the
    // provider reconnects later; the error is caught by Hocuspocus, never unhandled.
    async onLoadDocument({ documentName, document }) {
      const stored = await loadCanvasDocument({ db, actor: null }, { canvasId: documentName, into: document });
      if (!stored) throw new Error('Funil não encontrado');
      trackLoadedDoc(document, stored.updatedAt);
    },
    // Never rejects: Hocuspocus rethrows a rejected store from its debounce timer, an unhandled
    // rejection that ends the process. A failed store is retried by storeOrRetry instead.
    async onStoreDocument({ document }) {
      if (discarded.has(document.name)) return;
      // Hocuspocus already holds the save mutex here: store directly, retry outside it.
      try {
        await storeCanvasDoc(db, document.name, document, remember);
      } catch (err) {
        markFailed(document, err);
        return;
      }
      markStored(document);
      unloadIfIdle(document);
    },
    // A document with unstored changes stays in memory (a throw without message is not logged).
    async beforeUnloadDocument({ document }) {
      if (isDirty(document) && !document.isDestroyed && !discarded.has(document.name)) throw {};
    },
    async afterUnloadDocument({ documentName }) {
      discarded.delete(documentName);
    },
  };
  const hocuspocus = new Hocuspocus({
    name: 'funil',
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions: [persistence, ...(opts.redis ? [redisExtension(opts.redis, log)] : [])],
    // Socket messages pass the REST schemas and limits, or are refused and the socket closed.
    beforeHandleMessage: createMessageGuard(log),
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
      if (failing.has(documentName)) connection.sendStateless(JSON.stringify({ type: 'store', state: 'pending' } satisfies StoreStateMessage));
    },
  });

  /**
   * A document nobody holds open (REST-only, or its last editor left) leaves memory once stored
   * (decision 010: memory flat under REST load). Hocuspocus unloads at a disconnect only when nothing
   * is pending then; concurrent REST writes leave it loaded, so a store and a sweep retry.
   */
  function unloadIfIdle(doc: Document) {
    setTimeout(() => {
      if (!closing && !doc.isDestroyed && !isDirty(doc) && hocuspocus.shouldUnloadDocument(doc)) void hocuspocus.unloadDocument(doc);
    }, 0).unref();
  }
  const sweep = setInterval(() => {
    for (const doc of hocuspocus.documents.values()) unloadIfIdle(doc);
  }, IDLE_SWEEP_MS);
  sweep.unref();

  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const q = p.catch((err) => log.error({ err }, 'collab: background store failed')).finally(() => pending.delete(q));
    pending.add(q);
  };

  /**
   * A REST change: stored (live state + change, one transaction) before it reaches the live
   * document, under the document's save mutex (persistence.storeServerChange). When the store
   * fails (database down) the error propagates (REST answers 503) and editors never saw it.
   */
  async function withDocument<T>(canvasId: string, origin: ServerOrigin, f: (doc: Y.Doc) => T): Promise<T> {
    const conn = await hocuspocus.openDirectConnection(canvasId, { origin });
    const doc = conn.document;
    if (!doc) throw new Error('direct connection closed');
    try {
      return await doc.saveMutex.runExclusive(() => storeServerChange(db, canvasId, doc, origin, f, remember));
    } finally {
      // disconnect() runs the store hooks again (a no-op now: the doc is clean) and unloads the
      // document when nobody else has it open; with Redis it waits for the fan-out, so it is
      // not awaited here.
      track(conn.disconnect());
    }
  }

  const docs: CanvasDocs = {
    async readContent(canvasId) {
      const open = hocuspocus.documents.get(canvasId);
      if (open && !open.isLoading && !open.isDestroyed) return readContent(open);
      const stored = await readStoredContent(db, canvasId);
      return sanitizeContent(stored?.content ?? contentFromColumn(null));
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
    setTitle(canvasId, title, origin = { source: 'rest' }) {
      return withDocument(canvasId, origin, (doc) => {
        doc.transact(() => writeDocTitle(doc, title), origin);
      });
    },
    setForecast(canvasId, pick, origin = { source: 'rest' }) {
      return withDocument(canvasId, origin, (doc) => {
        const fields = pick(readDoc(doc).forecast);
        doc.transact(() => writeForecast(doc, fields), origin);
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
    discardDocuments(canvasIds) {
      for (const id of canvasIds) {
        const doc = hocuspocus.documents.get(id);
        if (!doc) continue;
        discarded.add(id);
        clearTimeout(failing.get(id)?.timer);
        failing.delete(id);
        hocuspocus.closeConnections(id);
        // With sockets, the last one to close unloads it; a document held by nobody goes now.
        if (hocuspocus.shouldUnloadDocument(doc)) void hocuspocus.unloadDocument(doc);
      }
    },
    recheckAccess: (canvasId) => access.recheck(canvasId),
    isLoaded: (canvasId) => hocuspocus.documents.has(canvasId),
    contents,
  };

  /**
   * Stores every open document, then unloads them. Bounded: when the database is down (or a
   * store hangs) it gives up after `timeoutMs` and logs the documents it could not store.
   */
  async function close(timeoutMs = CLOSE_STORE_TIMEOUT_MS) {
    closing = true;
    clearInterval(sweep);
    await access.close();
    for (const f of failing.values()) clearTimeout(f.timer);
    hocuspocus.closeConnections();
    const deadline = Date.now() + timeoutMs;
    const storeAll = async () => {
      await Promise.allSettled(Array.from(pending));
      for (const doc of Array.from(hocuspocus.documents.values())) {
        if (doc.isLoading || doc.isDestroyed) continue;
        try {
          await hocuspocus.debouncer.executeNow(`onStoreDocument-${doc.name}`);
        } catch {
          // onStoreDocument does not throw; a Redis lock refusal is retried below
        }
        while (!doc.isDestroyed && isDirty(doc) && !(await storeOrRetry(doc)) && Date.now() < deadline) {
          await sleep(STORE_RETRY_MIN_MS);
        }
        const f = failing.get(doc.name);
        if (f) clearTimeout(f.timer);
      }
      await Promise.allSettled(Array.from(pending));
    };
    await Promise.race([storeAll(), sleep(timeoutMs)]);
    for (const doc of hocuspocus.documents.values()) {
      if (!doc.isDestroyed && isDirty(doc)) log.error({ canvasId: doc.name }, 'collab: could not store a document on shutdown');
    }
    // Let Hocuspocus unload every stored document (with Redis: unsubscribe) before Redis is closed.
    await Promise.race([
      (async () => {
        await Promise.allSettled(Array.from(hocuspocus.documents.values()).map((d) => hocuspocus.unloadDocument(d)));
        await Promise.allSettled(Array.from(hocuspocus.unloadingDocuments.values()));
      })(),
      sleep(timeoutMs),
    ]);
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus }).catch((err) => log.error({ err }, 'collab: closing Redis failed'));
  }

  return { hocuspocus, docs, close };
}
