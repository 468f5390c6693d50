import { eq, sql } from 'drizzle-orm';
import { todayInZone } from '#shared/due-date.ts';
import type { Metrics } from '#shared/schemas/overview.ts';
import { canvasCounts } from '../../db/list-schema.ts';
import { prepared } from '../../db/prepared.ts';
import { clients } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';
import { FOLD_ABOVE_ROWS, foldCanvasCounts } from './canvas-counts.ts';

/**
 * The overview's numbers, for the actor's agency only (creators may not read them, D7).
 * Overdue: the due day (São Paulo, #shared/due-date.ts) has passed and the funnel is not approved.
 */
export async function getMetrics({ db, actor, clock }: AgencyCtx<'clock'>): Promise<Metrics> {
  requireCan(actor, 'metrics:read');
  const today = todayInZone(clock.now());
  // One statement over canvas_counts (funnels per status and due day, appended by triggers on
  // canvases and folded, canvas-counts.ts): a few rows per agency, whatever its number of
  // funnels (decision 010).
  const agencyId = sql.placeholder('agencyId');
  const n = (where: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${canvasCounts.n}) filter (where ${where}), 0)`.mapWith(Number);
  const [f] = await prepared(db, 'agency_metrics', (d) =>
    d
      .select({
        clients: sql<number>`(select count(*) from ${clients} where ${clients.agencyId} = ${agencyId})`.mapWith(Number),
        total: n(sql`true`),
        approved: n(sql`${canvasCounts.status} = 'approved'`),
        adjustments: n(sql`${canvasCounts.status} = 'needs_adjustments'`),
        awaiting: n(sql`${canvasCounts.status} = 'published'`),
        rows: sql<number>`count(*)`.mapWith(Number),
        overdue: n(sql`${canvasCounts.dueKey} < ${sql.placeholder('today')}::date and ${canvasCounts.status} <> 'approved'`),
      })
      .from(canvasCounts)
      .where(eq(canvasCounts.agencyId, agencyId))
      .prepare('agency_metrics'),
  ).execute({ agencyId: actor.agencyId, today });
  if ((f?.rows ?? 0) > FOLD_ABOVE_ROWS) await foldCanvasCounts(db, actor.agencyId);
  return {
    totalClients: f?.clients ?? 0,
    totalCanvases: Number(f?.total ?? 0),
    approvedFunnels: f?.approved ?? 0,
    adjustmentFunnels: f?.adjustments ?? 0,
    awaitingApprovalFunnels: f?.awaiting ?? 0,
    overdueFunnels: f?.overdue ?? 0,
  };
}
