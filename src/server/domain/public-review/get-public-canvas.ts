import { sql } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { PublicCanvas } from '#shared/schemas/portal.ts';
import { preparedRaw } from '../../db/prepared.ts';
import { notFound } from '../../errors.ts';
import type { PublicCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND } from '../approvals/record-decision.ts';
import {
  heldForLink,
  heldValues,
  liveReview,
  liveSql,
  publishedVersion,
  rememberLink,
  timestamp,
  versionContentSql,
  visibleStatusesSql,
} from '../canvases/reviewer-read.ts';
import { guestTokenHash, recordReviewerVisit } from './guest-reviewer.ts';
import { LINK, publicCanvasAnswer } from './public-canvas.ts';

interface Row {
  id: string;
  status: string;
  title: string;
  version: number;
  content_version: number;
  internal_since: string;
  show_results: boolean;
  live: string | null;
  plan: string;
  subscription_status: string;
  paid_until: string | null;
  agency_name: string | null;
  has_client: boolean;
  client_name: string | null;
  pv_version: number | null;
  pv_title: string | null;
  pv_content: string | null;
  guest_name: string | null;
  guest_email: string | null;
}

const ph = sql.placeholder;
const STATEMENT = sql`select c.id, c.status, c.title, c.version, c.content_version, c.comments_internal_since::text as internal_since, c.show_results, ${liveSql('c')} as live,
    a.plan, a.subscription_status, a.paid_until::text as paid_until, a.name as agency_name, cl.id is not null as has_client, cl.name as client_name,
    pv.version as pv_version, pv.title as pv_title, ${versionContentSql('pv', 'c')} as pv_content,
    g.name as guest_name, g.email as guest_email
  from canvases c
  join agencies a on a.id = c.agency_id
  left join clients cl on cl.agency_id = c.agency_id and cl.id = c.client_id
  left join canvas_versions pv on pv.canvas_id = c.id and pv.agency_id = c.agency_id and pv.version = c.version and c.version >= 1
  left join lateral (
    select name, email from guest_reviewers
    where token_hash = ${ph('tokenHash')} and canvas_id = c.id and verified_at is not null and expires_at > ${ph('now')}::timestamptz
    limit 1
  ) g on true
  where c.public_link = ${ph('link')} and c.status in (${visibleStatusesSql})
  limit 1`;

/**
 * One statement (docs/decisions/010-fast-reads.md, "Reviewer reads"): the funnel of the link with
 * its agency's plan and subscription (404 when they close the link, findByLink's rule), the
 * names, the published version and the verified guest of the cookie. A verified guest's visit
 * is then recorded (lastSeenAt of the reviews answer, decision 008).
 */
export async function getPublicCanvas({ db, actor, docs, clock }: PublicCtx<'docs' | 'clock'>): Promise<PublicCanvas> {
  if (!LINK.test(actor.link)) throw notFound(CANVAS_NOT_FOUND);
  const h = heldForLink(db, docs, actor.link);
  const [row] = await preparedRaw<Row>(db, 'public_canvas', () => STATEMENT).execute({
    link: actor.link,
    tokenHash: actor.guestToken ? guestTokenHash(actor.link, actor.guestToken) : null,
    now: clock.now().toISOString(),
    ...heldValues(h),
  });
  if (!row || !planAllows(row.plan, 'publicLinks') || subscriptionEnded(row.subscription_status, row.paid_until ? timestamp(row.paid_until) : null)) {
    throw notFound(CANVAS_NOT_FOUND);
  }
  rememberLink(db, actor.link, row.id);
  const reviewer = row.guest_email === null ? null : { name: row.guest_name ?? '', email: row.guest_email, verified: true as const };
  if (reviewer) await recordReviewerVisit(db, row.id, reviewer.email, clock.now());
  return publicCanvasAnswer(
    { title: row.title, status: row.status, version: row.version, commentsInternalSince: timestamp(row.internal_since), showResults: row.show_results },
    publishedVersion(db, h, row.id, row.pv_version, row.pv_title, row.pv_content),
    await liveReview(db, docs, h, row.id, row.content_version, row.live),
    { agencyName: row.has_client ? row.agency_name : null, clientName: row.client_name ?? '' },
    reviewer,
  );
}
