// Funnel templates (docs/product.md; D5).
import { z } from 'zod';
import { TEMPLATE_CATEGORY_IDS } from '../templates.ts';
import { CanvasContentAnswerSchema } from './canvas-editor.ts';

// The categories, texts and title rule live in ../templates.ts (no zod: the templates page uses them).
export { TEMPLATE_CATEGORY_IDS, TEMPLATE_CATEGORY_LABELS, TEMPLATES_ENTERPRISE_ONLY, type TemplateCategoryId, templateFunnelTitle } from '../templates.ts';

/** ?category= accepts all (or nothing) and the spec's alias `ecommerce`. */
export const TemplatesQuerySchema = z.object({
  category: z
    .enum(['all', 'ecommerce', ...TEMPLATE_CATEGORY_IDS], { error: 'Categoria inválida' })
    .optional()
    .transform((c) => (c === 'ecommerce' ? 'e-commerce' : c === 'all' ? undefined : c)),
});

export const TemplateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TEMPLATE_CATEGORY_IDS),
  componentCount: z.number(),
  content: CanvasContentAnswerSchema,
});
export type Template = z.infer<typeof TemplateSchema>;
