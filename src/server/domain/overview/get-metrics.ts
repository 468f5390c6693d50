import { count, eq, sql } from 'drizzle-orm';
import { todayInZone } from '#shared/due-date.ts';
import type { Metrics } from '#shared/schemas/overview.ts';
import { canvases, clients } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';

/**
 * The overview's numbers, for the actor's agency only (creators may not read them, D7).
 * Overdue: the due day (São Paulo, #shared/due-date.ts) has passed and the funnel is not approved.
 */
export async function getMetrics({ db, actor, clock }: AgencyCtx<'clock'>): Promise<Metrics> {
  requireCan(actor, 'metrics:read');
  const today = todayInZone(clock.now());
  // One statement: counts read from canvases_agency_status_idx (agency, status, due day), so the
  // cost is an index range per agency, never a row per funnel walked in JS (issue 14).
  const [f] = await db
    .select({
      clients: sql<number>`(select count(*) from ${clients} where ${clients.agencyId} = ${actor.agencyId})`.mapWith(Number),
      total: count(),
      approved: sql<number>`count(*) filter (where ${canvases.status} = 'approved')`.mapWith(Number),
      adjustments: sql<number>`count(*) filter (where ${canvases.status} = 'needs_adjustments')`.mapWith(Number),
      awaiting: sql<number>`count(*) filter (where ${canvases.status} = 'published')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${canvases.dueDate} < ${today}::date and ${canvases.status} <> 'approved')`.mapWith(Number),
    })
    .from(canvases)
    .where(eq(canvases.agencyId, actor.agencyId));
  return {
    totalClients: f?.clients ?? 0,
    totalCanvases: Number(f?.total ?? 0),
    approvedFunnels: f?.approved ?? 0,
    adjustmentFunnels: f?.adjustments ?? 0,
    awaitingApprovalFunnels: f?.awaiting ?? 0,
    overdueFunnels: f?.overdue ?? 0,
  };
}
