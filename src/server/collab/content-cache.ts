// The content of a canvas per version of its stored projection (decision 010: every GET re-read,
// re-sanitised, compared and re-encoded the same content). canvases.content_version is bumped
// in the same transaction as every write of canvases.content (storeCanvasDocument), so a
// (canvas, version) pair names one content for ever: an entry can never be stale, a change
// simply asks for another version. Only reused when this instance holds no unstored live edits
// of the canvas (those are newer than any stored version). docs/decisions/010-fast-reads.md.
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { ContentCache } from '../domain/canvases/canvas-docs.ts';

/** Total size (encoded JSON) of the contents kept; least recently read ones leave first. */
export const CONTENT_CACHE_BYTES = 16 * 1024 * 1024;

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

export function createContentCache(hasUnstoredEdits: (canvasId: string) => boolean, maxBytes = CONTENT_CACHE_BYTES): ContentCache {
  const entries = new Map<string, { version: number; content: CanvasContent; bytes: number }>();
  let total = 0;
  const drop = (id: string) => {
    const e = entries.get(id);
    if (!e) return;
    total -= e.bytes;
    entries.delete(id);
  };
  return {
    get(canvasId, version) {
      const e = entries.get(canvasId);
      if (!e || e.version !== version || hasUnstoredEdits(canvasId)) return undefined;
      // Map order is the eviction order: a read moves the entry to the end.
      entries.delete(canvasId);
      entries.set(canvasId, e);
      return e.content;
    },
    remember(canvasId, version, content) {
      const cur = entries.get(canvasId);
      if (cur && cur.version >= version) return cur.version === version ? cur.content : content;
      const bytes = JSON.stringify(content).length;
      drop(canvasId);
      if (bytes > maxBytes / 4) return content; // one huge funnel must not push every other out
      const frozen = deepFreeze(content);
      entries.set(canvasId, { version, content: frozen, bytes });
      total += bytes;
      for (const id of entries.keys()) {
        if (total <= maxBytes) break;
        drop(id);
      }
      return frozen;
    },
  };
}
