// Published versions (D9): listed, viewed and restored; never rewritten.
// What list-canvas-versions.ts, get-canvas-version.ts and restore-canvas-version.ts share.
import { and, eq } from 'drizzle-orm';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import type { CanvasVersionDto } from '#shared/schemas/canvas-editor.ts';
import { canvasVersions } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';

export const VERSION_NOT_FOUND_MSG = 'Versão não encontrada';

export type VersionRow = typeof canvasVersions.$inferSelect;
export function toVersionDto(v: Omit<VersionRow, 'content'> & { content?: unknown }, withContent: boolean): CanvasVersionDto {
  return {
    version: v.version,
    title: v.title,
    createdAt: v.createdAt.toISOString(),
    createdByUserId: v.createdByUserId ?? null,
    createdByName: v.createdByName ?? null,
    ...(withContent ? { content: sanitizeContent(v.content) } : {}),
  };
}

export async function findVersion({ db, actor }: AgencyCtx, id: string, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(canvasVersions)
    .where(and(eq(canvasVersions.canvasId, id), eq(canvasVersions.agencyId, actor.agencyId), eq(canvasVersions.version, version)))
    .limit(1);
  if (!row) throw notFound(VERSION_NOT_FOUND_MSG);
  return row;
}
