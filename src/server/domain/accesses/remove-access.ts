// Removing a portal access (decision 012; docs/decisions/013): the agency chooses
// - delete: the access, its comments (with the replies to them) and its decisions go, and each
//   funnel whose decisions changed gets its status computed again by the one rule;
// - anonymize: the access goes; its comments and decisions stay, shown as "Cliente removido",
//   and keep counting (a decision is the client's, whoever of its people made it).
// Either way nothing is left that names the person: its email in reviewer visits, pending
// notification events and reminders goes too. Comments live in the live document as well as
// in `comments`, so they are changed through ctx.docs first (open editors see it at once, and
// no editor can write the old words back through the document), then the rows in one transaction.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { commentThreadIds } from '#shared/canvas/rules.ts';
import { CLIENT_VISIBLE_STATUSES, type FunnelStatus } from '#shared/funnel-status.ts';
import { type AccessRemovalAnswer, type AccessRemovalMode, REMOVED_CLIENT_NAME } from '#shared/schemas/client-data.ts';
import type { Tx } from '../../db/client.ts';
import { approvals, canvasContentVersions, canvases, clientAccesses, comments, notificationEvents, reviewerVisits, reviewReminders } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { computeReviewStatus } from '../approvals/record-decision.ts';
import { deleteAccessSessions } from '../auth/sessions.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';
import { reviewerKey } from '../notifications/notify-agency.ts';

export async function removeAccess(
  { db, actor, docs }: AgencyCtx<'docs'>,
  { clientId, accessId, mode }: { clientId: string; accessId: string; mode: AccessRemovalMode },
): Promise<AccessRemovalAnswer> {
  requireCan(actor, 'accesses:write');
  await findClientOr404(db, actor.agencyId, clientId);
  const access = await findAccessOr404(db, actor.agencyId, clientId, accessId);
  const { agencyId } = actor;
  const email = access.email.trim().toLowerCase();

  // First the person stops writing: no session, so no new comment or decision while this runs.
  await deleteAccessSessions(db, accessId);

  const written = await db
    .select({ canvasId: comments.canvasId, elementId: comments.elementId })
    .from(comments)
    .where(and(eq(comments.agencyId, agencyId), eq(comments.clientAccessId, accessId)));
  const byCanvas = new Map<string, Set<string>>();
  for (const r of written) if (r.elementId) byCanvas.set(r.canvasId, (byCanvas.get(r.canvasId) ?? new Set()).add(r.elementId));

  const removedByCanvas = new Map<string, string[]>();
  for (const [canvasId, ids] of byCanvas) {
    const { result } = await docs.updateKinds(
      canvasId,
      ['comments'],
      (current) => {
        if (mode === 'anonymize') {
          const hit = current.comments.some((c) => ids.has(c.id) && c.author !== REMOVED_CLIENT_NAME);
          const next = current.comments.map((c) => (ids.has(c.id) ? { ...c, author: REMOVED_CLIENT_NAME } : c));
          return { next: hit ? { comments: next } : {}, result: [] as string[] };
        }
        const gone = new Set([...ids].flatMap((id) => commentThreadIds(current.comments, id)));
        return { next: gone.size ? { comments: current.comments.filter((c) => !gone.has(c.id)) } : {}, result: [...gone] };
      },
      { source: 'rest', by: actor.userId },
    );
    if (result.length) removedByCanvas.set(canvasId, result);
  }

  const counts = await db.transaction(async (tx) => {
    let commentCount: number;
    let decisionCount: number;
    if (mode === 'delete') {
      // Counted once each: in the document (agency replies have no row) or as a row.
      const removed = new Set([...removedByCanvas].flatMap(([canvasId, ids]) => ids.map((id) => `${canvasId}:${id}`)));
      for (const [canvasId, ids] of removedByCanvas) {
        await tx.delete(comments).where(and(eq(comments.agencyId, agencyId), eq(comments.canvasId, canvasId), inArray(comments.elementId, ids)));
      }
      // Rows whose comment had already left the document (nothing else names them).
      const orphans = await tx
        .delete(comments)
        .where(and(eq(comments.agencyId, agencyId), eq(comments.clientAccessId, accessId)))
        .returning({ canvasId: comments.canvasId, id: comments.elementId });
      for (const o of orphans) removed.add(`${o.canvasId}:${o.id ?? ''}`);
      commentCount = removed.size;
      const gone = await tx
        .delete(approvals)
        .where(and(eq(approvals.agencyId, agencyId), eq(approvals.clientAccessId, accessId)))
        .returning({ canvasId: approvals.canvasId });
      decisionCount = gone.length;
      for (const canvasId of new Set(gone.map((g) => g.canvasId))) await recomputeStatus(tx, agencyId, canvasId);
      // The stored projections of the last day still hold the deleted words: gone too. A REST
      // writer holding one of them as its base gets 412 and reloads, instead of merging them back.
      for (const canvasId of removedByCanvas.keys()) {
        await tx
          .delete(canvasContentVersions)
          .where(
            and(
              eq(canvasContentVersions.canvasId, canvasId),
              lt(canvasContentVersions.version, sql`(select ${canvases.contentVersion} from ${canvases} where ${canvases.id} = ${canvasId})`),
            ),
          );
      }
    } else {
      const erased = { clientAccessId: null };
      commentCount = (
        await tx
          .update(comments)
          .set({ ...erased, authorName: REMOVED_CLIENT_NAME, authorEmail: null })
          .where(and(eq(comments.agencyId, agencyId), eq(comments.clientAccessId, accessId)))
          .returning({ id: comments.id })
      ).length;
      decisionCount = (
        await tx
          .update(approvals)
          .set({ ...erased, reviewerName: REMOVED_CLIENT_NAME, reviewerEmail: null })
          .where(and(eq(approvals.agencyId, agencyId), eq(approvals.clientAccessId, accessId)))
          .returning({ id: approvals.id })
      ).length;
    }
    const agencyCanvases = tx.select({ id: canvases.id }).from(canvases).where(eq(canvases.agencyId, agencyId));
    await tx.delete(reviewerVisits).where(and(inArray(reviewerVisits.canvasId, agencyCanvases), sql`lower(${reviewerVisits.reviewerEmail}) = ${email}`));
    // Pending events are gathered under the access (and, from before that, under its email).
    const keys = [reviewerKey({ kind: 'access', accessId }), email];
    await tx.delete(notificationEvents).where(and(eq(notificationEvents.agencyId, agencyId), inArray(notificationEvents.reviewerKey, keys)));
    await tx.delete(reviewReminders).where(and(eq(reviewReminders.agencyId, agencyId), eq(reviewReminders.reviewerKey, accessId)));
    // Sessions and invitation links go with the row (ON DELETE CASCADE).
    await tx.delete(clientAccesses).where(and(eq(clientAccesses.id, accessId), eq(clientAccesses.agencyId, agencyId)));
    return { comments: commentCount, decisions: decisionCount };
  });
  await docs.recheckAccess();
  return { ok: true, mode, ...counts };
}

/** As after a decision (record-decision.ts): the rule over what is left, under the canvas row's lock. */
async function recomputeStatus(tx: Tx, agencyId: string, canvasId: string): Promise<void> {
  const [canvas] = await tx
    .select({ status: canvases.status, version: canvases.version })
    .from(canvases)
    .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, agencyId)))
    .for('update')
    .limit(1);
  // A draft is the agency's; the rule only speaks for funnels under review.
  if (!canvas || !CLIENT_VISIBLE_STATUSES.includes(canvas.status as FunnelStatus)) return;
  const status = await computeReviewStatus(tx, canvasId, canvas.version);
  if (status !== canvas.status) await tx.update(canvases).set({ status }).where(eq(canvases.id, canvasId));
}
