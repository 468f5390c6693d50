// The editor's document store on a document made from some content, for the binding tests.
import { createDocStore } from '../../src/client/features/editor/doc-binding.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import { docFromContent } from '../../src/shared/canvas/doc.ts';

/** The store is subscribed, as the editor is, so that it follows the document; `un` ends that. */
export function subscribedStore(content: CanvasContent) {
  const doc = docFromContent(content);
  const store = createDocStore(doc);
  const un = store.subscribe(() => {});
  return { doc, store, un };
}
