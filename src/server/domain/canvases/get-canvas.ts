import { can } from '#shared/permissions.ts';
import type { CanvasDto } from '#shared/schemas/canvas-editor.ts';
import { forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { readAgencyCanvas, toCanvasDto } from './canvas-dto.ts';
import { currentContent } from './content-etag.ts';

/**
 * GET /api/canvases/:id: the D21 canvas, content read from the live document (D19), with its
 * version. `withContent: false`: the canvas alone (no content, no version), for an editor that
 * reads the content from the live document: reading and encoding a big funnel's content here
 * held up the build of that same document on the funnel's first open.
 */
export async function getCanvas(ctx: AgencyCtx<'docs'>, { id, withContent = true }: { id: string; withContent?: boolean }): Promise<CanvasDto> {
  const row = await readAgencyCanvas(ctx.db, ctx.actor.agencyId, id);
  if (!can(ctx.actor, 'canvases:read')) throw forbidden();
  if (!withContent) return toCanvasDto(row);
  const { content, version } = await currentContent(ctx, id, row.contentVersion);
  return { ...toCanvasDto(row, content), contentVersion: version };
}
