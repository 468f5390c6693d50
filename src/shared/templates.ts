// Funnel templates' categories and texts (docs/product.md; D5);
// the request and answer schemas are in schemas/templates.ts.

export const TEMPLATE_CATEGORY_IDS = ['direct-sales', 'launch', 'e-commerce', 'email-marketing'] as const;
export type TemplateCategoryId = (typeof TEMPLATE_CATEGORY_IDS)[number];

/** Category buttons in the spec's order (Todos first). */
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategoryId, string> = {
  'direct-sales': 'Venda Direta',
  launch: 'Lançamento',
  'e-commerce': 'E-commerce',
  'email-marketing': 'E-mail Marketing',
};

/** D5: the server's refusal, also the upsell text. */
export const TEMPLATES_ENTERPRISE_ONLY = 'Templates são exclusivos do plano Enterprise. Faça upgrade para usar os templates de funis.';

/** Title of a funnel created from a template (docs/product.md). */
export const templateFunnelTitle = (templateTitle: string) => `${templateTitle} - Novo Projeto`;
