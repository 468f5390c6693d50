import { CanvasContentSchema } from '#shared/canvas/content.ts';
// What list-templates.ts and get-template.ts share.
import { canAccessView } from '#shared/permissions.ts';
import { planAllows } from '#shared/plans.ts';
import { TEMPLATE_CATEGORY_IDS, TEMPLATES_ENTERPRISE_ONLY, type Template, type TemplateCategoryId } from '#shared/schemas/templates.ts';
import type { templates } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyPrincipal } from '../../principal.ts';

type Row = typeof templates.$inferSelect;

export function assertTemplatesAllowed(actor: AgencyPrincipal) {
  if (!planAllows(actor.plan, 'templates')) throw new AppError('PLAN_LIMIT', TEMPLATES_ENTERPRISE_ONLY);
  if (!canAccessView(actor, 'templates')) throw new AppError('FORBIDDEN');
}

export function toTemplate(r: Row): Template {
  const content = CanvasContentSchema.parse(r.content);
  const category = (TEMPLATE_CATEGORY_IDS as readonly string[]).includes(r.category) ? (r.category as TemplateCategoryId) : 'direct-sales';
  return { id: r.id, slug: r.slug, title: r.title, description: r.description, category, componentCount: content.components.length, content };
}
