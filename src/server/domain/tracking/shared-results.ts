// The results a client (portal) or anyone with the public link reads, read-only, when the agency
// chose "Mostrar resultados ao cliente" (canvases.show_results): the steps of the published
// version they see, not of the draft (docs/decisions/026-traffic-without-personal-data.md).
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { CLIENT_VISIBLE_STATUSES } from '#shared/funnel-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { SharedResultsAnswer } from '#shared/schemas/tracking.ts';
import type { Db } from '../../db/client.ts';
import { agencies, canvases } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ClientCtx, PublicCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND } from '../approvals/record-decision.ts';
import { findPublishedVersion } from '../canvases/published-version.ts';
import { requireId } from '../guards.ts';
import { LINK } from '../public-review/public-canvas.ts';
import { periodOf, resultsOf } from './results.ts';

interface Shown {
  id: string;
  agencyId: string;
  version: number;
  showResults: boolean;
}

async function answer(db: Db, c: Shown, q: { from?: string; to?: string }, now: Date): Promise<SharedResultsAnswer> {
  if (!c.showResults) return { shared: false };
  const period = periodOf(q, now);
  const published = await findPublishedVersion(db, c.agencyId, c.id, c.version);
  if (!published) return { shared: false };
  return { shared: true, ...(await resultsOf(db, c.agencyId, published.content, period, now)) };
}

const shownColumns = { id: canvases.id, agencyId: canvases.agencyId, version: canvases.version, showResults: canvases.showResults };

/** GET /api/client/canvases/{id}/results: the client's own visible funnel. */
export async function getClientResults({ db, actor, clock }: ClientCtx<'clock'>, q: { id: string; from?: string; to?: string }): Promise<SharedResultsAnswer> {
  requireId(q.id, CANVAS_NOT_FOUND);
  const [c] = await db
    .select(shownColumns)
    .from(canvases)
    .where(
      and(
        eq(canvases.id, q.id),
        eq(canvases.agencyId, actor.agencyId),
        eq(canvases.clientId, actor.clientId),
        inArray(canvases.status, [...CLIENT_VISIBLE_STATUSES]),
      ),
    );
  if (!c) throw notFound(CANVAS_NOT_FOUND);
  return answer(db, c, q, clock.now());
}

/** GET /api/public/{publicLink}/results: the same closing rules as the link itself (plan, subscription). */
export async function getPublicResults({ db, actor, clock }: PublicCtx<'clock'>, q: { from?: string; to?: string }): Promise<SharedResultsAnswer> {
  if (!LINK.test(actor.link)) throw notFound(CANVAS_NOT_FOUND);
  const [c] = await db
    .select({ ...shownColumns, plan: agencies.plan, status: agencies.subscriptionStatus, paidUntil: agencies.paidUntil })
    .from(canvases)
    .innerJoin(agencies, eq(agencies.id, canvases.agencyId))
    .where(and(eq(canvases.publicLink, actor.link), inArray(canvases.status, [...CLIENT_VISIBLE_STATUSES])));
  if (!c || !planAllows(c.plan, 'publicLinks') || subscriptionEnded(c.status, c.paidUntil)) throw notFound(CANVAS_NOT_FOUND);
  return answer(db, c, q, clock.now());
}
