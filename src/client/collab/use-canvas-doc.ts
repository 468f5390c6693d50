// React hook over openCanvasDoc: the live document of a canvas for the editor (D19).
//
//   const { doc, provider, awareness, status, synced, readOnly, denied } = useCanvasDoc(canvasId);
//
// `doc` is null until the hook has run; it changes only when canvasId (or `as`) changes.
// Read with readContent(doc) / observeDeep on the kind maps; write with setElement /
// mergeContent of #shared/canvas/doc.ts (wrap a gesture in doc.transact for one undo step).
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { type CanvasDocHandle, type CanvasDocSnapshot, openCanvasDoc } from './canvas-doc.ts';

export type { CanvasDocSnapshot, CollabStatus } from './canvas-doc.ts';

export interface UseCanvasDoc extends CanvasDocSnapshot {
  doc: Y.Doc | null;
  provider: HocuspocusProvider | null;
  awareness: Awareness | null;
}

const INITIAL: CanvasDocSnapshot = { status: 'connecting', synced: false, readOnly: false, denied: false, unsyncedChanges: 0 };

/** `opened`: a socket the page opened already for this canvas (features/editor/first-open.ts). */
export function useCanvasDoc(
  canvasId: string | null | undefined,
  opts: { as?: 'agency' | 'client'; opened?: (canvasId: string) => CanvasDocHandle | undefined } = {},
): UseCanvasDoc {
  const [handle, setHandle] = useState<ReturnType<typeof openCanvasDoc> | null>(null);
  const [snap, setSnap] = useState<CanvasDocSnapshot>(INITIAL);
  const { as, opened } = opts;

  useEffect(() => {
    if (!canvasId) return;
    const early = opened?.(canvasId);
    early?.listen(setSnap);
    const h = early ?? openCanvasDoc(canvasId, { as, onChange: setSnap });
    setHandle(h);
    setSnap(h.snapshot());
    return () => {
      setHandle(null);
      setSnap(INITIAL);
      h.destroy();
    };
  }, [canvasId, as, opened]);

  return {
    ...snap,
    doc: handle?.doc ?? null,
    provider: handle?.provider ?? null,
    awareness: handle?.awareness ?? null,
  };
}
