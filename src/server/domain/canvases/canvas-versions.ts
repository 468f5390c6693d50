// Published versions (D9): listed, viewed and restored; never rewritten.
import { and, desc, eq } from 'drizzle-orm';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import { can } from '#shared/permissions.ts';
import type { CanvasDto, CanvasVersionDto } from '#shared/schemas/canvas-editor.ts';
import { canvasVersions } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';

export const VERSION_NOT_FOUND_MSG = 'Versão não encontrada';

type VersionRow = typeof canvasVersions.$inferSelect;
function toVersionDto(v: Omit<VersionRow, 'content'> & { content?: unknown }, withContent: boolean): CanvasVersionDto {
  return {
    version: v.version,
    title: v.title,
    createdAt: v.createdAt.toISOString(),
    createdByUserId: v.createdByUserId ?? null,
    createdByName: v.createdByName ?? null,
    ...(withContent ? { content: sanitizeContent(v.content) } : {}),
  };
}

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

async function findVersion({ db, actor }: AgencyCtx, id: string, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(canvasVersions)
    .where(and(eq(canvasVersions.canvasId, id), eq(canvasVersions.agencyId, actor.agencyId), eq(canvasVersions.version, version)))
    .limit(1);
  if (!row) throw notFound(VERSION_NOT_FOUND_MSG);
  return row;
}

/** GET /api/canvases/:id/versions/:version: one version with its content snapshot. */
export async function getCanvasVersion(ctx: AgencyCtx, { id, version }: { id: string; version: number }): Promise<CanvasVersionDto> {
  await findAgencyCanvas(ctx.db, ctx.actor.agencyId, id);
  if (!can(ctx.actor, 'canvases:read')) throw forbidden();
  return toVersionDto(await findVersion(ctx, id, version), true);
}

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
