// Public review through a link (docs/product.md; D5, D6): only published,
// adjustment-requested or approved funnels of an agency whose plan has public links; an
// unknown or revoked link answers 404 'Funil não encontrado'; nothing else of the
// agency is exposed (title, status, content, and for the exported PDF's header the agency's
// and the client's names and the version number:). Links of an agency whose
// subscription ended (docs/product.md: access lasts until the end of the paid month)
// answer the same 404 until it subscribes again; nothing is deleted.
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { CLIENT_VISIBLE_STATUSES, normalizeStatus } from '#shared/funnel-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { PublicApprovalInput, PublicCanvas, PublicCommentInput } from '#shared/schemas/portal.ts';
import type { Db } from '../../db/client.ts';
import { agencies, canvases, clients } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { PublicCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND, recordDecision } from '../approvals/record-decision.ts';
import { findPublishedVersion, pinnableComponents, publishedView } from '../canvases/published-version.ts';
import { insertCommentRows } from '../comments/comment-rows.ts';
import { chargeMailBudget } from '../mail-budget.ts';
import { type ActivityEvent, notifyAgency } from '../notifications/notify-agency.ts';
import { loadVerifiedGuest, recordReviewerVisit } from './guest-reviewer.ts';

/** D6: links are 128-bit base64url tokens (22 chars); anything else cannot match. */
const LINK = /^[A-Za-z0-9_-]{16,64}$/;

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

type CanvasRow = Awaited<ReturnType<typeof findByLink>>;
type Reviewer = PublicCanvas['reviewer'];

/** The latest published version's title and structure with the live comments and drawings (decision 008). */
async function toPublicCanvas(db: Db, c: CanvasRow, live: PublicCanvas['content'], reviewer: Reviewer): Promise<PublicCanvas> {
  const view = publishedView(await findPublishedVersion(db, c.agencyId, c.id, c.version), live, c.title);
  const [names] = await db
    .select({ agencyName: agencies.name, clientName: clients.name })
    .from(agencies)
    .innerJoin(clients, and(eq(clients.agencyId, agencies.id), eq(clients.id, c.clientId)))
    .where(eq(agencies.id, c.agencyId))
    .limit(1);
  return {
    title: view.title,
    status: normalizeStatus(c.status),
    agencyName: names?.agencyName ?? null,
    clientName: names?.clientName ?? '',
    version: c.version,
    content: view.content,
    reviewer,
  };
}

/**
 * A public reviewer's event reaches the agency's mail within the caller address's line of the
 * mail budget (docs/decisions/021-mail-budget.md); past it, the comment or decision is stored
 * and listed in the app all the same, without a mail.
 */
async function tellAgency(ctx: PublicCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>, c: CanvasRow, guest: Reviewer, event: ActivityEvent): Promise<void> {
  if (!(await chargeMailBudget(ctx.db, 'agencyEvents', ctx.actor.ip, ctx.clock.now()))) return;
  await notifyAgency(ctx, c.agencyId, c.id, event, guest ? { kind: 'verified', email: guest.email } : { kind: 'unverified' });
}

/** A verified guest's visit is recorded (lastSeenAt of the reviews answer, decision 008). */
export async function getPublicCanvas({ db, actor, docs, clock }: PublicCtx<'docs' | 'clock'>): Promise<PublicCanvas> {
  const c = await findByLink(db, actor.link);
  const reviewer = await loadVerifiedGuest(db, c.id, actor.link, actor.guestToken, clock.now());
  if (reviewer) await recordReviewerVisit(db, c.id, reviewer.email, clock.now());
  return toPublicCanvas(db, c, await docs.readContent(c.id), reviewer);
}

/**
 * A verified guest decides under the identity they proved, whatever the body says; without the
 * proof the decision is recorded but never moves the funnel's status (decision 008).
 */
export async function submitPublicApproval(ctx: PublicCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>, input: PublicApprovalInput) {
  const { db } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const guest = await loadVerifiedGuest(db, c.id, ctx.actor.link, ctx.actor.guestToken, ctx.clock.now());
  const name = guest?.name ?? input.clientName.trim();
  const r = await recordDecision(db, {
    agencyId: c.agencyId,
    canvasId: c.id,
    decision: input.status,
    feedback: input.feedback,
    reviewerKind: 'public',
    reviewerName: name,
    reviewerEmail: guest?.email ?? (input.email || null),
    verified: !!guest,
  });
  await tellAgency(ctx, c, guest, {
    type: input.status === 'approved' ? 'approval' : input.status === 'rejected' ? 'rejection' : 'adjustment_request',
    reviewerName: name,
    reviewerEmail: guest?.email ?? (input.email || null),
    feedback: input.feedback,
  });
  return { status: r.status };
}

/** A public reviewer adds a comment (or a reply); it is pinned like the client's. */
export async function addPublicComment(ctx: PublicCtx<'docs' | 'mailer' | 'publicUrl' | 'log' | 'clock'>, input: PublicCommentInput): Promise<PublicCanvas> {
  const { db, docs } = ctx;
  const c = await findByLink(db, ctx.actor.link);
  const guest = await loadVerifiedGuest(db, c.id, ctx.actor.link, ctx.actor.guestToken, ctx.clock.now());
  const name = guest?.name ?? input.clientName.trim();
  const published = await findPublishedVersion(db, c.agencyId, c.id, c.version);
  const { content, result } = await docs.updateKinds(c.id, ['comments'], (current) => {
    if (current.comments.some((x) => x.id === input.comment.id)) return { next: {}, result: null };
    const componentIds = new Set(pinnableComponents(published, current).map((x) => x.id));
    const ids = new Set(current.comments.map((x) => x.id));
    const added = {
      id: input.comment.id,
      position: input.comment.position,
      content: input.comment.content.trim(),
      componentId: input.comment.componentId && componentIds.has(input.comment.componentId) ? input.comment.componentId : null,
      parentId: input.comment.parentId && ids.has(input.comment.parentId) ? input.comment.parentId : null,
      author: name,
      authorKind: 'public' as const,
      timestamp: new Date().toISOString(),
      resolved: false,
      verified: !!guest,
    };
    return { next: { comments: [...current.comments, added] }, result: added };
  });
  if (result) {
    const email = guest?.email ?? input.email;
    await insertCommentRows(db, c.agencyId, c.id, [result], { kind: 'public', name, email, verified: !!guest });
    await tellAgency(ctx, c, guest, { type: 'comment', reviewerName: name, reviewerEmail: email, comments: [result.content] });
  }
  return toPublicCanvas(db, c, content, guest);
}
