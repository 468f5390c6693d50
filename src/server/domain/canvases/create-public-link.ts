// Public review links (D6): 128 random bits, base64url; Enterprise only (D5); revocable.
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '#shared/permissions.ts';
import { planAllows } from '#shared/plans.ts';
import { PUBLIC_LINKS_PLAN_MSG } from '#shared/schemas/canvas-editor.ts';
import { canvases } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from './canvas-dto.ts';

/** POST /api/canvases/:id/public-link: creates the link, or answers the existing one. */
export async function createPublicLink({ db, actor }: AgencyCtx, { id }: { id: string }): Promise<{ publicLink: string }> {
  const row = await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  if (!planAllows(actor.plan, 'publicLinks')) throw new AppError('PLAN_LIMIT', PUBLIC_LINKS_PLAN_MSG);
  if (row.canvas.publicLink) return { publicLink: row.canvas.publicLink };
  const token = randomToken(16);
  const [set] = await db
    .update(canvases)
    .set({ publicLink: token })
    .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId), isNull(canvases.publicLink)))
    .returning({ publicLink: canvases.publicLink });
  if (set?.publicLink) return { publicLink: set.publicLink };
  // Another request created it in between: answer that one (idempotent).
  const again = await findAgencyCanvas(db, actor.agencyId, id);
  if (!again.canvas.publicLink) throw new AppError('CONFLICT', 'Não foi possível criar o link. Tente novamente.');
  return { publicLink: again.canvas.publicLink };
}
