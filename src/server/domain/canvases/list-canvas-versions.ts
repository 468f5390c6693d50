import { and, desc, eq } from 'drizzle-orm';
import { can } from '#shared/permissions.ts';
import type { CanvasVersionDto } from '#shared/schemas/canvas-editor.ts';
import { canvasVersions } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from './canvas-dto.ts';
import { toVersionDto } from './version-row.ts';

/** GET /api/canvases/:id/versions: newest first, without content. */
export async function listCanvasVersions({ db, actor }: AgencyCtx, { id }: { id: string }): Promise<CanvasVersionDto[]> {
  await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:read')) throw forbidden();
  const rows = await db
    .select({
      id: canvasVersions.id,
      agencyId: canvasVersions.agencyId,
      canvasId: canvasVersions.canvasId,
      version: canvasVersions.version,
      title: canvasVersions.title,
      createdByUserId: canvasVersions.createdByUserId,
      createdByName: canvasVersions.createdByName,
      createdAt: canvasVersions.createdAt,
    })
    .from(canvasVersions)
    .where(and(eq(canvasVersions.canvasId, id), eq(canvasVersions.agencyId, actor.agencyId)))
    .orderBy(desc(canvasVersions.version));
  return rows.map((r) => toVersionDto(r, false));
}
