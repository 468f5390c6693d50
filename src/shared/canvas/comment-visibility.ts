// Which comment threads reach the client and public reviewers (docs/decisions/022-internal-comments.md).
// A thread the agency starts is its working note unless marked "Visível para o cliente"; a thread
// a client or reviewer started is theirs, replies included. A thread is judged by its first
// comment. An agency thread without a visibility is internal when started from the funnel's
// `internalSince` on, and keeps the visibility it always had (shown) when it is older.
import type { CanvasComment } from './content.ts';

export type CommentVisibility = NonNullable<CanvasComment['visibility']>;

type Judged = Pick<CanvasComment, 'authorKind' | 'visibility' | 'timestamp'>;

/** Whether a thread whose first comment is `root` is shown to the client and public reviewers. */
export function isThreadVisible(root: Judged, internalSince: Date | string): boolean {
  if (root.authorKind === 'client' || root.authorKind === 'public') return true;
  if (root.visibility) return root.visibility === 'client';
  const at = Date.parse(root.timestamp);
  return Number.isFinite(at) && at < new Date(internalSince).getTime();
}

/** The first comment of `c`'s thread (a reply names it by parentId), or null when it is gone. */
export function threadRootOf(c: CanvasComment, byId: ReadonlyMap<string, CanvasComment>): CanvasComment | null {
  let at: CanvasComment | undefined = c;
  // Threads are one level deep; the bound keeps a hand-made loop of parents from spinning.
  for (let hops = 0; at && hops < 8; hops++) {
    if (!at.parentId) return at;
    at = byId.get(at.parentId);
  }
  return null;
}

/** Whether `c` is shown to the client and public reviewers: its thread's answer (a reply whose thread is gone answers for itself). */
export function isCommentVisible(c: CanvasComment, byId: ReadonlyMap<string, CanvasComment>, internalSince: Date | string): boolean {
  return isThreadVisible(threadRootOf(c, byId) ?? c, internalSince);
}

/** The comments a client or public reviewer may see: those of visible threads. */
export function reviewerComments(comments: readonly CanvasComment[], internalSince: Date | string): CanvasComment[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  return comments.filter((c) => isCommentVisible(c, byId, internalSince));
}
