// How the portal, the public page and comment resolution read and write a funnel's content:
// through the live document service (D19, app.deps.canvasDocs), so open editors see a
// client's comment at once and no concurrent edit is lost (merge element by element by id).
import { type CanvasContent, CanvasContentSchema, EMPTY_CONTENT } from '#shared/canvas/content.ts';
import type { CanvasDocs } from '../../collab/collab.ts';

export type ContentStore = Pick<CanvasDocs, 'readContent' | 'updateKinds'>;

/** A stored JSON content (versions, projection) read defensively. */
export function parseContent(raw: unknown): CanvasContent {
  const r = CanvasContentSchema.safeParse(raw ?? {});
  return r.success ? r.data : { ...EMPTY_CONTENT };
}
