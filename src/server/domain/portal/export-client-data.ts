// "Meus dados" (decision 012): everything the signed-in access itself holds here, its
// profile, the comments it wrote and the decisions it made, and nothing of another access,
// client or agency. Every row is found by this access's id inside its agency (D7); the password
// hash and its encrypted copy (D8) are never selected.
import { and, asc, eq } from 'drizzle-orm';
import { isThreadVisible } from '#shared/canvas/comment-visibility.ts';
import type { ClientExport } from '#shared/schemas/client-data.ts';
import { agencies, approvals, canvases, clientAccesses, comments } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ClientCtx } from '../../principal.ts';

export async function exportClientData({ db, actor, docs, clock }: ClientCtx<'docs' | 'clock'>): Promise<ClientExport> {
  const [access] = await db
    .select({ email: clientAccesses.email, isActive: clientAccesses.isActive, createdAt: clientAccesses.createdAt })
    .from(clientAccesses)
    .where(and(eq(clientAccesses.id, actor.accessId), eq(clientAccesses.agencyId, actor.agencyId)))
    .limit(1);
  if (!access) throw notFound('Acesso não encontrado');
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);

  const commentRows = await db
    .select({
      canvasId: comments.canvasId,
      funnelTitle: canvases.title,
      internalSince: canvases.commentsInternalSince,
      commentId: comments.elementId,
      parentId: comments.parentId,
      content: comments.content,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(canvases, and(eq(canvases.id, comments.canvasId), eq(canvases.agencyId, actor.agencyId)))
    .where(and(eq(comments.agencyId, actor.agencyId), eq(comments.clientAccessId, actor.accessId)))
    .orderBy(asc(comments.createdAt));

  // The row keeps the words as first written; the live document has them as they are now,
  // and where the comment is pinned.
  const live = new Map<string, Awaited<ReturnType<typeof docs.readContent>>>();
  for (const canvasId of new Set(commentRows.map((r) => r.canvasId))) live.set(canvasId, await docs.readContent(canvasId));

  const decisionRows = await db
    .select({
      canvasId: approvals.canvasId,
      funnelTitle: canvases.title,
      version: approvals.version,
      decision: approvals.status,
      feedback: approvals.feedback,
      createdAt: approvals.createdAt,
    })
    .from(approvals)
    .innerJoin(canvases, and(eq(canvases.id, approvals.canvasId), eq(canvases.agencyId, actor.agencyId)))
    .where(and(eq(approvals.agencyId, actor.agencyId), eq(approvals.clientAccessId, actor.accessId)))
    .orderBy(asc(approvals.createdAt));

  return {
    exportedAt: clock.now().toISOString(),
    profile: {
      name: actor.clientName,
      email: access.email,
      clientName: actor.clientName,
      agencyName: agency?.name ?? null,
      isActive: access.isActive,
      createdAt: access.createdAt.toISOString(),
    },
    comments: commentRows.map((r) => {
      const content = live.get(r.canvasId);
      const now = content?.comments.find((c) => c.id === r.commentId);
      const pinned = now?.componentId ? content?.components.find((c) => c.id === now.componentId) : undefined;
      // A thread the agency keeps internal is not named, not even by its id (docs/decisions/022-internal-comments.md).
      const parent = r.parentId ? content?.comments.find((c) => c.id === r.parentId) : undefined;
      const parentShown = !!parent && isThreadVisible(parent, r.internalSince);
      return {
        funnelId: r.canvasId,
        funnelTitle: r.funnelTitle,
        commentId: r.commentId,
        parentId: parentShown ? r.parentId : null,
        elementId: pinned?.id ?? null,
        elementTitle: pinned?.data.title ?? null,
        content: now?.content ?? r.content,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    decisions: decisionRows.map((r) => ({
      funnelId: r.canvasId,
      funnelTitle: r.funnelTitle,
      version: r.version,
      decision: r.decision as ClientExport['decisions'][number]['decision'],
      feedback: r.feedback,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
