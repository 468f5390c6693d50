// GET /api/templates?category= (docs/product.md; D5, D7): Enterprise only. Business
// agencies get 403 with the upsell text; creators see templates only on Enterprise.
import { asc, eq } from 'drizzle-orm';
import { CanvasContentSchema } from '#shared/canvas/content.ts';
import { canAccessView } from '#shared/permissions.ts';
import { planAllows } from '#shared/plans.ts';
import { TEMPLATE_CATEGORY_IDS, TEMPLATES_ENTERPRISE_ONLY, type Template, type TemplateCategoryId } from '#shared/schemas/templates.ts';
import { templates } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx, AgencyPrincipal } from '../../principal.ts';

type Row = typeof templates.$inferSelect;

export function assertTemplatesAllowed(actor: AgencyPrincipal) {
  if (!planAllows(actor.plan, 'templates')) throw new AppError('PLAN_LIMIT', TEMPLATES_ENTERPRISE_ONLY);
  if (!canAccessView(actor, 'templates')) throw new AppError('FORBIDDEN');
}

function toTemplate(r: Row): Template {
  const content = CanvasContentSchema.parse(r.content);
  const category = (TEMPLATE_CATEGORY_IDS as readonly string[]).includes(r.category) ? (r.category as TemplateCategoryId) : 'direct-sales';
  return { id: r.id, slug: r.slug, title: r.title, description: r.description, category, componentCount: content.components.length, content };
}

export async function listTemplates({ db, actor }: AgencyCtx, input: { category?: TemplateCategoryId }): Promise<Template[]> {
  assertTemplatesAllowed(actor);
  // Templates are product data shared by every Enterprise agency: no agency scope.
  const rows = await db
    .select()
    .from(templates)
    .where(input.category ? eq(templates.category, input.category) : undefined)
    .orderBy(asc(templates.sortOrder), asc(templates.title));
  return rows.map(toTemplate);
}

export async function getTemplate({ db, actor }: AgencyCtx, { id }: { id: string }): Promise<Template> {
  assertTemplatesAllowed(actor);
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Template não encontrado');
  return toTemplate(row);
}
