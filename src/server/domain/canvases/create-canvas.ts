import { and, count, eq } from 'drizzle-orm';
import { EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import { type CanvasContent, CanvasContentSchema } from '#shared/canvas/content.ts';
import { can } from '#shared/permissions.ts';
import { funnelLimitMessage, getPlan, planAllows } from '#shared/plans.ts';
import { agencies, canvases, clients, templates } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { CLIENT_NOT_FOUND, requireCan, requireId } from '../guards.ts';
import { cardColumnsForInsert } from './card-summary.ts';
import { toCanvasSummary } from './list-canvases.ts';

export interface CanvasCreate {
  title: string;
  clientId: string;
  content?: CanvasContent;
  templateId?: string | null;
  description?: string | null;
}

export const TEMPLATE_NOT_FOUND = 'Template não encontrado';
export const TEMPLATES_NOT_IN_PLAN = 'Templates estão disponíveis apenas no plano Enterprise. Faça upgrade para usar templates.';

/**
 * POST /api/canvases. D1: a new funnel (also from a template) is a draft. D5: the plan's
 * funnel limit per client is checked with the client row locked. With templateId the
 * template's own content is used and the body's content is ignored.
 */
export async function createCanvas({ db, actor }: AgencyCtx, input: CanvasCreate): Promise<ReturnType<typeof toCanvasSummary> & { content: CanvasContent }> {
  requireCan(actor, 'canvases:write');
  let content: CanvasContent = input.content ?? EMPTY_CONTENT;
  if (input.templateId) {
    if (!planAllows(actor.plan, 'templates') || !can(actor, 'templates:use')) throw forbidden(TEMPLATES_NOT_IN_PLAN);
    requireId(input.templateId, TEMPLATE_NOT_FOUND);
    const [tpl] = await db.select({ content: templates.content }).from(templates).where(eq(templates.id, input.templateId)).limit(1);
    if (!tpl) throw notFound(TEMPLATE_NOT_FOUND);
    const parsed = CanvasContentSchema.safeParse(tpl.content);
    if (!parsed.success) throw new AppError('INTERNAL', 'Template com conteúdo inválido');
    content = parsed.data;
  }
  requireId(input.clientId, CLIENT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), eq(clients.agencyId, actor.agencyId)))
      .for('update');
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    const [agency] = await tx.select({ plan: agencies.plan }).from(agencies).where(eq(agencies.id, actor.agencyId));
    const plan = getPlan(agency?.plan);
    if (plan.maxFunnelsPerClient !== null) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(canvases)
        .where(and(eq(canvases.agencyId, actor.agencyId), eq(canvases.clientId, client.id)));
      if (Number(n) >= plan.maxFunnelsPerClient) throw new AppError('PLAN_LIMIT', funnelLimitMessage(plan));
    }
    const [row] = await tx
      .insert(canvases)
      .values({
        agencyId: actor.agencyId,
        clientId: client.id,
        userId: actor.userId,
        title: input.title,
        description: input.description || null,
        status: 'draft',
        content,
        ...cardColumnsForInsert(content),
      })
      .returning();
    return { ...toCanvasSummary(row, client.name, actor.name), content };
  });
}
