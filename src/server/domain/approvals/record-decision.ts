// An approval or adjustment request (docs/product.md; D9, D10; decision 008): recorded for its
// reviewer and the version it was made on, then the funnel's status is recomputed from all the
// decisions on that version by the one rule in #shared/review-status.ts, in the same
// transaction, under the canvas row's lock (two decisions never compute from the same state).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CLIENT_VISIBLE_STATUSES, type FunnelStatus } from '#shared/funnel-status.ts';
import { type DecisionValue, type ReviewerKind, reviewStatus } from '#shared/review-status.ts';
import type { Db, Tx } from '../../db/client.ts';
import { approvals, canvases } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export type DecisionStatus = DecisionValue;

export interface DecisionInput {
  agencyId: string;
  canvasId: string;
  /** Only for the portal: the funnel must belong to this client. */
  clientId?: string;
  decision: DecisionStatus;
  feedback: string;
  reviewerKind: ReviewerKind;
  reviewerName: string;
  reviewerEmail?: string | null;
  clientAccessId?: string | null;
  /**
   * A public reviewer who proved their email with the emailed code. Client accesses are always
   * verified (this field is ignored for them); a public reviewer is not unless the caller says so.
   */
  verified?: boolean;
}

export const CANVAS_NOT_FOUND = 'Funil não encontrado';

/** The status the rule gives from the decisions stored on the canvas's current version. */
export async function computeReviewStatus(tx: Db | Tx, canvasId: string, version: number): Promise<FunnelStatus> {
  const rows = await tx
    .select({
      kind: approvals.reviewerKind,
      verified: approvals.verified,
      decision: approvals.status,
      version: approvals.version,
      createdAt: approvals.createdAt,
    })
    .from(approvals)
    .where(and(eq(approvals.canvasId, canvasId), eq(approvals.version, version)))
    .orderBy(asc(approvals.createdAt));
  return reviewStatus(
    version,
    rows.map((r) => ({ ...r, kind: r.kind as ReviewerKind, decision: r.decision as DecisionValue })),
  );
}

export async function recordDecision(db: Db, input: DecisionInput): Promise<{ status: FunnelStatus; version: number; approvalId: string }> {
  return db.transaction(async (tx) => {
    const [canvas] = await tx
      .select({ id: canvases.id, status: canvases.status, version: canvases.version })
      .from(canvases)
      .where(
        and(
          eq(canvases.id, input.canvasId),
          eq(canvases.agencyId, input.agencyId),
          inArray(canvases.status, CLIENT_VISIBLE_STATUSES),
          ...(input.clientId ? [eq(canvases.clientId, input.clientId)] : []),
        ),
      )
      .for('update')
      .limit(1);
    if (!canvas) throw notFound(CANVAS_NOT_FOUND);
    const [row] = await tx
      .insert(approvals)
      .values({
        agencyId: input.agencyId,
        canvasId: canvas.id,
        version: canvas.version,
        status: input.decision,
        feedback: input.feedback.trim() || null,
        reviewerKind: input.reviewerKind,
        reviewerName: input.reviewerName,
        reviewerEmail: input.reviewerEmail?.trim() || null,
        clientAccessId: input.clientAccessId ?? null,
        verified: input.reviewerKind === 'client' ? true : input.verified === true,
      })
      .returning({ id: approvals.id });
    const status = await computeReviewStatus(tx, canvas.id, canvas.version);
    if (status !== canvas.status) await tx.update(canvases).set({ status }).where(eq(canvases.id, canvas.id));
    return { status, version: canvas.version, approvalId: row.id };
  });
}

/** The last decision of a reviewer kind on a funnel (D9: what the client last reviewed). */
export async function lastDecision(db: Db, agencyId: string, canvasId: string, reviewerKind: ReviewerKind) {
  const [row] = await db
    .select({ version: approvals.version, status: approvals.status, createdAt: approvals.createdAt })
    .from(approvals)
    .where(and(eq(approvals.agencyId, agencyId), eq(approvals.canvasId, canvasId), eq(approvals.reviewerKind, reviewerKind)))
    .orderBy(desc(approvals.createdAt))
    .limit(1);
  return row ?? null;
}
