import { eq } from 'drizzle-orm';
import type { Template } from '#shared/schemas/templates.ts';
import { templates } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { assertTemplatesAllowed, toTemplate } from './template-row.ts';

export async function getTemplate({ db, actor }: AgencyCtx, { id }: { id: string }): Promise<Template> {
  assertTemplatesAllowed(actor);
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Template não encontrado');
  return toTemplate(row);
}
