// How a funnel template is written (docs/product.md, D5): components on a grid in
// flow order, connections by key, and the forecast with plausible rates for Brazilian
// digital marketing: a default by component type, overridden per step, and the prices of the
// steps that sell. The templates themselves are one file per category beside this one.
import { componentDefOrFallback, componentSize } from '#shared/canvas/catalogue.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasContent, ConnectionStyle } from '#shared/canvas/content.ts';
import type { TemplateCategoryId as TemplateCategory } from '#shared/schemas/templates.ts';

export interface TemplateSeed {
  slug: string;
  title: string;
  description: string;
  category: TemplateCategory;
  content: CanvasContent;
}

/** [key, type, title, description, column, row] */
type N = [string, string, string, string, number, number];
/** [from, to] in flow order, optionally 'alt' for an alternative path (dashed). */
type E = [string, string] | [string, string, 'alt'];

// Grid: a column fits the widest component (200) plus room for the connection; a row
// fits the tallest (240). Components are centred in their cell (sizes from the catalogue,
// docs/product.md). The funnel sits around the canvas origin.
const COL_W = 290;
const ROW_H = 300;
const CELL = { width: 200, height: 240 };
const ORIGIN = { x: CANVAS.originX - 900, y: CANVAS.originY - 300 };

const MAIN: ConnectionStyle = { dashed: false, organic: true, endType: 'arrow' };
const ALT: ConnectionStyle = { dashed: true, organic: true, endType: 'arrow' };

/**
 * The forecast of a template: monthly visitors entering it, the price of each step that sells
 * (by key), and rates where the type's default does not fit the step.
 */
export interface TemplateForecast {
  visitors: number;
  prices: Record<string, number>;
  rates?: Record<string, number>;
}

/**
 * Conversion to the next step, in %, by component type: ads and organic reach count the people
 * who click as visitors (most of them load the page); capture pages convert 25-40 %, sales
 * pages and VSLs a few %, checkouts about half of those who open them, upsells 10-20 %.
 */
const RATE_BY_TYPE: Record<string, number> = {
  'landing-page': 30,
  'capture-page': 35,
  'quiz-page': 60,
  'checkout-page': 45,
  'upsell-page': 15,
  'downsell-page': 20,
  'thank-you-page': 90,
  'purchase-confirmation': 95,
  'members-area': 85,
  'ecommerce-site': 45,
  'product-page': 12,
  'product-catalog': 35,
  vsl: 6,
  blog: 5,
  seo: 80,
  'leads-base': 60,
  email: 25,
  automation: 95,
  'whatsapp-button': 40,
  'whatsapp-groups': 60,
  'whatsapp-community': 50,
  'instagram-community': 40,
  calendly: 70,
  webinar: 12,
  'webinar-replay': 8,
  countdown: 90,
  'cart-recovery': 30,
  'abandon-cart': 40,
  'fill-action': 70,
  'click-action': 15,
  'watch-action': 50,
  'download-action': 80,
  'reply-action': 40,
};
/** By catalogue category, for a type not in the table. */
const RATE_BY_CATEGORY: Record<string, number> = { traffic: 85, social: 60, community: 50, action: 60, page: 30, other: 50 };

export function defaultRate(type: string): number {
  return RATE_BY_TYPE[type] ?? RATE_BY_CATEGORY[componentDefOrFallback(type).category] ?? 50;
}

let templateIndex = 0;
export function template(
  slug: string,
  category: TemplateCategory,
  title: string,
  description: string,
  nodes: N[],
  edges: E[],
  forecast: TemplateForecast,
): TemplateSeed {
  // Ids in the spec's form (component-{timestamp}, connection-{timestamp}), stable per template.
  const base = 1_732_000_000_000 + ++templateIndex * 1000;
  const ids = new Map<string, string>();
  const components = nodes.map(([key, type, t, d, col, row], i) => {
    const size = componentSize(type);
    const id = `component-${base + i}`;
    ids.set(key, id);
    return {
      id,
      type,
      position: {
        x: ORIGIN.x + col * COL_W + (CELL.width - size.width) / 2,
        y: ORIGIN.y + row * ROW_H + (CELL.height - size.height) / 2,
      },
      data: {
        title: t,
        description: d,
        conversionRate: forecast.rates?.[key] ?? defaultRate(type),
        ...(forecast.prices[key] !== undefined ? { price: forecast.prices[key] } : {}),
      },
    };
  });
  const connections = edges.map(([from, to, alt], i) => {
    const a = ids.get(from);
    const b = ids.get(to);
    if (!a || !b) throw new Error(`template ${slug}: connection ${from} -> ${to} names an unknown component`);
    return { id: `connection-${base + 500 + i}`, from: a, to: b, style: alt ? ALT : MAIN };
  });
  for (const key of [...Object.keys(forecast.prices), ...Object.keys(forecast.rates ?? {})])
    if (!ids.has(key)) throw new Error(`template ${slug}: forecast names an unknown component ${key}`);
  return {
    slug,
    title,
    description,
    category,
    content: { components, connections, textElements: [], comments: [], drawings: [], forecast: { visitors: forecast.visitors, enabled: true } },
  };
}
