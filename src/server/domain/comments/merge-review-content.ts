// What a reviewer (portal client) may change in a funnel (docs/product.md; D5, D7):
// comments and its own drawings. Everything else in the proposal is ignored; elements of
// the agency (or of public reviewers) are kept exactly as the server has them.
import { reviewerComments } from '#shared/canvas/comment-visibility.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasComment, CanvasContent, Drawing } from '#shared/canvas/content.ts';

export interface ReviewerIdentity {
  kind: 'client' | 'public';
  name: string;
  canDraw: boolean;
  /** The canvas's commentsInternalSince: the agency's internal threads take no reply from a reviewer. */
  internalSince: Date;
}

export interface ReviewMerge {
  comments: CanvasComment[];
  drawings: Drawing[];
  addedComments: CanvasComment[];
  removedCommentIds: string[];
  /** New drawings were proposed but the plan does not allow them (D5). */
  refusedDrawings: number;
  changed: boolean;
}

const isOwnComment = (c: CanvasComment, who: ReviewerIdentity) => c.authorKind === who.kind;

/** A pin may only point at a component that exists; a reply only at a comment that exists. */
function sanitize(c: CanvasComment, componentIds: Set<string>): Pick<CanvasComment, 'position' | 'content' | 'componentId'> {
  return {
    position: c.position,
    content: c.content.trim(),
    // undefined stays undefined (no spurious change); an unknown component unpins (null)
    componentId: c.componentId === undefined ? undefined : c.componentId && componentIds.has(c.componentId) ? c.componentId : null,
  };
}

export function mergeReviewContent(
  current: CanvasContent,
  proposed: { comments?: CanvasComment[]; drawings?: Drawing[] },
  who: ReviewerIdentity,
  now = new Date().toISOString(),
): ReviewMerge {
  const componentIds = new Set(current.components.map((c) => c.id));
  let changed = false;

  // comments
  let comments = current.comments;
  const addedComments: CanvasComment[] = [];
  const removedCommentIds: string[] = [];
  if (proposed.comments) {
    const byId = new Map(proposed.comments.map((c) => [c.id, c]));
    const existingIds = new Set(current.comments.map((c) => c.id));
    const kept: CanvasComment[] = [];
    for (const c of current.comments) {
      if (!isOwnComment(c, who)) {
        kept.push(c);
        continue;
      }
      const p = byId.get(c.id);
      if (!p) {
        removedCommentIds.push(c.id);
        changed = true;
        continue;
      }
      const next = { ...c, ...sanitize(p, componentIds) };
      if (JSON.stringify(next) !== JSON.stringify(c)) changed = true;
      kept.push(next);
    }
    // Replies to a removed comment go with it.
    const removed = new Set(removedCommentIds);
    const final = kept.filter((c) => {
      if (c.parentId && removed.has(c.parentId) && isOwnComment(c, who)) {
        removedCommentIds.push(c.id);
        return false;
      }
      return true;
    });
    const finalIds = new Set(final.map((c) => c.id));
    const replyable = new Set(reviewerComments(final, who.internalSince).map((c) => c.id));
    for (const p of proposed.comments) {
      if (existingIds.has(p.id) || finalIds.has(p.id) || !p.content.trim()) continue;
      const added: CanvasComment = {
        id: p.id,
        ...sanitize(p, componentIds),
        author: who.name,
        authorKind: who.kind,
        timestamp: now,
        parentId: p.parentId && replyable.has(p.parentId) ? p.parentId : null,
        resolved: false,
      };
      final.push(added);
      finalIds.add(added.id);
      replyable.add(added.id);
      addedComments.push(added);
      changed = true;
    }
    comments = final;
  }

  // drawings: the agency's are kept; the client's own may be removed; new ones need the plan.
  let drawings = current.drawings;
  let refusedDrawings = 0;
  if (proposed.drawings && who.kind === 'client') {
    const proposedIds = new Set(proposed.drawings.map((d) => d.id));
    const existingIds = new Set(current.drawings.map((d) => d.id));
    const next: Drawing[] = [];
    for (const d of current.drawings) {
      if (d.author !== 'client' || proposedIds.has(d.id)) next.push(d);
      else changed = true;
    }
    for (const d of proposed.drawings) {
      if (existingIds.has(d.id) || d.author !== 'client') continue;
      if (!who.canDraw) {
        refusedDrawings += 1;
        continue;
      }
      next.push({ ...d, type: 'brush', author: 'client', color: CANVAS.drawingColor.client });
      changed = true;
    }
    drawings = next;
  }

  return { comments, drawings, addedComments, removedCommentIds, refusedDrawings, changed };
}
