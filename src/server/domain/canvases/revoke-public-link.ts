import { and, eq } from 'drizzle-orm';
import { can } from '#shared/permissions.ts';
import { canvases } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from './canvas-dto.ts';

/** DELETE /api/canvases/:id/public-link: revokes it; the old token answers 404 from now on. */
export async function revokePublicLink({ db, actor }: AgencyCtx, { id }: { id: string }): Promise<{ publicLink: null }> {
  await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  await db
    .update(canvases)
    .set({ publicLink: null })
    .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId)));
  return { publicLink: null };
}
