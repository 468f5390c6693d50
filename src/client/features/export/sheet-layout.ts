// Where everything sits on the export sheet: the funnel's bounds (every element, not the
// viewport), the connections' paths, and how many pixels the image may have. Pure; the
// connections are drawn with the map's own geometry (border to border, arrow stops short).
import { getBezierPath, getStraightPath } from '@xyflow/react';
import { componentSize } from '#shared/canvas/catalogue.ts';
import type { CanvasContent, ConnectionStyle } from '#shared/canvas/content.ts';
import { arrowBase, borderPoint } from '../editor/nodes/funnel-edge.tsx';

/** White margin around the funnel, in canvas pixels. */
export const SHEET_PAD = 48;
/** A small funnel still makes a legible image: the sheet is at least this wide (and centred). */
export const SHEET_MIN_WIDTH = 800;
export const SHEET_MIN_HEIGHT = 400;
/** Room under a step for its forecast figures (people, revenue). */
export const FORECAST_LABEL_HEIGHT = 44;

/** PNG pixel density (2x, decision 015). */
export const EXPORT_PIXEL_RATIO = 2;
/**
 * The pixel cap (docs/decisions/015-export.md). Chromium refuses canvases over 32,767 px a
 * side or 268 M px in all, and phones give up far earlier on memory: a huge funnel is drawn
 * at a lower density so that the browser can still make it.
 */
export const MAX_SIDE_PX = 16_384;
export const MAX_AREA_PX = 40_000_000;
/** The PDF's image needs no more than A4 at about 300 dpi on its long side. */
export const PDF_MAX_SIDE_PX = 3_600;

export interface SheetBox {
  id: string;
  /** Top left, in sheet pixels (the sheet's origin is the funnel's top left minus the margin). */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SheetEdge {
  id: string;
  path: string;
  style: ConnectionStyle;
}

export interface SheetLayout {
  width: number;
  height: number;
  /** Canvas coordinates of the sheet's top left: subtract them from a canvas position. */
  originX: number;
  originY: number;
  components: Map<string, SheetBox>;
  edges: SheetEdge[];
}

/** A paragraph's height is only known once drawn: a generous guess, corrected after mounting. */
export function estimateTextHeight(content: string, fontSize: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * 0.55)));
  const lines = content.split('\n').reduce((n, p) => n + Math.max(1, Math.ceil(p.length / perLine)), 0);
  return Math.ceil(lines * fontSize * 1.375) + 4;
}

export function layoutSheet(
  content: Pick<CanvasContent, 'components' | 'connections' | 'textElements' | 'drawings'>,
  opts: { forecast: boolean },
): SheetLayout {
  const rects: { x: number; y: number; w: number; h: number }[] = [];
  const boxes = new Map<string, { id: string; x: number; y: number; w: number; h: number }>();
  for (const c of content.components) {
    const s = componentSize(c.type);
    const box = { id: c.id, x: c.position.x, y: c.position.y, w: s.width, h: s.height };
    boxes.set(c.id, box);
    rects.push({ ...box, h: box.h + (opts.forecast ? FORECAST_LABEL_HEIGHT : 0) });
  }
  for (const t of content.textElements) {
    const h = typeof t.height === 'number' ? t.height : estimateTextHeight(t.content, t.fontSize, t.width);
    rects.push({ x: t.position.x, y: t.position.y, w: t.width + 8, h });
  }
  for (const d of content.drawings) {
    for (const p of d.points) rects.push({ x: p.x - d.strokeWidth, y: p.y - d.strokeWidth, w: d.strokeWidth * 2, h: d.strokeWidth * 2 });
  }
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  if (rects.length) {
    minX = Math.min(...rects.map((r) => r.x));
    minY = Math.min(...rects.map((r) => r.y));
    maxX = Math.max(...rects.map((r) => r.x + r.w));
    maxY = Math.max(...rects.map((r) => r.y + r.h));
  }
  const contentW = maxX - minX + SHEET_PAD * 2;
  const contentH = maxY - minY + SHEET_PAD * 2;
  const width = Math.ceil(Math.max(SHEET_MIN_WIDTH, contentW));
  const height = Math.ceil(Math.max(SHEET_MIN_HEIGHT, contentH));
  const originX = minX - SHEET_PAD - (width - contentW) / 2;
  const originY = minY - SHEET_PAD - (height - contentH) / 2;

  const components = new Map<string, SheetBox>();
  for (const b of boxes.values()) components.set(b.id, { ...b, x: b.x - originX, y: b.y - originY });
  const edges: SheetEdge[] = [];
  for (const l of content.connections) {
    const a = components.get(l.from);
    const b = components.get(l.to);
    if (!a || !b || a === b) continue;
    const style = l.style ?? { dashed: false, organic: true, endType: 'dot' as const };
    edges.push({ id: l.id, path: edgePath(a, b, style), style });
  }
  return { width, height, originX, originY, components, edges };
}

/** The same path as the map's FunnelEdge between two boxes. */
export function edgePath(a: SheetBox, b: SheetBox, style: ConnectionStyle): string {
  const p1 = borderPoint(a, b);
  const p2 = borderPoint(b, a);
  const end = style.endType === 'arrow' ? arrowBase(p1, p2, style.organic) : p2;
  const [path] = style.organic
    ? getBezierPath({ sourceX: p1.x, sourceY: p1.y, sourcePosition: p1.side, targetX: end.x, targetY: end.y, targetPosition: p2.side })
    : getStraightPath({ sourceX: p1.x, sourceY: p1.y, targetX: end.x, targetY: end.y });
  return path;
}

/** The density to draw a sheet at: `want` (2x) unless the image would pass the cap. */
export function pixelRatioFor(width: number, height: number, want = EXPORT_PIXEL_RATIO, maxSide = MAX_SIDE_PX, maxArea = MAX_AREA_PX): number {
  return Math.min(want, maxSide / width, maxSide / height, Math.sqrt(maxArea / (width * height)));
}
