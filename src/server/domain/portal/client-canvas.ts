// The client's view of one funnel (docs/product.md; D5, D7, D9):
// read (counts a view), save comments and own drawings, approve or ask for adjustments.
// What get-client-canvas.ts, save-client-content.ts and decide-client-canvas.ts share.
import { and, eq } from 'drizzle-orm';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { normalizeStatus } from '#shared/funnel-status.ts';
import { planAllows } from '#shared/plans.ts';
import type { ClientCanvas } from '#shared/schemas/portal.ts';
import { canvases } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ClientCtx } from '../../principal.ts';
import { CANVAS_NOT_FOUND, type DecisionStatus, lastDecision } from '../approvals/record-decision.ts';
import { findPublishedVersion, type PublishedVersion } from '../canvases/published-version.ts';
import { reviewerView } from '../canvases/reviewer-read.ts';
import { requireId } from '../guards.ts';
import { clientScope } from './client-canvases.ts';

export const DRAWING_PLAN_MSG = 'Desenhar no funil está disponível apenas no plano Enterprise da agência.';

/** 404 for anything not the client's visible funnel: never reveal that it exists (D7). */
export async function findVisible({ db, actor }: ClientCtx, id: string) {
  requireId(id, CANVAS_NOT_FOUND);
  const [row] = await db
    .select()
    .from(canvases)
    .where(and(eq(canvases.id, id), clientScope(actor)))
    .limit(1);
  if (!row) throw notFound(CANVAS_NOT_FOUND);
  return row;
}

/** What the answer is made of: the row (without content), the published and last reviewed versions. */
export interface ClientCanvasParts {
  row: Pick<
    typeof canvases.$inferSelect,
    'id' | 'title' | 'description' | 'status' | 'clientId' | 'views' | 'version' | 'dueDate' | 'updatedAt' | 'commentsInternalSince' | 'showResults'
  >;
  published: PublishedVersion | null;
  live: Pick<CanvasContent, 'comments' | 'drawings'>;
  review: { version: number; status: string; createdAt: Date } | null;
  /** The version last reviewed, when older than the current one. */
  reviewed: PublishedVersion | null;
}

/** What the client sees (decision 008): the latest published version's structure and title, live comments and drawings. */
export function clientCanvasAnswer(actor: ClientCtx['actor'], { row, published, live, review, reviewed }: ClientCanvasParts): ClientCanvas {
  const { title, content } = reviewerView(published, live, row.title, row.commentsInternalSince);
  return {
    id: row.id,
    title,
    description: row.description,
    status: normalizeStatus(row.status),
    clientId: row.clientId,
    clientName: actor.clientName,
    views: row.views,
    version: row.version,
    dueDate: row.dueDate ?? null,
    updatedAt: row.updatedAt.toISOString(),
    content,
    canDraw: planAllows(actor.plan, 'portalDrawing'),
    lastReview: review ? { version: review.version, status: review.status as DecisionStatus, createdAt: review.createdAt.toISOString() } : null,
    reviewedContent: reviewed?.content ?? null,
    showResults: row.showResults,
  };
}

/** The answer after a write (save-client-content.ts): the parts read one by one. */
export async function toClientCanvas(ctx: ClientCtx, row: ClientCanvasParts['row'], live: CanvasContent): Promise<ClientCanvas> {
  const published = await findPublishedVersion(ctx.db, ctx.actor.agencyId, row.id, row.version);
  const review = await lastDecision(ctx.db, ctx.actor.agencyId, row.id, 'client');
  const reviewed = review && review.version < row.version ? await findPublishedVersion(ctx.db, ctx.actor.agencyId, row.id, review.version) : null;
  return clientCanvasAnswer(ctx.actor, { row, published, live, review, reviewed });
}
