import { can } from '#shared/permissions.ts';
import type { CanvasVersionDto } from '#shared/schemas/canvas-editor.ts';
import { forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from './canvas-dto.ts';
import { findVersion, toVersionDto } from './version-row.ts';

/** GET /api/canvases/:id/versions/:version: one version with its content snapshot. */
export async function getCanvasVersion(ctx: AgencyCtx, { id, version }: { id: string; version: number }): Promise<CanvasVersionDto> {
  await findAgencyCanvas(ctx.db, ctx.actor.agencyId, id);
  if (!can(ctx.actor, 'canvases:read')) throw forbidden();
  return toVersionDto(await findVersion(ctx, id, version), true);
}
