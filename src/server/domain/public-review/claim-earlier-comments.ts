// A public reviewer who comments first and verifies later: the comments this browser made under
// the email just proven become verified, in the live document and in their rows, under the
// verified name. The browser names its own comments (it kept their ids); only comments of this
// funnel, still unverified and written under that very email are taken, so nobody claims a
// stranger's words by naming their ids, nor a comment someone else typed that email on.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PublicReviewer } from '#shared/schemas/portal.ts';
import { comments } from '../../db/schema.ts';
import type { PublicCtx } from '../../principal.ts';

export async function claimEarlierComments(
  { db, docs }: PublicCtx<'docs'>,
  canvas: { id: string; agencyId: string },
  reviewer: PublicReviewer,
  commentIds: readonly string[],
): Promise<number> {
  if (!commentIds.length) return 0;
  const claimed = await db
    .update(comments)
    .set({ verified: true, authorName: reviewer.name })
    .where(
      and(
        eq(comments.agencyId, canvas.agencyId),
        eq(comments.canvasId, canvas.id),
        eq(comments.authorKind, 'public'),
        eq(comments.verified, false),
        eq(sql`lower(${comments.authorEmail})`, reviewer.email.toLowerCase()),
        inArray(comments.elementId, [...new Set(commentIds)]),
      ),
    )
    .returning({ id: comments.elementId });
  const ids = new Set(claimed.map((r) => r.id));
  if (!ids.size) return 0;
  await docs.updateKinds(canvas.id, ['comments'], (current) => ({
    next: {
      comments: current.comments.map((c) => (ids.has(c.id) && c.authorKind === 'public' ? { ...c, verified: true, author: reviewer.name } : c)),
    },
    result: null,
  }));
  return ids.size;
}
