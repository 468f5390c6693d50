// The live socket's gate (decision 006): every message a connection sends is checked before
// Hocuspocus applies it, with the same schemas and limits as REST (content.ts, limits.ts).
// A refused message is never applied, stored nor broadcast, and the connection is closed.
// What one element may be (its own fields, keys and nesting included) is guard-elements.ts.
//
// Document updates are tried on a shadow copy of the document (one per open document, kept in
// step with every change the real one gets): only the elements the update touches are checked,
// so a keystroke costs the update's size, not the document's. Why a shadow and not the real
// document: a Yjs update cannot be undone, and a refused one must never reach anyone.
//
// Hocuspocus runs this hook (beforeHandleMessage) in a promise chain without I/O, so each
// accepted message is applied within the same microtask run, in the order received.
import type { beforeHandleMessagePayload, Connection, Document } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { z } from 'zod';
import { CONTENT_KINDS, type ContentKind } from '#shared/canvas/constants.ts';
import { HexColorSchema } from '#shared/canvas/content.ts';
import { FORECAST_FIELDS, FORECAST_KEY } from '#shared/canvas/doc.ts';
import { MAX_AWARENESS_BYTES, MAX_CONTENT_BYTES, MAX_ELEMENTS, MAX_SOCKET_MESSAGE_BYTES, MAX_TEXT } from '#shared/canvas/limits.ts';
import { elementBytes, elementFault, forecastFault } from './guard-elements.ts';

/** Hocuspocus message types (@hocuspocus/common MessageType) and Yjs sync steps. */
const MSG = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3, syncReply: 4, stateless: 5, broadcastStateless: 6, close: 7 } as const;
const SYNC = { step1: 0, step2: 1, update: 2 } as const;

/** Close code sent to a connection whose message was refused (4000-4999: the application's). */
export const REFUSED_CLOSE_CODE = 4400;

export class RefusedMessage extends Error {
  readonly code = REFUSED_CLOSE_CODE;
  readonly reason = 'invalid-message';
}

const isKind = (name: string | undefined): name is ContentKind => (CONTENT_KINDS as readonly string[]).includes(name ?? '');

/** Presence as the editor writes it (src/client/collab/presence.ts); nothing else. */
const AwarenessStateSchema = z
  .object({
    user: z
      .object({ name: z.string().max(MAX_TEXT.author), color: HexColorSchema, kind: z.enum(['agency', 'client']).optional() })
      .strict()
      .optional(),
    cursor: z.object({ x: z.number().finite(), y: z.number().finite() }).strict().nullable().optional(),
    selection: z
      .array(z.string().max(100))
      .max(MAX_ELEMENTS.components + MAX_ELEMENTS.textElements)
      .optional(),
  })
  .strict();

/** A copy of one open document that updates are tried on first. */
interface Shadow {
  doc: Y.Doc;
  /** JSON size of each element, by `${kind}/${id}`; `bytes` is their sum. */
  sizes: Map<string, number>;
  bytes: number;
}
interface DocState {
  shadow?: Shadow;
  /** Updates accepted but maybe not yet applied to the real document (cleared each macrotask). */
  recent: Uint8Array[];
  clearing: boolean;
  /** Awareness clientIDs and the connection that announced each. */
  claims: Map<number, Connection>;
}
const docs = new WeakMap<Document, DocState>();
/** Per connection: the clientID it announced, and whether it was refused (later messages are dropped). */
const conns = new WeakMap<Connection, { clientId?: number; refused?: boolean }>();

/** The elements an update touched, by kind; `forecast` when it wrote the forecast settings. */
type Touched = Map<ContentKind, Set<string>> & { forecast?: true };
type Changed = Y.Transaction['changed'];
type SharedType = Changed extends Map<infer T, unknown> ? T : never;

function rootName(doc: Y.Doc, type: SharedType): string | undefined {
  for (const [name, t] of doc.share) if (t === type) return name;
  return undefined;
}

/** The elements a transaction touched, or null when it wrote outside the content kinds. */
function touchedBy(doc: Y.Doc, changed: Changed): Touched | null {
  const out: Touched = new Map();
  const forecastFields: readonly string[] = FORECAST_FIELDS;
  const add = (kind: ContentKind, id: string) => {
    const set = out.get(kind) ?? new Set<string>();
    out.set(kind, set);
    set.add(id);
  };
  for (const [type, keys] of changed) {
    if (type._item === null) {
      const kind = rootName(doc, type);
      // The forecast settings: one root map of plain fields, checked as a whole below.
      if (kind === FORECAST_KEY && [...keys].every((k) => k !== null && forecastFields.includes(k))) {
        out.forecast = true;
        continue;
      }
      if (!isKind(kind)) return null;
      for (const key of keys) {
        if (key === null) return null;
        add(kind, key);
      }
      continue;
    }
    // A change inside an element (or deeper): climb to the element, the child of a root.
    let item = type._item;
    while ((item.parent as SharedType)._item !== null) item = (item.parent as SharedType)._item as Y.Item;
    const kind = rootName(doc, item.parent as SharedType);
    if (!isKind(kind) || item.parentSub === null) return null;
    add(kind, item.parentSub);
  }
  return out;
}

const sizeKey = (kind: ContentKind, id: string) => `${kind}/${id}`;

function buildShadow(document: Document, recent: Uint8Array[]): Shadow {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(document));
  for (const u of recent) Y.applyUpdate(doc, u);
  const sizes = new Map<string, number>();
  let bytes = 0;
  for (const kind of CONTENT_KINDS) {
    doc.getMap(kind).forEach((el, id) => {
      const n = elementBytes(el);
      sizes.set(sizeKey(kind, id), n);
      bytes += n;
    });
  }
  return { doc, sizes, bytes };
}

/** Applies an update to the shadow, keeps the sizes, returns what it touched (null: outside the content). */
function applyToShadow(shadow: Shadow, update: Uint8Array): Touched | null {
  let changed: Changed = new Map();
  shadow.doc.transact((tr) => {
    Y.applyUpdate(shadow.doc, update);
    changed = tr.changed;
  });
  const touched = touchedBy(shadow.doc, changed);
  for (const [kind, ids] of touched ?? []) {
    const map = shadow.doc.getMap(kind);
    for (const id of ids) {
      const key = sizeKey(kind, id);
      shadow.bytes -= shadow.sizes.get(key) ?? 0;
      if (map.has(id)) {
        const n = elementBytes(map.get(id));
        shadow.sizes.set(key, n);
        shadow.bytes += n;
      } else shadow.sizes.delete(key);
    }
  }
  return touched;
}

function pendingSize(doc: Y.Doc): number {
  return (doc.store.pendingStructs?.update.length ?? 0) + (doc.store.pendingDs?.length ?? 0);
}

function docState(document: Document): DocState {
  let st = docs.get(document);
  if (!st) {
    st = { recent: [], clearing: false, claims: new Map() };
    docs.set(document, st);
    const state = st;
    // Every change the real document gets (REST, other instances through Redis, accepted
    // socket updates a second time: then a no-op) reaches the shadow too.
    document.on('update', (update: Uint8Array) => {
      if (state.shadow) {
        try {
          applyToShadow(state.shadow, update);
        } catch {
          state.shadow = undefined;
        }
      }
    });
    document.on('destroy', () => {
      state.shadow?.doc.destroy();
      state.shadow = undefined;
    });
  }
  return st;
}

/**
 * Checks one document update against the document as it would be after it: the elements it
 * touches pass the REST schemas and the shape rule on their own fields (guard-elements.ts), each
 * kind stays within MAX_ELEMENTS, the whole (every own field counted) within MAX_CONTENT_BYTES,
 * nothing is written outside the content kinds, no dangling structs.
 * Throws RefusedMessage; on success the shadow holds the update.
 */
export function checkDocumentUpdate(document: Document, update: Uint8Array): void {
  // Every provider answers the server's sync step with what the server lacks, on each connect:
  // nothing, for an editor that just opened. Nothing cannot break a rule, and building the shadow
  // for it cost as much as loading the document again, on the path of every open (decision 010).
  if (isEmptyUpdate(update)) return;
  const st = docState(document);
  st.shadow ??= buildShadow(document, st.recent);
  const shadow = st.shadow;
  const counts = CONTENT_KINDS.map((k) => shadow.doc.getMap(k).size);
  const bytesBefore = shadow.bytes;
  const pendingBefore = pendingSize(shadow.doc);
  let fault: string | null = null;
  try {
    const touched = applyToShadow(shadow, update);
    if (!touched) fault = 'escrita fora do conteúdo';
    else if (pendingSize(shadow.doc) > pendingBefore) fault = 'atualização com dependências ausentes';
    else {
      CONTENT_KINDS.forEach((kind, i) => {
        const n = shadow.doc.getMap(kind).size;
        if (!fault && n > MAX_ELEMENTS[kind] && n > counts[i]) fault = `${kind}: mais de ${MAX_ELEMENTS[kind]} elementos`;
      });
      if (!fault && shadow.bytes > MAX_CONTENT_BYTES && shadow.bytes > bytesBefore) fault = `documento com mais de ${MAX_CONTENT_BYTES} bytes`;
      for (const [kind, ids] of touched) {
        const map = shadow.doc.getMap(kind);
        for (const id of ids) if (!fault && map.has(id)) fault = elementFault(kind, id, map.get(id));
      }
      if (!fault && touched.forecast) fault = forecastFault(shadow.doc);
    }
  } catch {
    fault = 'atualização ilegível';
  }
  if (fault) {
    // The shadow now holds what the real document must never get: rebuild it when next needed.
    shadow.doc.destroy();
    st.shadow = undefined;
    throw new RefusedMessage(fault);
  }
  st.recent.push(update);
  if (!st.clearing) {
    st.clearing = true;
    setImmediate(() => {
      st.recent = [];
      st.clearing = false;
    });
  }
}

/** The one encoding of an update with no structs and no deletions: no clients in either part. */
function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length === 2 && update[0] === 0 && update[1] === 0;
}

/** Whether the document's shadow copy exists (it is built at the first update with content). */
export function hasShadow(document: Document): boolean {
  return docs.get(document)?.shadow !== undefined;
}

/** Awareness: only the connection's own clientID (one per connection), in the editor's shape. */
export function checkAwareness(document: Document, connection: Connection, update: Uint8Array): void {
  if (update.length > MAX_AWARENESS_BYTES) throw new RefusedMessage('presença grande demais');
  const st = docState(document);
  const mine = conns.get(connection) ?? {};
  conns.set(connection, mine);
  const d = decoding.createDecoder(update);
  const n = decoding.readVarUint(d);
  const { meta, states } = document.awareness;
  for (let i = 0; i < n; i++) {
    const clientId = decoding.readVarUint(d);
    const clock = decoding.readVarUint(d);
    const state = JSON.parse(decoding.readVarString(d)) as unknown;
    // Providers echo the states they received; an entry the server would ignore (y-protocols'
    // rule: not newer than what it has) changes nothing and passes.
    const current = meta.get(clientId)?.clock ?? 0;
    const applies = current < clock || (current === clock && state === null && states.has(clientId));
    if (!applies) continue;
    if (mine.clientId === undefined) {
      const holder = st.claims.get(clientId);
      if (holder ? !sameSession(holder, connection) : states.has(clientId)) throw new RefusedMessage(`presença de outra conexão (${clientId})`);
      // The same person's provider reconnecting before their old socket was seen dead: the old
      // connection is closed, so a clientID never has two live owners.
      if (holder && holder !== connection) holder.close({ code: REFUSED_CLOSE_CODE, reason: 'replaced' });
      mine.clientId = clientId;
      st.claims.set(clientId, connection);
      connection.onClose(() => {
        if (st.claims.get(clientId) === connection) st.claims.delete(clientId);
      });
    } else if (clientId !== mine.clientId) {
      throw new RefusedMessage(`presença de outra conexão (${clientId})`);
    }
    if (state !== null && !AwarenessStateSchema.safeParse(state).success) throw new RefusedMessage('presença em formato inválido');
  }
}

/** Same user (agency member or client access) on both connections. */
function sameSession(a: Connection, b: Connection): boolean {
  const ua = (a.context as { user?: { kind: string; id: string } }).user;
  const ub = (b.context as { user?: { kind: string; id: string } }).user;
  return !!ua && !!ub && ua.kind === ub.kind && ua.id === ub.id;
}

/** Decodes one message and throws RefusedMessage when it may not be applied. */
export function checkMessage(document: Document, connection: Connection, data: Uint8Array): void {
  if (conns.get(connection)?.refused) throw new RefusedMessage('conexão já recusada');
  if (data.length > MAX_SOCKET_MESSAGE_BYTES) throw new RefusedMessage('mensagem grande demais');
  const d = decoding.createDecoder(data);
  decoding.readVarString(d); // document name (Hocuspocus checked it)
  const type = decoding.readVarUint(d);
  switch (type) {
    case MSG.sync:
    case MSG.syncReply: {
      const step = decoding.readVarUint(d);
      if (step === SYNC.step1) return;
      if (step !== SYNC.step2 && step !== SYNC.update) throw new RefusedMessage('passo de sincronização desconhecido');
      const update = decoding.readVarUint8Array(d);
      // Hocuspocus never applies an update from a read-only connection (it answers "not
      // saved"), so nothing of it is stored or broadcast. It is dropped rather than refused:
      // the client portal writes its own comments and drawings into its copy first and stores
      // them with REST (client-canvas-page.tsx), and its socket must stay open for that.
      if (connection.readOnly) return;
      checkDocumentUpdate(document, update);
      return;
    }
    case MSG.awareness:
      checkAwareness(document, connection, decoding.readVarUint8Array(d));
      return;
    case MSG.stateless:
    case MSG.broadcastStateless:
      if (connection.readOnly) throw new RefusedMessage('mensagem de uma conexão somente leitura');
      return;
    case MSG.auth:
    case MSG.queryAwareness:
    case MSG.close:
      return;
    default:
      throw new RefusedMessage(`tipo de mensagem desconhecido (${type})`);
  }
}

/**
 * The `beforeHandleMessage` hook: a refused message is dropped (Hocuspocus does not apply a
 * message whose hook throws, and closes that document's connection), and the socket is closed.
 */
export function createMessageGuard(log: FastifyBaseLogger) {
  return async ({ document, connection, update, documentName }: beforeHandleMessagePayload): Promise<void> => {
    try {
      checkMessage(document, connection, update);
    } catch (err) {
      const refused = err instanceof RefusedMessage ? err : new RefusedMessage('mensagem ilegível');
      const st = conns.get(connection) ?? {};
      if (!st.refused) log.warn({ canvasId: documentName, reason: refused.message }, 'collab: refused a socket message, closing the connection');
      st.refused = true;
      conns.set(connection, st);
      // After Hocuspocus has sent its close message for the document, end the socket too.
      const socket = connection.webSocket as unknown as { close(code: number, reason: string): void };
      setImmediate(() => socket.close(REFUSED_CLOSE_CODE, refused.reason));
      throw refused;
    }
  };
}
