// The agency marks a comment resolved or reopens it (issue 5). Scoped by agency (D7).
import { and, eq } from 'drizzle-orm';
import type { CanvasComment } from '#shared/canvas/content.ts';
import { can } from '#shared/permissions.ts';
import { canvases } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireId } from '../guards.ts';

export async function setCommentResolved(
  { db, actor, docs }: AgencyCtx<'docs'>,
  { canvasId, commentId, resolved }: { canvasId: string; commentId: string; resolved: boolean },
): Promise<CanvasComment> {
  if (!can(actor, 'canvases:write')) throw forbidden();
  requireId(canvasId, 'Canvas não encontrado');
  const [row] = await db
    .select({ id: canvases.id })
    .from(canvases)
    .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, actor.agencyId)))
    .limit(1);
  if (!row) throw notFound('Canvas não encontrado');
  const { result } = await docs.updateKinds(row.id, ['comments'], (current) => {
    const found = current.comments.find((c) => c.id === commentId);
    if (!found) throw new AppError('NOT_FOUND', 'Comentário não encontrado');
    const updated = { ...found, resolved };
    return { next: { comments: current.comments.map((c) => (c.id === commentId ? updated : c)) }, result: updated };
  });
  return result;
}
