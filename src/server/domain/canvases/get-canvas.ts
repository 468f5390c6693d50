import { can } from '#shared/permissions.ts';
import type { CanvasDto } from '#shared/schemas/canvas-editor.ts';
import { forbidden } from '../../errors.ts';
import { type CanvasCtx, findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';

/** GET /api/canvases/:id: the D21 canvas, content read from the live document (D19). */
export async function getCanvas({ db, actor, docs }: CanvasCtx, id: string): Promise<CanvasDto> {
  const row = await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:read')) throw forbidden();
  return toCanvasDto(row, await docs.readContent(id));
}
