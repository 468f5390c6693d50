import { asc, eq } from 'drizzle-orm';
import type { Template, TemplateCategoryId } from '#shared/schemas/templates.ts';
import { templates } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { assertTemplatesAllowed, toTemplate } from './template-row.ts';

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
