// What the live-editing server offers the rest of the app (collab.ts builds it): the server's
// handle (Collab), whose docs implement the domain's view of the live documents (CanvasDocs).
import type { Hocuspocus } from '@hocuspocus/server';
import type { CanvasDocs } from '../domain/canvases/canvas-docs.ts';
import type { CollabCredentials, CollabUser } from './authorize.ts';

export interface CollabContext {
  creds: CollabCredentials;
  originOk: boolean;
  /** Set by onAuthenticate: who, and the session choice the provider's token made. */
  user?: CollabUser;
  as?: string;
}

export interface Collab {
  hocuspocus: Hocuspocus;
  docs: CanvasDocs;
  /**
   * Stops accepting edits, stores every open document, closes Redis. Never rejects and never
   * hangs: with the database down it gives up after `timeoutMs` (default CLOSE_STORE_TIMEOUT_MS)
   * and logs what it could not store.
   */
  close(timeoutMs?: number): Promise<void>;
}
