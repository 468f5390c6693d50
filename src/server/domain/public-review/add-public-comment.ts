import { reviewerComments } from '#shared/canvas/comment-visibility.ts';
import type { PublicCanvas, PublicCommentInput } from '#shared/schemas/portal.ts';
import type { PublicCtx } from '../../principal.ts';
import { findPublishedVersion, pinnableComponents } from '../canvases/published-version.ts';
import { insertCommentRows } from '../comments/comment-rows.ts';
import { loadVerifiedGuest } from './guest-reviewer.ts';
import { findByLink, tellAgency, toPublicCanvas } from './public-canvas.ts';

/** A public reviewer adds a comment (or a reply); it is pinned like the client's. */
export async function addPublicComment(ctx: PublicCtx<'docs' | 'mailer' | 'publicUrl' | 'log' | 'clock'>, input: PublicCommentInput): Promise<PublicCanvas> {
  const { db, docs } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const guest = await loadVerifiedGuest(db, c.id, ctx.actor.link, ctx.actor.guestToken, ctx.clock.now());
  const name = guest?.name ?? input.clientName.trim();
  const published = await findPublishedVersion(db, c.agencyId, c.id, c.version);
  const { content, result } = await docs.updateKinds(c.id, ['comments'], (current) => {
    if (current.comments.some((x) => x.id === input.comment.id)) return { next: {}, result: null };
    const componentIds = new Set(pinnableComponents(published, current).map((x) => x.id));
    // A reply joins only a thread the reviewer can see: never one of the agency's internal ones.
    const ids = new Set(reviewerComments(current.comments, c.commentsInternalSince).map((x) => x.id));
    const added = {
      id: input.comment.id,
      position: input.comment.position,
      content: input.comment.content.trim(),
      componentId: input.comment.componentId && componentIds.has(input.comment.componentId) ? input.comment.componentId : null,
      parentId: input.comment.parentId && ids.has(input.comment.parentId) ? input.comment.parentId : null,
      author: name,
      authorKind: 'public' as const,
      timestamp: new Date().toISOString(),
      resolved: false,
      verified: !!guest,
    };
    return { next: { comments: [...current.comments, added] }, result: added };
  });
  if (result) {
    const email = guest?.email ?? input.email;
    await insertCommentRows(db, c.agencyId, c.id, [result], { kind: 'public', name, email, verified: !!guest });
    await tellAgency(ctx, c, guest, { type: 'comment', reviewerName: name, reviewerEmail: email, comments: [result.content] });
  }
  return toPublicCanvas(db, c, content, guest);
}
