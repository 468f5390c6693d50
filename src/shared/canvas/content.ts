// Canvas content (docs/product.md), the JSON the REST calls carry. The live document
// (doc.ts) is the source of truth; this is its projection (D19).
import { z } from 'zod';
import { HEX_COLOR, HEX_COLOR_MESSAGE } from '../color.ts';
import { HOSTILE_KEY_MESSAGE, HOSTILE_KEYS, jsonShapeFault, SHAPE_MESSAGE } from '../json-shape.ts';
import { text } from '../text.ts';
import { CONVERSION_RATE_RULE, type NumberRule, PRICE_RULE, SHARE_RULE, VISITORS_RULE } from './forecast-rules.ts';
import { MAX_DRAWING_POINTS, MAX_ELEMENT_DEPTH, MAX_ELEMENTS, MAX_TEXT } from './limits.ts';

/** Colours that reach CSS or SVG (drawings, presence): only `#rrggbb` (color.ts says why). */
export const HexColorSchema = z.string().regex(HEX_COLOR, { error: HEX_COLOR_MESSAGE });

export const PositionSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

/** D16: only http, https and mailto links, so a link can never run script. */
export const SafeUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: 'URL muito longa' })
  .refine(
    (u) => {
      try {
        return ['http:', 'https:', 'mailto:'].includes(new URL(u).protocol);
      } catch {
        return false;
      }
    },
    { error: 'Use um link http://, https:// ou mailto:' },
  );

export const ComponentLinkSchema = z.object({ url: SafeUrlSchema, text: text(200).optional().default('') });

// An id is a key of the live document's maps (doc.ts) and of lookups by id: never one that
// reaches a prototype (json-shape.ts).
const id = text(100)
  .min(1)
  .refine((s) => !HOSTILE_KEYS.has(s), { error: HOSTILE_KEY_MESSAGE });
const shortText = (max: number) => text(max);

/** A figure of the forecast, from its rule (forecast-rules.ts: the canvas pages check it there without zod). */
function numberSchema(rule: NumberRule) {
  const n = z.number({ error: rule.invalid });
  return (rule.int ? n.int({ error: rule.int }) : n.finite({ error: rule.invalid }))
    .min(rule.min[0], { error: rule.min[1] })
    .max(rule.max[0], { error: rule.max[1] });
}

/** Forecast fields of a component: both optional; a step with a price sells. A branch's share of the traffic. */
export const ConversionRateSchema = numberSchema(CONVERSION_RATE_RULE);
export const PriceSchema = numberSchema(PRICE_RULE);
export const ShareSchema = numberSchema(SHARE_RULE);

/** The funnel's forecast settings: the monthly traffic entering it, and whether it is shown. */
export const ForecastSettingsSchema = z.object({
  visitors: numberSchema(VISITORS_RULE),
  enabled: z.boolean({ error: 'Valor inválido' }).default(true),
});

export const TRACK_PATH_MSG = 'O caminho da página começa com / (ex.: /obrigado ou /produtos/*).';
export const TRACK_EVENT_MSG = 'O nome do evento tem de 1 a 100 caracteres (ex.: lead, purchase).';
export const TRACK_EMPTY_MSG = 'Informe o caminho da página, o evento, ou os dois.';

/**
 * What a step counts of the site's traffic (docs/decisions/026-traffic-without-personal-data.md):
 * the views of a page (a path, where * stands for any text) and/or an event the snippet sends.
 */
export const StepTrackSchema = z
  .object({
    path: z
      .string({ error: TRACK_PATH_MSG })
      .trim()
      .max(300, { error: TRACK_PATH_MSG })
      .regex(/^\/[^\s?#]*$/, { error: TRACK_PATH_MSG })
      .optional(),
    event: z.string({ error: TRACK_EVENT_MSG }).trim().min(1, { error: TRACK_EVENT_MSG }).max(100, { error: TRACK_EVENT_MSG }).optional(),
  })
  .refine((t) => t.path !== undefined || t.event !== undefined, { error: TRACK_EMPTY_MSG });
export type StepTrack = z.infer<typeof StepTrackSchema>;

export const CanvasComponentSchema = z.object({
  id,
  type: text(60).min(1),
  position: PositionSchema,
  data: z
    .object({
      title: shortText(MAX_TEXT.title),
      description: shortText(MAX_TEXT.description).optional().default(''),
      conversionRate: ConversionRateSchema.nullish(),
      price: PriceSchema.nullish(),
      track: StepTrackSchema.nullish(),
    })
    .passthrough()
    // The one field whose other keys are kept: none may reach a prototype, nor nest past what an
    // element may (json-shape.ts; `data` is one level inside its element). On REST the body
    // parser refuses them first; on the socket the guard (guard-elements.ts) and this say the same.
    .superRefine((v, ctx) => {
      const fault = jsonShapeFault(v, MAX_ELEMENT_DEPTH - 1);
      if (fault) ctx.addIssue({ code: 'custom', message: SHAPE_MESSAGE[fault] });
    }),
  link: ComponentLinkSchema.nullish(),
});

export const ConnectionStyleSchema = z.object({
  dashed: z.boolean().default(false),
  organic: z.boolean().default(true),
  endType: z.enum(['dot', 'arrow']).default('dot'),
});
export const CanvasConnectionSchema = z.object({
  id,
  from: id,
  to: id,
  style: ConnectionStyleSchema.default({ dashed: false, organic: true, endType: 'dot' }),
  /** Share of the source step's onward traffic that takes this branch. */
  share: ShareSchema.nullish(),
});

export const TextElementSchema = z.object({
  id,
  type: z.literal('paragraph').default('paragraph'),
  position: PositionSchema,
  content: shortText(MAX_TEXT.paragraph),
  fontSize: z.number().min(8).max(200).default(16),
  fontWeight: text(20).default('normal'),
  color: text(40).default('white'),
  width: z.number().min(100).max(5000).default(200),
  height: z.union([z.literal('auto'), z.number().min(10).max(5000)]).default('auto'),
});

export const CanvasCommentSchema = z.object({
  id,
  position: PositionSchema,
  content: text(MAX_TEXT.comment).trim().min(1, { error: 'Comentário vazio' }),
  author: shortText(MAX_TEXT.author).default('Usuário'),
  authorKind: z.enum(['agency', 'client', 'public']).optional(),
  timestamp: text(40),
  /** Pinned to a component: the pin follows it. Position is then relative to it. */
  componentId: id.nullish(),
  parentId: id.nullish(),
  resolved: z.boolean().optional(),
  /** A public reviewer's comment made after proving their email (decision 008); set by the server only. */
  verified: z.boolean().optional(),
  /**
   * Who sees an agency thread (its first comment's field; replies follow the thread): 'internal'
   * only the agency, 'client' the client and public reviewers too. Read by comment-visibility.ts.
   */
  visibility: z.enum(['internal', 'client']).optional(),
});

export const DrawingSchema = z.object({
  id,
  type: z.literal('brush').default('brush'),
  points: z.array(z.object({ x: z.number().finite(), y: z.number().finite(), alpha: z.number().min(0).max(1).optional() })).max(MAX_DRAWING_POINTS),
  color: HexColorSchema,
  strokeWidth: z.number().min(0.5).max(100).default(3),
  author: z.enum(['client', 'agency']),
});

export const CanvasContentSchema = z.object({
  components: z.array(CanvasComponentSchema).max(MAX_ELEMENTS.components).default([]),
  connections: z.array(CanvasConnectionSchema).max(MAX_ELEMENTS.connections).default([]),
  textElements: z.array(TextElementSchema).max(MAX_ELEMENTS.textElements).default([]),
  comments: z.array(CanvasCommentSchema).max(MAX_ELEMENTS.comments).default([]),
  drawings: z.array(DrawingSchema).max(MAX_ELEMENTS.drawings).default([]),
  forecast: ForecastSettingsSchema.optional(),
});

export type Position = z.infer<typeof PositionSchema>;
export type CanvasComponent = z.infer<typeof CanvasComponentSchema>;
export type CanvasConnection = z.infer<typeof CanvasConnectionSchema>;
export type ConnectionStyle = z.infer<typeof ConnectionStyleSchema>;
export type TextElement = z.infer<typeof TextElementSchema>;
export type CanvasComment = z.infer<typeof CanvasCommentSchema>;
export type Drawing = z.infer<typeof DrawingSchema>;
export type CanvasContent = z.infer<typeof CanvasContentSchema>;
export type ForecastSettings = z.infer<typeof ForecastSettingsSchema>;

// The values the canvas pages draw with live in constants.ts, without zod: the pages load
// this file's schemas only where they validate (decision 010).
