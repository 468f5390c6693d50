// Funnel templates (spec 02 "Templates screen", sections 3 and 7; D5).
import { z } from 'zod';
import { CanvasContentAnswerSchema } from './canvas-editor.ts';

export const TEMPLATE_CATEGORY_IDS = ['direct-sales', 'launch', 'e-commerce', 'email-marketing'] as const;
export type TemplateCategoryId = (typeof TEMPLATE_CATEGORY_IDS)[number];

/** Category buttons in the spec's order (Todos first). */
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategoryId, string> = {
  'direct-sales': 'Venda Direta',
  launch: 'Lançamento',
  'e-commerce': 'E-commerce',
  'email-marketing': 'E-mail Marketing',
};

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

/** D5: the server's refusal, also the upsell text. */
export const TEMPLATES_ENTERPRISE_ONLY = 'Templates são exclusivos do plano Enterprise. Faça upgrade para usar os templates de funis.';

/** Title of a funnel created from a template (spec 02 section 7). */
export const templateFunnelTitle = (templateTitle: string) => `${templateTitle} - Novo Projeto`;
