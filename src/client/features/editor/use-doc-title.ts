// The funnel's title as the live document holds it (shared/canvas/doc.ts, readDocTitle): a
// rename by another member reaches this editor at once. Until the document carries a title
// (a funnel never renamed since titles moved into it) the title read over REST stands.
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { META_KEY, readDocTitle } from '#shared/canvas/doc.ts';

export function useDocTitle(doc: Y.Doc, initial: string): [string, (t: string) => void] {
  const [title, setTitle] = useState(() => readDocTitle(doc) ?? initial);
  useEffect(() => {
    const meta = doc.getMap(META_KEY);
    const sync = () => {
      const t = readDocTitle(doc);
      if (t) setTitle(t);
    };
    sync();
    meta.observe(sync);
    return () => meta.unobserve(sync);
  }, [doc]);
  return [title, setTitle];
}
