// Canvas content (spec 02 section 3), the JSON the REST calls carry. The live document
// (doc.ts) is the source of truth; this is its projection (D19).
import { z } from 'zod';

export const PositionSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

/** D16: only http, https and mailto links, so a link can never run script. */
export const SafeUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: 'URL muito longa' })
  .refine((u) => {
    try {
      return ['http:', 'https:', 'mailto:'].includes(new URL(u).protocol);
    } catch {
      return false;
    }
  }, { error: 'Use um link http://, https:// ou mailto:' });

export const ComponentLinkSchema = z.object({ url: SafeUrlSchema, text: z.string().max(200).optional().default('') });

const id = z.string().min(1).max(100);
const shortText = (max: number) => z.string().max(max);

export const CanvasComponentSchema = z.object({
  id,
  type: z.string().min(1).max(60),
  position: PositionSchema,
  data: z.object({ title: shortText(200), description: shortText(2000).optional().default('') }).passthrough(),
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
});

export const TextElementSchema = z.object({
  id,
  type: z.literal('paragraph').default('paragraph'),
  position: PositionSchema,
  content: shortText(10000),
  fontSize: z.number().min(8).max(200).default(16),
  fontWeight: z.string().max(20).default('normal'),
  color: z.string().max(40).default('white'),
  width: z.number().min(100).max(5000).default(200),
  height: z.union([z.literal('auto'), z.number().min(10).max(5000)]).default('auto'),
});

export const CanvasCommentSchema = z.object({
  id,
  position: PositionSchema,
  content: z.string().trim().min(1, { error: 'Comentário vazio' }).max(5000),
  author: shortText(200).default('Usuário'),
  authorKind: z.enum(['agency', 'client', 'public']).optional(),
  timestamp: z.string().max(40),
  /** Pinned to a component: the pin follows it (issue 5). Position is then relative to it. */
  componentId: id.nullish(),
  parentId: id.nullish(),
  resolved: z.boolean().optional(),
});

export const DrawingSchema = z.object({
  id,
  type: z.literal('brush').default('brush'),
  points: z.array(z.object({ x: z.number().finite(), y: z.number().finite(), alpha: z.number().min(0).max(1).optional() })).max(20000),
  color: z.string().max(40),
  strokeWidth: z.number().min(0.5).max(100).default(3),
  author: z.enum(['client', 'agency']),
});

export const CanvasContentSchema = z.object({
  components: z.array(CanvasComponentSchema).max(2000).default([]),
  connections: z.array(CanvasConnectionSchema).max(5000).default([]),
  textElements: z.array(TextElementSchema).max(2000).default([]),
  comments: z.array(CanvasCommentSchema).max(5000).default([]),
  drawings: z.array(DrawingSchema).max(5000).default([]),
});

export type Position = z.infer<typeof PositionSchema>;
export type CanvasComponent = z.infer<typeof CanvasComponentSchema>;
export type CanvasConnection = z.infer<typeof CanvasConnectionSchema>;
export type ConnectionStyle = z.infer<typeof ConnectionStyleSchema>;
export type TextElement = z.infer<typeof TextElementSchema>;
export type CanvasComment = z.infer<typeof CanvasCommentSchema>;
export type Drawing = z.infer<typeof DrawingSchema>;
export type CanvasContent = z.infer<typeof CanvasContentSchema>;

export const EMPTY_CONTENT: CanvasContent = { components: [], connections: [], textElements: [], comments: [], drawings: [] };
export const CONTENT_KINDS = ['components', 'connections', 'textElements', 'comments', 'drawings'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Constants of spec 02 section 9. */
export const CANVAS = {
  width: 20000,
  height: 15000,
  originX: 10000,
  originY: 7500,
  zoomMin: 0.1,
  zoomMax: 3,
  zoomButtonStep: 0.2,
  wheelIn: 1.1,
  wheelOut: 0.9,
  connectionStroke: 7,
  connectionDash: '15,10',
  arrowLength: 12,
  drawingStroke: 3,
  drawingColor: { client: '#3b82f6', agency: '#f97316' },
  textDefaults: { fontSize: 16, width: 200, minWidth: 100, color: 'white', fontWeight: 'normal' },
  autosaveMs: 1000,
  autosaveDraggingMs: 3000,
  autosaveTextMs: 10000,
  componentsPanelWidth: 259,
  celebrationMs: 3000,
} as const;
