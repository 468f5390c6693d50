import type { CanvasComment } from '#shared/canvas/content.ts';
import { can } from '#shared/permissions.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from '../canvases/canvas-dto.ts';

export async function setCommentResolved(
  { db, actor, docs }: AgencyCtx<'docs'>,
  { canvasId, commentId, resolved }: { canvasId: string; commentId: string; resolved: boolean },
): Promise<CanvasComment> {
  if (!can(actor, 'canvases:write')) throw forbidden();
  const { canvas: row } = await findAgencyCanvas(db, actor.agencyId, canvasId);
  const { result } = await docs.updateKinds(row.id, ['comments'], (current) => {
    const found = current.comments.find((c) => c.id === commentId);
    if (!found) throw new AppError('NOT_FOUND', 'Comentário não encontrado');
    const updated = { ...found, resolved };
    return { next: { comments: current.comments.map((c) => (c.id === commentId ? updated : c)) }, result: updated };
  });
  return result;
}
