import { and, eq } from 'drizzle-orm';
import { canvases } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan, requireId } from '../guards.ts';

export const CANVAS_NOT_FOUND = 'Funil não encontrado';

/** D15: the screen confirms first. Versions, comments, approvals and the live document cascade. */
export async function deleteCanvas({ db, actor, docs }: AgencyCtx<'docs'>, { id: canvasId }: { id: string }): Promise<void> {
  requireCan(actor, 'canvases:write');
  requireId(canvasId, CANVAS_NOT_FOUND);
  const deleted = await db
    .delete(canvases)
    .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, actor.agencyId)))
    .returning({ id: canvases.id });
  if (!deleted.length) throw notFound(CANVAS_NOT_FOUND);
  docs.closeDocument(canvasId);
}
