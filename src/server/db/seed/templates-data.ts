// The funnel templates (docs/product.md, D5): complete funnels a Brazilian
// agency uses every week, laid out left to right in flow order, with a forecast.
// Pure data, one file per category in templates/; seeded into the `templates` table by
// templates.ts. Component types come from the catalogue (src/shared/canvas/catalogue.ts) and
// are checked against it by the tests.
import { DIRECT_SALES } from './templates/direct-sales.ts';
import { E_COMMERCE } from './templates/e-commerce.ts';
import { EMAIL_MARKETING } from './templates/email-marketing.ts';
import { LAUNCH } from './templates/launch.ts';

export type { TemplateSeed } from './templates/build.ts';

export const TEMPLATES = [...DIRECT_SALES, ...LAUNCH, ...E_COMMERCE, ...EMAIL_MARKETING];
