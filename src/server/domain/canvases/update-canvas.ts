import { and, eq } from 'drizzle-orm';
import { CONTENT_KINDS, type ContentKind } from '#shared/canvas/content.ts';
import { can } from '#shared/permissions.ts';
import type { CanvasContentPatch, CanvasDto, PatchCanvas } from '#shared/schemas/canvas-editor.ts';
import { canvases } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { type CanvasCtx, findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';

/** The kinds a request actually carries: only those are replaced (D19). */
export function kindsIn(content: CanvasContentPatch): ContentKind[] {
  return CONTENT_KINDS.filter((k) => content[k] !== undefined);
}

/**
 * PATCH /api/canvases/:id (autosave, Salvar, rename). The content is merged into the live
 * document element by element (D19): open editors see it at once and nothing another person
 * changed in other elements is lost.
 */
export async function updateCanvas({ db, actor, docs }: CanvasCtx, id: string, input: PatchCanvas): Promise<CanvasDto> {
  await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  let content = input.content ? await docs.applyContent(id, input.content, kindsIn(input.content), { source: 'rest', by: actor.userId }) : undefined;
  const meta: Partial<typeof canvases.$inferInsert> = {};
  if (input.title !== undefined) meta.title = input.title;
  if (input.description !== undefined) meta.description = input.description ?? null;
  if (Object.keys(meta).length) {
    await db
      .update(canvases)
      .set({ ...meta, updatedAt: new Date() })
      .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId)));
  }
  content ??= await docs.readContent(id);
  return toCanvasDto(await findAgencyCanvas(db, actor.agencyId, id), content);
}
