// What clients see (decision 008): the structure (with its forecast settings) and title of the latest published version, never
// the live draft; the review around it (comments, drawings) stays live, so that agency replies
// and the reviewers' own notes still reach everyone at once.
import { and, eq } from 'drizzle-orm';
import { reviewerComments } from '#shared/canvas/comment-visibility.ts';
import { EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { canvasVersions } from '../../db/schema.ts';

export interface PublishedVersion {
  version: number;
  title: string;
  content: CanvasContent;
}

/** The canvas's version row `version` (canvases.version), or null when none was recorded. */
export async function findPublishedVersion(db: Db | Tx, agencyId: string, canvasId: string, version: number): Promise<PublishedVersion | null> {
  if (version < 1) return null;
  const [v] = await db
    .select({ version: canvasVersions.version, title: canvasVersions.title, content: canvasVersions.content })
    .from(canvasVersions)
    .where(and(eq(canvasVersions.canvasId, canvasId), eq(canvasVersions.agencyId, agencyId), eq(canvasVersions.version, version)))
    .limit(1);
  // Element by element: one element a later rule refuses (a hostile key, docs/decisions/006)
  // leaves the rest of the version, where a parse of the whole would have emptied it.
  return v ? { version: v.version, title: v.title, content: sanitizeContent(v.content) } : null;
}

/**
 * The published structure with the live comments and drawings. A client-visible canvas without
 * a recorded version (rows older than versions) shows no structure rather than the draft. The
 * agency's internal threads stay out (`internalSince`: the canvas's commentsInternalSince,
 * docs/decisions/022-internal-comments.md).
 */
export function publishedView(
  published: PublishedVersion | null,
  live: Pick<CanvasContent, 'comments' | 'drawings'>,
  fallbackTitle: string,
  internalSince: Date,
): { title: string; content: CanvasContent } {
  const s = published?.content ?? EMPTY_CONTENT;
  return {
    title: published?.title ?? fallbackTitle,
    content: {
      components: s.components,
      connections: s.connections,
      textElements: s.textElements,
      comments: reviewerComments(live.comments, internalSince),
      drawings: live.drawings,
      ...(s.forecast ? { forecast: s.forecast } : {}),
    },
  };
}

/** Component ids a reviewer's comment may pin to: the published ones (what they see) and the live ones. */
export function pinnableComponents(published: PublishedVersion | null, live: CanvasContent): CanvasContent['components'] {
  const seen = new Set(live.components.map((c) => c.id));
  return [...live.components, ...(published?.content.components ?? []).filter((c) => !seen.has(c.id))];
}
