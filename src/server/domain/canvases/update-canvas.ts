import { and, eq } from 'drizzle-orm';
import { CONTENT_KINDS, type ContentKind } from '#shared/canvas/constants.ts';
import type { ForecastSettings } from '#shared/canvas/content.ts';
import { FORECAST_FIELDS } from '#shared/canvas/doc.ts';
import { threeWayMerge } from '#shared/canvas/three-way-merge.ts';
import { DUE_DATE_PAST_MSG, isPastDay, todayInZone } from '#shared/due-date.ts';
import { can } from '#shared/permissions.ts';
import type { CanvasContentPatch, CanvasDto, PatchCanvas } from '#shared/schemas/canvas-editor.ts';
import { canvases } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';
import { currentContent, STALE_BASE_MSG } from './content-etag.ts';
import { findContentVersion } from './content-history.ts';

/** The kinds a request actually carries: only those are replaced (D19). */
export function kindsIn(content: CanvasContentPatch): ContentKind[] {
  return CONTENT_KINDS.filter((k) => content[k] !== undefined);
}

/**
 * The forecast settings merged three ways, field by field: a field this save did not change
 * (equal to the base) keeps what others set since.
 */
export function mergeForecast(base: ForecastSettings | undefined, mine: ForecastSettings, theirs: ForecastSettings | undefined): Partial<ForecastSettings> {
  if (!base || !theirs) return mine;
  return Object.fromEntries(FORECAST_FIELDS.filter((k) => mine[k] !== base[k]).map((k) => [k, mine[k]]));
}

/**
 * PATCH /api/canvases/:id (autosave, Salvar, rename). The content is merged into the live
 * document element by element (D19): open editors see it at once.
 * Without `baseVersion` (no If-Match) the kinds sent replace what is there (spec). With it, the
 * content is merged three ways against the content of that version (three-way-merge.ts), so
 * what others changed since is kept; 412 when that version is no longer kept.
 */
export async function updateCanvas(ctx: AgencyCtx<'docs' | 'clock'>, input: PatchCanvas & { id: string; baseVersion?: number }): Promise<CanvasDto> {
  const { db, actor, docs } = ctx;
  const { id, baseVersion } = input;
  await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  // Checked before anything is written, so a refused date changes nothing of the same request.
  if (input.dueDate && isPastDay(input.dueDate, todayInZone(ctx.clock.now()))) throw new AppError('VALIDATION', DUE_DATE_PAST_MSG);
  const origin = { source: 'rest' as const, by: actor.userId };
  if (input.content && baseVersion !== undefined) {
    const base = await findContentVersion(db, id, baseVersion);
    if (!base) throw new AppError('PRECONDITION_FAILED', STALE_BASE_MSG);
    const { forecast, ...mine } = input.content;
    // The read of "theirs" and the merge happen in one synchronous step on the live document.
    const kinds = kindsIn(input.content);
    if (kinds.length) await docs.updateKinds(id, kinds, (theirs) => ({ next: threeWayMerge(base, mine, theirs), result: null }), origin);
    if (forecast) await docs.setForecast(id, (theirs) => mergeForecast(base.forecast, forecast, theirs), origin);
  } else if (input.content) {
    const { forecast, ...kinds } = input.content;
    if (kindsIn(kinds).length) await docs.applyContent(id, kinds, kindsIn(kinds), origin);
    if (forecast) await docs.setForecast(id, () => forecast, origin);
  }
  // The title goes through the live document (persistence writes canvases.title with it), so
  // every open editor sees the rename at once (shared/canvas/doc.ts, readDocTitle).
  if (input.title !== undefined) await docs.setTitle(id, input.title, origin);
  const meta: Partial<typeof canvases.$inferInsert> = {};
  if (input.description !== undefined) meta.description = input.description ?? null;
  if (input.dueDate !== undefined) meta.dueDate = input.dueDate;
  if (input.showResults !== undefined) meta.showResults = input.showResults;
  if (Object.keys(meta).length) {
    await db
      .update(canvases)
      .set({ ...meta, updatedAt: new Date() })
      .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId)));
  }
  // The row first: its version names the content the save just stored, which the content cache
  // then holds, so the answer does not read the content back.
  const row = await findAgencyCanvas(db, actor.agencyId, id);
  const { content, version } = await currentContent(ctx, id, row.contentVersion);
  return { ...toCanvasDto(row, content), contentVersion: version };
}
