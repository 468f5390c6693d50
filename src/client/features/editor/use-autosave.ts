// Autosave of the document's JSON projection (docs/product.md): 1 s after an edit,
// 3 s while dragging, 10 s after text, comment or drawing changes. A pending save is
// flushed when the page is hidden or closed (fetch keepalive), and the browser warns on
// leaving while changes are unsaved. Only this editor's edits (and its undo/redo) count:
// changes arriving from the live provider are already on the server (D19).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import { CANVAS, CONTENT_KINDS, type ContentKind } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { FORECAST_KEY, kindMap, readContent } from '#shared/canvas/doc.ts';
import { cleanupAll, listen } from '../../lib/listen.ts';
import { LOCAL_ORIGIN } from './doc-binding.ts';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'error';
export type SaveFn = (content: CanvasContent, opts: { keepalive: boolean; manual: boolean }) => Promise<void>;

const ANNOTATION_KINDS: ContentKind[] = ['textElements', 'comments', 'drawings'];
const EDIT_KINDS: ContentKind[] = ['components', 'connections'];

/** Delay for a change touching these kinds (docs/product.md). */
export function autosaveDelay(kinds: ReadonlySet<ContentKind>, dragging: boolean): number {
  if (dragging) return CANVAS.autosaveDraggingMs;
  if (EDIT_KINDS.some((k) => kinds.has(k))) return CANVAS.autosaveMs;
  if (ANNOTATION_KINDS.some((k) => kinds.has(k))) return CANVAS.autosaveTextMs;
  return CANVAS.autosaveMs;
}

export function isLocalOrigin(origin: unknown): boolean {
  return origin === LOCAL_ORIGIN || origin instanceof Y.UndoManager;
}

/** The autosave state machine, independent of React (unit tested with fake timers). */
export class AutosaveController {
  status: SaveStatus = 'saved';
  private version = 0;
  private saved = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private deadline = 0;
  private dragging = false;
  private inflight: Promise<boolean> | null = null;
  private failing = false;
  private listeners = new Set<() => void>();
  private detach: (() => void) | null = null;

  constructor(
    private readonly doc: Y.Doc,
    public save: SaveFn,
    public onError?: (e: unknown) => void,
  ) {}

  attach() {
    if (this.detach) return;
    const onTx = (tr: Y.Transaction) => {
      if (!isLocalOrigin(tr.origin)) return;
      const kinds = new Set<ContentKind>();
      for (const kind of CONTENT_KINDS) {
        const type = kindMap(this.doc, kind) as unknown as Y.AbstractType<Y.YEvent<Y.AbstractType<unknown>>>;
        if (tr.changedParentTypes.has(type) || tr.changed.has(type)) kinds.add(kind);
      }
      // The forecast settings are saved with the structure.
      if (tr.changed.has(this.doc.getMap(FORECAST_KEY) as never)) kinds.add('components');
      if (kinds.size) this.changed(kinds);
    };
    this.doc.on('afterTransaction', onTx);
    this.detach = () => this.doc.off('afterTransaction', onTx);
  }

  dispose() {
    this.detach?.();
    this.detach = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getStatus = () => this.status;
  private setStatus(s: SaveStatus) {
    if (this.status === s) return;
    this.status = s;
    for (const l of this.listeners) l();
  }

  get pending(): boolean {
    return this.version > this.saved;
  }
  get busy(): boolean {
    return !!this.inflight;
  }

  changed(kinds: ReadonlySet<ContentKind>) {
    this.version++;
    this.setStatus('dirty');
    this.schedule(autosaveDelay(kinds, this.dragging));
  }

  setDragging(d: boolean) {
    this.dragging = d;
  }

  private schedule(delay: number, force = false) {
    const due = Date.now() + delay;
    // A longer delay (text, comment, drawing) never postpones a save already due sooner.
    if (this.timer && !force && delay > CANVAS.autosaveMs && this.deadline <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.deadline = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.dragging) this.schedule(CANVAS.autosaveDraggingMs, true);
      else void this.run(false, false);
    }, delay);
  }

  /** Saves now. `manual`: Salvar (the caller shows its own toast). `keepalive`: page closing. */
  async run(keepalive: boolean, manual: boolean): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inflight) await this.inflight.catch(() => false);
    const version = this.version;
    this.setStatus('saving');
    const p = this.save(readContent(this.doc), { keepalive, manual }).then(
      () => {
        this.saved = Math.max(this.saved, version);
        this.failing = false;
        this.setStatus(this.pending ? 'dirty' : 'saved');
        if (this.pending && !this.timer) this.schedule(CANVAS.autosaveMs);
        return true;
      },
      (e: unknown) => {
        this.setStatus('error');
        // One toast per failure streak, not one per retry; a manual save reports itself.
        if (!manual && !this.failing) this.onError?.(e);
        if (!manual) this.failing = true;
        if (!keepalive) this.schedule(CANVAS.autosaveTextMs, true); // try again later
        return false;
      },
    );
    this.inflight = p;
    const ok = await p;
    if (this.inflight === p) this.inflight = null;
    return ok;
  }

  /** Page hidden or closing: send what is pending with keepalive. */
  flush() {
    if (this.pending) void this.run(true, false);
  }
}

export function useAutosave(doc: Y.Doc, save: SaveFn, opts: { enabled: boolean; onError?: (e: unknown) => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one controller per document; save is refreshed below
  const ctl = useMemo(() => new AutosaveController(doc, save), [doc]);
  ctl.save = save;
  ctl.onError = opts.onError;
  const status = useSyncExternalStore(ctl.subscribe, ctl.getStatus, ctl.getStatus);

  useEffect(() => {
    if (!opts.enabled) return;
    ctl.attach();
    const onVis = () => {
      if (document.visibilityState === 'hidden') ctl.flush();
    };
    const onPageHide = () => ctl.flush();
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (ctl.pending || ctl.busy) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    const unlisten = cleanupAll([
      listen(document, 'visibilitychange', onVis),
      listen(window, 'pagehide', onPageHide),
      listen(window, 'beforeunload', onBeforeUnload),
    ]);
    return () => {
      unlisten();
      // Leaving the editor inside the app (back button): send what is pending.
      ctl.flush();
      ctl.dispose();
    };
  }, [ctl, opts.enabled]);

  const api = useMemo(
    () => ({
      saveNow: () => ctl.run(false, true),
      setDragging: (d: boolean) => ctl.setDragging(d),
      hasPending: () => ctl.pending,
    }),
    [ctl],
  );
  return { status, ...api };
}
