import { and, eq, sql } from 'drizzle-orm';
import { TRANSITIONS } from '#shared/funnel-status.ts';
import { can } from '#shared/permissions.ts';
import type { CanvasDto, PublishCanvas } from '#shared/schemas/canvas-editor.ts';
import { canvases, canvasVersions } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';
import { kindsIn } from './update-canvas.ts';

/**
 * PUT /api/canvases/:id {title, content, status:'published'} (Publicar). The content is merged
 * like a PATCH; then the canvas becomes published and an immutable version is recorded with
 * the snapshot, who and when (D9). The version number comes from an atomic increment of
 * canvases.version, so two publishes never get the same number.
 */
export async function publishCanvas({ db, actor, docs }: AgencyCtx<'docs'>, input: PublishCanvas & { id: string }): Promise<CanvasDto> {
  const { id } = input;
  const before = await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  if (!TRANSITIONS.publish.from.includes(before.canvas.status as never)) throw new AppError('CONFLICT', 'Este funil não pode ser publicado agora.');
  const content = input.content
    ? await docs.applyContent(id, input.content, kindsIn(input.content), { source: 'rest', by: actor.userId })
    : await docs.readContent(id);
  // A title sent with Publicar is a rename like PATCH's: through the live document (update-canvas.ts).
  if (input.title !== undefined) await docs.setTitle(id, input.title, { source: 'rest', by: actor.userId });
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(canvases)
      .set({
        status: TRANSITIONS.publish.to,
        version: sql`${canvases.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId)))
      .returning({ version: canvases.version, title: canvases.title });
    if (!updated) throw new AppError('NOT_FOUND', 'Canvas não encontrado');
    await tx.insert(canvasVersions).values({
      agencyId: actor.agencyId,
      canvasId: id,
      version: updated.version,
      title: updated.title,
      content,
      createdByUserId: actor.userId,
      createdByName: actor.name,
    });
  });
  return toCanvasDto(await findAgencyCanvas(db, actor.agencyId, id), content);
}
