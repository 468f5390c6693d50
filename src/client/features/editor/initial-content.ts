// The REST content as a local document's starting state, when the live socket is refused or
// does not sync in time (editor-page.tsx). Loaded only then: it checks the content with the
// shared schema, and zod (about 26 KB gzipped) is not needed to open the live document.
import { type CanvasContent, CanvasContentSchema } from '#shared/canvas/content.ts';

/** The canvas content as the document's starting state (invalid parts are dropped, never the page). */
export function initialContent(raw: unknown): CanvasContent {
  const parsed = CanvasContentSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const out = CanvasContentSchema.parse({});
  const obj = (raw ?? {}) as Record<string, unknown>;
  for (const kind of Object.keys(out) as (keyof CanvasContent)[]) {
    const one = CanvasContentSchema.shape[kind].safeParse(obj[kind]);
    if (one.success) (out[kind] as unknown) = one.data;
  }
  return out;
}
