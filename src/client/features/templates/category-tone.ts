import type { TemplateCategoryId } from '#shared/templates.ts';

/** The badge colour of each template category. */
export const CATEGORY_TONE: Record<TemplateCategoryId, 'blue' | 'orange' | 'green' | 'brand'> = {
  'direct-sales': 'blue',
  launch: 'orange',
  'e-commerce': 'green',
  'email-marketing': 'brand',
};
