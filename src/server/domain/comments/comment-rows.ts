// Comments of reviewers are also rows of `comments`, so the agency's activity list (D10)
// reads them without opening every funnel's content.
import { and, eq, inArray } from 'drizzle-orm';
import type { CanvasComment } from '#shared/canvas/content.ts';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';

export interface CommentAuthor {
  kind: 'client' | 'public';
  name: string;
  email?: string | null;
  clientAccessId?: string | null;
  /** A public reviewer who proved their email (decision 008). */
  verified?: boolean;
}

export async function insertCommentRows(db: Db, agencyId: string, canvasId: string, added: CanvasComment[], author: CommentAuthor): Promise<void> {
  if (!added.length) return;
  await db.insert(comments).values(
    added.map((c) => ({
      agencyId,
      canvasId,
      elementId: c.id,
      parentId: c.parentId ?? null,
      authorKind: author.kind,
      authorName: author.name,
      authorEmail: author.email ?? null,
      clientAccessId: author.clientAccessId ?? null,
      verified: author.verified ?? false,
      content: c.content,
    })),
  );
}

export async function deleteCommentRows(db: Db, agencyId: string, canvasId: string, elementIds: string[], kind: 'client' | 'public'): Promise<void> {
  if (!elementIds.length) return;
  await db
    .delete(comments)
    .where(and(eq(comments.agencyId, agencyId), eq(comments.canvasId, canvasId), eq(comments.authorKind, kind), inArray(comments.elementId, elementIds)));
}
