// Public review through a link (docs/product.md; D5, D6): only published,
// adjustment-requested or approved funnels of an agency whose plan has public links; an
// unknown or revoked link answers 404 'Funil não encontrado'; nothing else of the
// agency is exposed (title, status, content, and for the exported PDF's header the agency's
// and the client's names and the version number, decision 015). Links of an agency whose
// subscription ended (docs/product.md: access lasts until the end of the paid month)
// answer the same 404 until it subscribes again; nothing is deleted.
// What get-public-canvas.ts, submit-public-approval.ts and add-public-comment.ts share.
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { CLIENT_VISIBLE_STATUSES, normalizeStatus } from '#shared/funnel-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { PublicCanvas } from '#shared/schemas/portal.ts';
import type { Db } from '../../db/client.ts';
import { agencies, canvases, clients } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { PublicCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND } from '../approvals/record-decision.ts';
import { findPublishedVersion, type PublishedVersion } from '../canvases/published-version.ts';
import { reviewerView } from '../canvases/reviewer-read.ts';
import { chargeMailBudget } from '../mail-budget.ts';
import type { ActivityEvent } from '../notifications/activity-event.ts';
import { notifyAgency } from '../notifications/notify-agency.ts';

/** D6: links are 128-bit base64url tokens (22 chars); anything else cannot match. */
export const LINK = /^[A-Za-z0-9_-]{16,64}$/;

export async function findByLink(db: Db, link: string) {
  if (!LINK.test(link)) throw notFound(CANVAS_NOT_FOUND);
  const [row] = await db
    .select({ c: canvases, plan: agencies.plan, status: agencies.subscriptionStatus, paidUntil: agencies.paidUntil })
    .from(canvases)
    .innerJoin(agencies, eq(agencies.id, canvases.agencyId))
    .where(and(eq(canvases.publicLink, link), inArray(canvases.status, CLIENT_VISIBLE_STATUSES)))
    .limit(1);
  if (!row || !planAllows(row.plan, 'publicLinks') || subscriptionEnded(row.status, row.paidUntil)) throw notFound(CANVAS_NOT_FOUND);
  return row.c;
}

export type CanvasRow = Awaited<ReturnType<typeof findByLink>>;
export type Reviewer = PublicCanvas['reviewer'];

/** The latest published version's title and structure with the live comments and drawings (decision 008). */
export function publicCanvasAnswer(
  c: Pick<CanvasRow, 'title' | 'status' | 'version' | 'commentsInternalSince' | 'showResults'>,
  published: PublishedVersion | null,
  live: Pick<PublicCanvas['content'], 'comments' | 'drawings'>,
  names: { agencyName: string | null; clientName: string },
  reviewer: Reviewer,
): PublicCanvas {
  const view = reviewerView(published, live, c.title, c.commentsInternalSince);
  return {
    title: view.title,
    status: normalizeStatus(c.status),
    agencyName: names.agencyName,
    clientName: names.clientName,
    version: c.version,
    content: view.content,
    reviewer,
    showResults: c.showResults,
  };
}

/** The answer after a write (add-public-comment.ts): the parts read one by one. */
export async function toPublicCanvas(db: Db, c: CanvasRow, live: PublicCanvas['content'], reviewer: Reviewer): Promise<PublicCanvas> {
  const published = await findPublishedVersion(db, c.agencyId, c.id, c.version);
  const [names] = await db
    .select({ agencyName: agencies.name, clientName: clients.name })
    .from(agencies)
    .innerJoin(clients, and(eq(clients.agencyId, agencies.id), eq(clients.id, c.clientId)))
    .where(eq(agencies.id, c.agencyId))
    .limit(1);
  return publicCanvasAnswer(c, published, live, { agencyName: names?.agencyName ?? null, clientName: names?.clientName ?? '' }, reviewer);
}

/**
 * A public reviewer's event reaches the agency's mail within the caller address's line of the
 * mail budget (docs/decisions/021-mail-budget.md); past it, the comment or decision is stored
 * and listed in the app all the same, without a mail.
 */
export async function tellAgency(ctx: PublicCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>, c: CanvasRow, guest: Reviewer, event: ActivityEvent): Promise<void> {
  if (!(await chargeMailBudget(ctx.db, 'agencyEvents', ctx.actor.ip, ctx.clock.now()))) return;
  await notifyAgency(ctx, { agencyId: c.agencyId, canvasId: c.id, event, from: guest ? { kind: 'verified', email: guest.email } : { kind: 'unverified' } });
}
