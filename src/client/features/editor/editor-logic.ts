// Pure editor logic (no React): zoom maths, connection styles, link validation, placement. Unit tested in editor-logic.test.ts.
import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';
import { componentSize } from '#shared/canvas/catalogue.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { ConnectionStyle, Position } from '#shared/canvas/content.ts';

// Ids and the copy/paste/connection rules live in #shared/canvas (one place for document rules).
export { newId } from '#shared/canvas/ids.ts';
export {
  type Clipboard,
  canConnect,
  copySelection,
  DEFAULT_CONNECTION_STYLE,
  isClipboardEmpty,
  newConnection,
  pasteClipboard,
} from '#shared/canvas/rules.ts';

// ---------- zoom (docs/product.md) ----------

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export function clampZoom(z: number): number {
  return Math.min(CANVAS.zoomMax, Math.max(CANVAS.zoomMin, Math.round(z * 1000) / 1000));
}

/** Buttons: step 0.2 (20%). */
export function stepZoom(zoom: number, dir: 1 | -1): number {
  return clampZoom(zoom + dir * CANVAS.zoomButtonStep);
}

/** Wheel: factor 1.1 in (wheel up), 0.9 out (wheel down). */
export function wheelZoomFactor(deltaY: number): number {
  return deltaY < 0 ? CANVAS.wheelIn : CANVAS.wheelOut;
}

/** New viewport with `zoom`, keeping the screen point `p` (relative to the pane) over the same flow point. */
export function zoomAround(v: Viewport, p: { x: number; y: number }, zoom: number): Viewport {
  const z = clampZoom(zoom);
  const ratio = z / v.zoom;
  return { x: p.x - (p.x - v.x) * ratio, y: p.y - (p.y - v.y) * ratio, zoom: z };
}

export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

// ---------- connections (docs/product.md) ----------

export function toggleStyle(style: ConnectionStyle, what: 'dashed' | 'organic' | 'endType'): ConnectionStyle {
  if (what === 'endType') return { ...style, endType: style.endType === 'arrow' ? 'dot' : 'arrow' };
  return { ...style, [what]: !style[what] };
}

// ---------- placement ----------

/** Position (top-left) for a component of `type` dropped with its centre at `p`, kept inside the surface. */
export function dropPosition(type: string, p: Position, grid = 0): Position {
  const { width, height } = componentSize(type);
  let x = p.x - width / 2;
  let y = p.y - height / 2;
  if (grid > 0) {
    x = Math.round(x / grid) * grid;
    y = Math.round(y / grid) * grid;
  }
  return { x: Math.min(CANVAS.width - width, Math.max(0, x)), y: Math.min(CANVAS.height - height, Math.max(0, y)) };
}

/** The canvas surface (docs/product.md): [[0,0],[20000,15000]], centre (origin) 10000,7500. */
export const SURFACE_EXTENT: [[number, number], [number, number]] = [
  [0, 0],
  [CANVAS.width, CANVAS.height],
];

/**
 * The viewport a canvas's first render starts at, in a pane of w x h: where fitView (with `fit`)
 * will land, or the origin at 100 % for an empty canvas. React Flow fits only once the nodes are
 * measured, after a first render; starting elsewhere made a big funnel mount the components in
 * view at 100 %, then a second set once fitted (decision 011).
 */
export function openingViewport(nodes: Node[], w: number, h: number, fit: { padding: number; maxZoom: number; minZoom?: number }): Viewport {
  if (!nodes.length) return centreOn({ x: CANVAS.originX, y: CANVAS.originY }, w, h, 1);
  return getViewportForBounds(getNodesBounds(nodes), w, h, fit.minZoom ?? CANVAS.zoomMin, fit.maxZoom, fit.padding);
}

/** Viewport that puts flow point `p` in the centre of a pane of size w x h at `zoom`. */
export function centreOn(p: Position, w: number, h: number, zoom = 1): Viewport {
  return { x: w / 2 - p.x * zoom, y: h / 2 - p.y * zoom, zoom };
}
