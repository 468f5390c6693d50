import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import { can } from '#shared/permissions.ts';
import type { CanvasDto } from '#shared/schemas/canvas-editor.ts';
import { forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';
import { findVersion } from './version-row.ts';

/**
 * POST /api/canvases/:id/versions/:version/restore: the version's content becomes the current
 * state of the live document (open editors see it at once). History is not touched: the
 * versions stay as they were, and publishing again records a new version (D9). Like any edit
 * after publishing (docs/product.md), it does not change the status.
 */
export async function restoreCanvasVersion(ctx: AgencyCtx<'docs'>, { id, version }: { id: string; version: number }): Promise<CanvasDto> {
  const { db, actor, docs } = ctx;
  await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  const v = await findVersion(ctx, id, version);
  const content = await docs.replaceDocument(id, sanitizeContent(v.content), { source: 'rest', by: actor.userId });
  return toCanvasDto(await findAgencyCanvas(db, actor.agencyId, id), content);
}
