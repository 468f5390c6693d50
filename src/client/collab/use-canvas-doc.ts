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
import { type CanvasDocSnapshot, openCanvasDoc } from './canvas-doc.ts';

export type { CanvasDocSnapshot, CollabStatus } from './canvas-doc.ts';

export interface UseCanvasDoc extends CanvasDocSnapshot {
  doc: Y.Doc | null;
  provider: HocuspocusProvider | null;
  awareness: Awareness | null;
}

const INITIAL: CanvasDocSnapshot = { status: 'connecting', synced: false, readOnly: false, denied: false, unsyncedChanges: 0 };

export function useCanvasDoc(canvasId: string | null | undefined, opts: { as?: 'agency' | 'client' } = {}): UseCanvasDoc {
  const [handle, setHandle] = useState<ReturnType<typeof openCanvasDoc> | null>(null);
  const [snap, setSnap] = useState<CanvasDocSnapshot>(INITIAL);
  const as = opts.as;

  useEffect(() => {
    if (!canvasId) return;
    const h = openCanvasDoc(canvasId, { as, onChange: setSnap });
    setHandle(h);
    setSnap(h.snapshot());
    return () => {
      setHandle(null);
      setSnap(INITIAL);
      h.destroy();
    };
  }, [canvasId, as]);

  return {
    ...snap,
    doc: handle?.doc ?? null,
    provider: handle?.provider ?? null,
    awareness: handle?.awareness ?? null,
  };
}
