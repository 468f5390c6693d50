// Stored content (published versions, the projection) read defensively. Live content is read
// and written through the live documents service, ctx.docs (D19).
import { type CanvasContent, CanvasContentSchema, EMPTY_CONTENT } from '#shared/canvas/content.ts';

/** A stored JSON content (versions, projection) read defensively. */
export function parseContent(raw: unknown): CanvasContent {
  const r = CanvasContentSchema.safeParse(raw ?? {});
  return r.success ? r.data : { ...EMPTY_CONTENT };
}
