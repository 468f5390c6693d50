import { and, eq, sql } from 'drizzle-orm';
import { sameStructure } from '#shared/canvas/structure.ts';
import { TRANSITIONS } from '#shared/funnel-status.ts';
import { can } from '#shared/permissions.ts';
import type { CanvasDto, PublishCanvas } from '#shared/schemas/canvas-editor.ts';
import { canvases, canvasVersions } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { notifyPublished } from '../notifications/publish-mail.ts';
import { findAgencyCanvas, toCanvasDto } from './canvas-dto.ts';
import { findPublishedVersion } from './published-version.ts';
import { kindsIn } from './update-canvas.ts';

/**
 * PUT /api/canvases/:id {title, content, status:'published'} (Publicar). The content is merged
 * like a PATCH. When title and structure equal the latest published version, nothing is
 * recorded and the status stays (a second click must not reopen an approved review). Otherwise
 * an immutable version N is recorded with the snapshot, who and when (D9), and the review
 * reopens: status 'published'; earlier decisions stay in history, tied to their versions. The
 * version number comes from an atomic increment of canvases.version under the row lock, so two
 * publishes never get the same number. A draft always gets a version (never published without one).
 */
export async function publishCanvas(ctx: AgencyCtx<'docs' | 'mailer' | 'publicUrl' | 'log'>, input: PublishCanvas & { id: string }): Promise<CanvasDto> {
  const { db, actor, docs } = ctx;
  const { id } = input;
  const before = await findAgencyCanvas(db, actor.agencyId, id);
  if (!can(actor, 'canvases:write')) throw forbidden();
  if (!TRANSITIONS.publish.from.includes(before.canvas.status as never)) throw new AppError('CONFLICT', 'Este funil não pode ser publicado agora.');
  const origin = { source: 'rest' as const, by: actor.userId };
  const { forecast, ...kinds } = input.content ?? {};
  if (forecast) await docs.setForecast(id, () => forecast, origin);
  const content = kindsIn(kinds).length ? await docs.applyContent(id, kinds, kindsIn(kinds), origin) : await docs.readContent(id);
  // A title sent with Publicar is a rename like PATCH's: through the live document (update-canvas.ts).
  if (input.title !== undefined) await docs.setTitle(id, input.title, origin);
  const recorded = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: canvases.status, version: canvases.version, title: canvases.title })
      .from(canvases)
      .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId)))
      .for('update')
      .limit(1);
    if (!locked) throw new AppError('NOT_FOUND', 'Funil não encontrado');
    const title = input.title ?? locked.title;
    const latest = await findPublishedVersion(tx, actor.agencyId, id, locked.version);
    const unchanged = locked.status !== 'draft' && latest !== null && latest.title === title && sameStructure(latest.content, content);
    if (unchanged) {
      if (input.title !== undefined && input.title !== locked.title) await tx.update(canvases).set({ title, updatedAt: new Date() }).where(eq(canvases.id, id));
      return false;
    }
    const [updated] = await tx
      .update(canvases)
      .set({ status: TRANSITIONS.publish.to, version: sql`${canvases.version} + 1`, updatedAt: new Date(), title })
      .where(and(eq(canvases.id, id), eq(canvases.agencyId, actor.agencyId)))
      .returning({ version: canvases.version, title: canvases.title });
    await tx.insert(canvasVersions).values({
      agencyId: actor.agencyId,
      canvasId: id,
      version: updated.version,
      title: updated.title,
      content,
      createdByUserId: actor.userId,
      createdByName: actor.name,
    });
    return true;
  });
  const dto = toCanvasDto(await findAgencyCanvas(db, actor.agencyId, id), content);
  // Only a new version is news to the reviewers: an unchanged publish mails nobody.
  if (recorded) await notifyPublished(ctx, { agencyId: actor.agencyId, canvasId: id, version: dto.version });
  return dto;
}
