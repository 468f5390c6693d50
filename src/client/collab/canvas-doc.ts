// Opens a canvas's live document (D19, D21): a Y.Doc synced by a HocuspocusProvider over
// ws(s)://<host>/collab, document name = canvas id, authenticated by the session cookie the
// browser sends with the upgrade request. Framework-free so that it is tested against the
// real server; use-canvas-doc.ts wraps it for React.
import { HocuspocusProvider, type HocuspocusProviderConfiguration, WebSocketStatus } from '@hocuspocus/provider';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';

export type CollabStatus = 'connecting' | 'connected' | 'disconnected';

export interface CanvasDocSnapshot {
  status: CollabStatus;
  /** The first sync with the server is done: the document holds the stored funnel. */
  synced: boolean;
  /** The server opened it read-only (client sessions; edits go through REST). */
  readOnly: boolean;
  /** The server refused the document (no session, another agency, not visible to this client). */
  denied: boolean;
  /** Local changes the server has not acknowledged yet (warn before leaving when > 0). */
  unsyncedChanges: number;
  /** The server could not store the document yet (database unreachable): edits kept in its memory. */
  storePending?: boolean;
}

export interface CanvasDocHandle {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  awareness: Awareness | null;
  snapshot(): CanvasDocSnapshot;
  /** Who hears the changes from now on (a socket opened before its editor, first-open.ts). */
  listen(onChange: (s: CanvasDocSnapshot) => void): void;
  destroy(): void;
}

export interface OpenCanvasDocOptions {
  /** Which session to use when the browser holds both an agency and a client session. */
  as?: 'agency' | 'client';
  /** Defaults to ws(s)://<current host>/collab. */
  url?: string;
  /** Only outside browsers (tests, benchmarks): a WebSocket class that sends the cookie. */
  WebSocketPolyfill?: unknown;
  onChange?: (s: CanvasDocSnapshot) => void;
}

export function collabUrl(loc: { protocol: string; host: string } = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/collab`;
}

const STATUS: Record<WebSocketStatus, CollabStatus> = {
  [WebSocketStatus.Connecting]: 'connecting',
  [WebSocketStatus.Connected]: 'connected',
  [WebSocketStatus.Disconnected]: 'disconnected',
};

export function openCanvasDoc(canvasId: string, opts: OpenCanvasDocOptions = {}): CanvasDocHandle {
  const doc = new Y.Doc();
  let state: CanvasDocSnapshot = { status: 'connecting', synced: false, readOnly: false, denied: false, unsyncedChanges: 0 };
  let onChange = opts.onChange;
  const set = (patch: Partial<CanvasDocSnapshot>) => {
    const next = { ...state, ...patch };
    if (Object.keys(patch).every((k) => next[k as keyof CanvasDocSnapshot] === state[k as keyof CanvasDocSnapshot])) return;
    state = next;
    onChange?.(state);
  };
  // The provider passes its whole configuration to the socket it creates, WebSocketPolyfill
  // included; its type only names `url`.
  const provider = new HocuspocusProvider({
    url: opts.url ?? collabUrl(),
    name: canvasId,
    document: doc,
    token: opts.as ?? null,
    ...(opts.WebSocketPolyfill ? { WebSocketPolyfill: opts.WebSocketPolyfill } : {}),
    onStatus: ({ status }) => set({ status: STATUS[status] ?? 'disconnected', ...(status === WebSocketStatus.Disconnected ? { synced: false } : {}) }),
    onSynced: ({ state: synced }) => {
      if (synced) listenForLocalUpdates();
      set({ synced });
    },
    onAuthenticated: ({ scope }) => set({ readOnly: scope === 'readonly', denied: false }),
    onAuthenticationFailed: () => set({ denied: true, synced: false }),
    onUnsyncedChanges: ({ number }) => set({ unsyncedChanges: number }),
    // Server message (collab.ts StoreStateMessage): saving pending / saved again.
    onStateless: ({ payload }) => {
      try {
        const m = JSON.parse(payload) as { type?: unknown; state?: unknown };
        if (m.type === 'store') set({ storePending: m.state === 'pending' });
      } catch {
        // not ours
      }
    },
  } as HocuspocusProviderConfiguration);
  // The provider hears every document update to send the local ones, so Yjs encodes each
  // transaction's update for it, even the first sync's: the whole funnel, about a third of the
  // cost of applying it (decision 011), which the provider then drops as its own.
  // Nothing local is written before that sync (the editor waits for it), so it hears them from
  // then on.
  let listening = false;
  function listenForLocalUpdates() {
    if (listening) return;
    listening = true;
    doc.on('update', provider.boundDocumentUpdateHandler);
  }
  doc.off('update', provider.boundDocumentUpdateHandler);
  return {
    doc,
    provider,
    awareness: provider.awareness,
    snapshot: () => state,
    listen(f) {
      onChange = f;
    },
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
}
