// What the domain asks of the live canvas documents (docs/decisions/006-nothing-acknowledged-is-lost.md):
// the live-editing server (collab/collab.ts) implements it, the domain only sees this, so the
// domain never imports the live-editing layer.

import type { ContentKind } from '#shared/canvas/constants.ts';
import type { CanvasContent, ForecastSettings } from '#shared/canvas/content.ts';

/** Transaction origin of changes made by the server (REST calls, restores). */
export interface ServerOrigin {
  source: 'rest';
  by?: string;
}

/** Contents per stored version of the projection, reused while nothing newer is open (docs/decisions/010-fast-reads.md). */
export interface ContentCache {
  /** The content of `version`, when known and nothing newer is open here. */
  get(canvasId: string, version: number): CanvasContent | undefined;
  /** Keeps the stored projection of `version` (frozen: it is shared by every later read); returns it. */
  remember(canvasId: string, version: number, content: CanvasContent): CanvasContent;
}

/**
 * The live documents as a service for the REST side: reads come from the live document
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
  /**
   * Renames the funnel: the title is written into the document's meta map, stored with it
   * (persistence projects it to canvases.title in the same transaction) and so reaches every
   * open editor live.
   */
  setTitle(canvasId: string, title: string, origin?: ServerOrigin): Promise<void>;
  /**
   * Sets the forecast settings (docs/decisions/014-forecast.md), like the title: the fields given, or those `pick`
   * answers from the current settings (a three-way merge reads and writes in one step).
   */
  setForecast(canvasId: string, pick: (current: ForecastSettings | undefined) => Partial<ForecastSettings>, origin?: ServerOrigin): Promise<void>;
  /** Makes the document equal to `content` (restoring a published version). */
  replaceDocument(canvasId: string, content: CanvasContent, origin?: ServerOrigin): Promise<CanvasContent>;
  /** Closes the live connections of a canvas (e.g. after it is deleted). */
  closeDocument(canvasId: string): void;
  /** The canvases were deleted (their agency closed): close their sockets, unload them, store nothing. */
  discardDocuments(canvasIds: readonly string[]): void;
  /**
   * Authorises the open sockets again (of one canvas, or all) and closes those no longer
   * allowed: a session that ended, a client access switched off, a canvas back to draft or
   * moved away. Runs every RECHECK_ACCESS_MS anyway; call it to apply a change at once.
   */
  recheckAccess(canvasId?: string): Promise<void>;
  /** Whether the canvas's live document is in this instance's memory. */
  isLoaded(canvasId: string): boolean;
  /** Contents per stored version, reused while this instance holds no unstored live edits (collab/content-cache.ts). */
  contents: ContentCache;
}
