import { eq, sql } from 'drizzle-orm';
import type { ClientCanvas } from '#shared/schemas/portal.ts';
import { canvases, reviewerVisits } from '../../db/schema.ts';
import type { ClientCtx } from '../../principal.ts';
import { findVisible, toClientCanvas } from './client-canvas.ts';

/** Opening counts a view and a visit; the page's periodic refresh (`refresh`) counts neither. */
export async function getClientCanvas(ctx: ClientCtx<'docs' | 'clock'>, { id, refresh = false }: { id: string; refresh?: boolean }): Promise<ClientCanvas> {
  const row = await findVisible(ctx, id);
  if (refresh) return toClientCanvas(ctx, row, await ctx.docs.readContent(row.id));
  const [counted] = await ctx.db
    .update(canvases)
    .set({ views: sql`${canvases.views} + 1` })
    .where(eq(canvases.id, row.id))
    .returning({ views: canvases.views });
  // lastSeenAt of the agency's reviewers list (GET /api/canvases/:id/reviews).
  const seenAt = ctx.clock.now();
  await ctx.db
    .insert(reviewerVisits)
    .values({ canvasId: row.id, reviewerEmail: ctx.actor.email.trim().toLowerCase(), lastSeenAt: seenAt })
    .onConflictDoUpdate({ target: [reviewerVisits.canvasId, reviewerVisits.reviewerEmail], set: { lastSeenAt: seenAt } });
  return toClientCanvas(ctx, { ...row, views: counted?.views ?? row.views }, await ctx.docs.readContent(row.id));
}
