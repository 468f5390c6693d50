// The agency deletes a comment, whoever wrote it (the client, a public reviewer or a member):
// the comment and its replies leave the live document (open editors and the portal see it at
// once, D19) and their rows in `comments` go too, so the activity list never shows a comment
// that no longer exists. Scoped by agency (D7): another agency's funnel is a 404.
import { and, eq, inArray } from 'drizzle-orm';
import { commentThreadIds } from '#shared/canvas/rules.ts';
import type { DeletedComment } from '#shared/schemas/canvas-editor.ts';
import { comments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from '../canvases/canvas-dto.ts';
import { requireCan } from '../guards.ts';

export async function deleteComment(
  { db, actor, docs }: AgencyCtx<'docs'>,
  { canvasId, commentId }: { canvasId: string; commentId: string },
): Promise<DeletedComment> {
  requireCan(actor, 'canvases:write');
  const { canvas: row } = await findAgencyCanvas(db, actor.agencyId, canvasId);
  const { result: ids } = await docs.updateKinds(
    row.id,
    ['comments'],
    (current) => {
      if (!current.comments.some((c) => c.id === commentId)) throw new AppError('NOT_FOUND', 'Comentário não encontrado');
      const gone = new Set(commentThreadIds(current.comments, commentId));
      return { next: { comments: current.comments.filter((c) => !gone.has(c.id)) }, result: [...gone] };
    },
    { source: 'rest', by: actor.userId },
  );
  await db.delete(comments).where(and(eq(comments.agencyId, actor.agencyId), eq(comments.canvasId, row.id), inArray(comments.elementId, ids)));
  return { deleted: ids };
}
