// Canvas values every canvas page uses; no zod, so a page that only draws a funnel does not
// load the content schema (content.ts re-exports these; this file imports nothing from content.ts).
export const CONTENT_KINDS = ['components', 'connections', 'textElements', 'comments', 'drawings'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A funnel with no element: a CanvasContent (content.ts), typed without it so this file needs no schema. */
export const EMPTY_CONTENT: Readonly<Record<ContentKind, never[]> & { forecast?: never }> = {
  components: [],
  connections: [],
  textElements: [],
  comments: [],
  drawings: [],
};

/** Constants of docs/product.md. */
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
