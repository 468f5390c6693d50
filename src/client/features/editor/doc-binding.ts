// The editor's state is a Yjs document (D19, src/shared/canvas/doc.ts). This binds it to
// React: a content snapshot with structural sharing (an element that did not change keeps
// its object identity, so memoised nodes do not re-render), local edits tagged with
// LOCAL_ORIGIN, and a Y.UndoManager that only undoes this editor's own edits.
import { useMemo, useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import { CONTENT_KINDS, type ContentKind, EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { deleteElement, kindMap, readContent, setElement } from '#shared/canvas/doc.ts';
import { isEmptyRemoval, type Removal } from '#shared/canvas/rules.ts';

/** Origin of every transaction made by this editor (the only one the undo manager tracks). */
export const LOCAL_ORIGIN = Symbol('funil-editor-local');

type AnyEl = { id: string } & Record<string, unknown>;

// Each element object's JSON, kept while the object lives: a snapshot's elements are compared
// with the next one's by JSON, and an unchanged element keeps its object, so each is serialised
// once. The first snapshot serialises nothing (there is nothing to compare it with): the open
// pays for no JSON, and the first change serialises the open's elements (about 10 ms at 2,000).
const jsonOf = new WeakMap<object, string>();
const toJson = (el: AnyEl) => {
  let s = jsonOf.get(el);
  if (s === undefined) {
    s = JSON.stringify(el);
    jsonOf.set(el, s);
  }
  return s;
};

/** Reuses the previous objects of elements whose JSON did not change. */
export function shareStructure(prev: CanvasContent, next: CanvasContent): CanvasContent {
  const out = {} as Record<ContentKind, AnyEl[]>;
  for (const kind of CONTENT_KINDS) {
    const prevList = prev[kind] as AnyEl[];
    const list = next[kind] as AnyEl[];
    const before = new Map(prevList.map((e) => [e.id, e]));
    let same = list.length === before.size;
    out[kind] = list.map((el, i) => {
      const old = before.get(el.id);
      if (old && toJson(old) === toJson(el)) {
        if (prevList[i] !== old) same = false;
        return old;
      }
      same = false;
      return el;
    });
    if (same) out[kind] = prevList;
  }
  // The forecast settings keep their object while equal, like an element.
  const f = next.forecast;
  const pf = prev.forecast;
  const forecast = f && pf && f.visitors === pf.visitors && f.enabled === pf.enabled ? pf : f;
  return (forecast ? { ...out, forecast } : out) as unknown as CanvasContent;
}

/** A store over the document: subscribe/getSnapshot for useSyncExternalStore. */
export function createDocStore(doc: Y.Doc) {
  let snapshot: CanvasContent = EMPTY_CONTENT;
  let stale = true;
  const listeners = new Set<() => void>();
  const onUpdate = () => {
    stale = true;
    for (const l of listeners) l();
  };
  return {
    subscribe(l: () => void) {
      if (listeners.size === 0) doc.on('update', onUpdate);
      listeners.add(l);
      return () => {
        listeners.delete(l);
        if (listeners.size === 0) doc.off('update', onUpdate);
        stale = true;
      };
    },
    getSnapshot(): CanvasContent {
      if (stale) {
        snapshot = shareStructure(snapshot, readContent(doc));
        stale = false;
      }
      return snapshot;
    },
  };
}

// One store per document, shared by every reader (the editor, the unpublished badge, the
// presentation): each store reads the whole document and serialises every element to find what
// changed, so two of them did that twice on open and on each edit (docs/decisions/011-what-each-page-loads.md).
const stores = new WeakMap<Y.Doc, ReturnType<typeof createDocStore>>();

export function useDocContent(doc: Y.Doc): CanvasContent {
  let store = stores.get(doc);
  if (!store) {
    store = createDocStore(doc);
    stores.set(doc, store);
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Local edits: one transaction per user action, tagged LOCAL_ORIGIN so undo sees it. */
export function makeDocActions(doc: Y.Doc, undo?: Y.UndoManager) {
  const act = (fn: () => void) => {
    undo?.stopCapturing();
    doc.transact(fn, LOCAL_ORIGIN);
    undo?.stopCapturing();
  };
  return {
    transact: act,
    set(kind: ContentKind, el: AnyEl) {
      act(() => setElement(doc, kind, el));
    },
    setMany(items: { kind: ContentKind; el: AnyEl }[]) {
      if (items.length)
        act(() => {
          for (const { kind, el } of items) setElement(doc, kind, el);
        });
    },
    remove(kind: ContentKind, ids: string[]) {
      if (ids.length)
        act(() => {
          for (const id of ids) deleteElement(doc, kind, id);
        });
    },
    /** Deletes what a document rule decided (#shared/canvas/rules.ts), in one step. */
    removeAll(r: Removal) {
      if (!isEmptyRemoval(r))
        act(() => {
          for (const kind of CONTENT_KINDS) for (const id of r[kind]) deleteElement(doc, kind, id);
        });
    },
    /** Patch some fields of one element (keeps the others). */
    patch(kind: ContentKind, id: string, fields: Record<string, unknown>) {
      const el = kindMap(doc, kind).get(id);
      if (!el) return;
      act(() => {
        for (const [k, v] of Object.entries(fields)) {
          if (v === undefined || v === null) el.delete(k);
          else if (JSON.stringify(el.get(k)) !== JSON.stringify(v)) el.set(k, v);
        }
      });
    },
  };
}
export type DocActions = ReturnType<typeof makeDocActions>;

/**
 * Undo/redo of this editor's own edits only (remote edits from other editors stay).
 * One manager per document; it lives as long as the document (no destroy in an effect,
 * which StrictMode's double mount would run on a manager still in use).
 */
export function useUndoManager(doc: Y.Doc): Y.UndoManager {
  return useMemo(() => {
    const scope = CONTENT_KINDS.map((k) => kindMap(doc, k));
    return new Y.UndoManager(scope, { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 0 });
  }, [doc]);
}

const UNDO_STACK_EVENTS = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;

/** Subscribes to undo-stack changes, for enabling the buttons. */
export function useUndoState(um: Y.UndoManager): { canUndo: boolean; canRedo: boolean } {
  const subscribe = useMemo(
    () => (l: () => void) => {
      for (const e of UNDO_STACK_EVENTS) um.on(e, l);
      return () => {
        for (const e of UNDO_STACK_EVENTS) um.off(e, l);
      };
    },
    [um],
  );
  const get = () => (um.undoStack.length > 0 ? 1 : 0) + (um.redoStack.length > 0 ? 2 : 0);
  const bits = useSyncExternalStore(subscribe, get, get);
  return { canUndo: (bits & 1) === 1, canRedo: (bits & 2) === 2 };
}
