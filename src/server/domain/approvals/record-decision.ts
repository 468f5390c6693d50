// An approval or adjustment request (spec 02 section 4; D9, D10): moves the funnel's status
// and records the version it was made on, who made it and the feedback.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CLIENT_VISIBLE_STATUSES, type FunnelStatus, normalizeStatus, TRANSITIONS } from '#shared/funnel-status.ts';
import type { Db } from '../../db/client.ts';
import { approvals, canvases } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

export type DecisionStatus = 'approved' | 'adjustment_requested' | 'rejected';

export interface DecisionInput {
  agencyId: string;
  canvasId: string;
  /** Only for the portal: the funnel must belong to this client. */
  clientId?: string;
  decision: DecisionStatus;
  feedback: string;
  reviewerKind: 'client' | 'public';
  reviewerName: string;
  reviewerEmail?: string | null;
  clientAccessId?: string | null;
  /** A client access, or a public reviewer who proved their email (issue 12). */
  verified?: boolean;
}

export const CANVAS_NOT_FOUND = 'Canvas não encontrado';

export async function recordDecision(db: Db, input: DecisionInput): Promise<{ status: FunnelStatus; version: number; approvalId: string }> {
  const transition = input.decision === 'approved' ? TRANSITIONS.approve : TRANSITIONS.adjust;
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
    if (!transition.from.includes(normalizeStatus(canvas.status))) {
      throw new AppError('CONFLICT', 'Este funil não está aguardando aprovação.');
    }
    await tx.update(canvases).set({ status: transition.to }).where(eq(canvases.id, canvas.id));
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
        reviewerEmail: input.reviewerEmail ?? null,
        clientAccessId: input.clientAccessId ?? null,
        verified: input.verified ?? false,
      })
      .returning({ id: approvals.id });
    return { status: transition.to, version: canvas.version, approvalId: row.id };
  });
}

/** The last decision of a reviewer kind on a funnel (D9: what the client last reviewed). */
export async function lastDecision(db: Db, agencyId: string, canvasId: string, reviewerKind: 'client' | 'public') {
  const [row] = await db
    .select({ version: approvals.version, status: approvals.status, createdAt: approvals.createdAt })
    .from(approvals)
    .where(and(eq(approvals.agencyId, agencyId), eq(approvals.canvasId, canvasId), eq(approvals.reviewerKind, reviewerKind)))
    .orderBy(desc(approvals.createdAt))
    .limit(1);
  return row ?? null;
}
