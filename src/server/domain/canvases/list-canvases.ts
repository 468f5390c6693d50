import { and, desc, eq } from 'drizzle-orm';
import { canvasPreview, openCommentCount } from '#shared/canvas/preview.ts';
import { normalizeStatus } from '#shared/funnel-status.ts';
import type { CanvasDto } from '#shared/schemas/canvas-editor.ts';
import type { CanvasSummary } from '#shared/schemas/canvases.ts';
import { canvases, clients, users } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { reviewersByCanvas } from '../approvals/list-reviews.ts';
import { requireCan } from '../guards.ts';

type CanvasRow = typeof canvases.$inferSelect;

/** D21 canvas shape without content (lists leave it out). */
export function toCanvasSummary(row: Omit<CanvasRow, 'contentVersion'>, clientName: string, creatorName: string | null): Omit<CanvasDto, 'content'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: normalizeStatus(row.status), // unknown values read as draft, like the editor's DTO
    clientId: row.clientId,
    clientName,
    userId: row.userId,
    creatorName,
    views: row.views,
    publicLink: row.publicLink,
    version: row.version,
    dueDate: row.dueDate ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every funnel of the agency, last edited first (all roles may read, D7). */
export async function listCanvases({ db, actor }: AgencyCtx): Promise<CanvasSummary[]> {
  requireCan(actor, 'canvases:read');
  const rows = await db
    .select({
      id: canvases.id,
      agencyId: canvases.agencyId,
      clientId: canvases.clientId,
      userId: canvases.userId,
      title: canvases.title,
      description: canvases.description,
      status: canvases.status,
      views: canvases.views,
      publicLink: canvases.publicLink,
      version: canvases.version,
      dueDate: canvases.dueDate,
      content: canvases.content,
      createdAt: canvases.createdAt,
      updatedAt: canvases.updatedAt,
      clientName: clients.name,
      creatorName: users.name,
    })
    .from(canvases)
    .innerJoin(clients, and(eq(clients.id, canvases.clientId), eq(clients.agencyId, actor.agencyId)))
    .leftJoin(users, and(eq(users.id, canvases.userId), eq(users.agencyId, actor.agencyId)))
    .where(eq(canvases.agencyId, actor.agencyId))
    .orderBy(desc(canvases.updatedAt), desc(canvases.id));
  const reviewers = await reviewersByCanvas(db, actor.agencyId, rows);
  // The card's thumbnail and open threads come from the stored projection (canvas/preview.ts).
  return rows.map((r) => ({
    ...toCanvasSummary(r, r.clientName, r.creatorName),
    preview: canvasPreview(r.content),
    openComments: openCommentCount(r.content),
    reviewers: reviewers.get(r.id) ?? [],
  }));
}
