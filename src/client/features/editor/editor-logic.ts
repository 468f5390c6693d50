// Pure editor logic (no React): ids, zoom maths, connection defaults, link validation,
// copy/paste with id remapping. Unit tested in editor-logic.test.ts.
import { componentSize } from '#shared/canvas/catalogue.ts';
import {
  CANVAS,
  type CanvasComponent,
  type CanvasConnection,
  type ConnectionStyle,
  type Position,
  SafeUrlSchema,
  type TextElement,
} from '#shared/canvas/content.ts';

// ---------- ids (spec 02 section 3: component-{timestamp}, connection-{timestamp}) ----------

let lastStamp = 0;
/** A strictly increasing millisecond stamp, so several ids made in one tick stay distinct. */
function stamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}
/** `<prefix>-{timestamp}` plus a short random tail: two editors creating in the same ms never collide (D19). */
export function newId(prefix: 'component' | 'connection' | 'text' | 'comment' | 'drawing'): string {
  return `${prefix}-${stamp()}-${Math.random().toString(36).slice(2, 6)}`;
}

// ---------- zoom (spec 02 sections 5 and 9) ----------

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

// ---------- connections (spec 02 section 3) ----------

export const DEFAULT_CONNECTION_STYLE: ConnectionStyle = Object.freeze({ dashed: false, organic: true, endType: 'dot' as const });

export function newConnection(from: string, to: string, style: Partial<ConnectionStyle> = {}): CanvasConnection {
  return { id: newId('connection'), from, to, style: { ...DEFAULT_CONNECTION_STYLE, ...style } };
}

/** A connection may not loop on itself nor duplicate an existing one in the same direction. */
export function canConnect(connections: readonly CanvasConnection[], from: string, to: string): boolean {
  if (!from || !to || from === to) return false;
  return !connections.some((c) => c.from === from && c.to === to);
}

export function toggleStyle(style: ConnectionStyle, what: 'dashed' | 'organic' | 'endType'): ConnectionStyle {
  if (what === 'endType') return { ...style, endType: style.endType === 'arrow' ? 'dot' : 'arrow' };
  return { ...style, [what]: !style[what] };
}

// ---------- links (D16) ----------

export type LinkResult = { ok: true; link: { url: string; text: string } | null } | { ok: false; error: string };

/** D16: only http/https/mailto; an empty url removes the link. A bare domain gets https://. */
export function validateLink(url: string, text = ''): LinkResult {
  const raw = url.trim();
  if (!raw) return { ok: true, link: null };
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  const parsed = SafeUrlSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Link inválido' };
  return { ok: true, link: { url: parsed.data, text: text.trim().slice(0, 200) } };
}

// ---------- copy / paste ----------

export interface Clipboard {
  components: CanvasComponent[];
  connections: CanvasConnection[];
  textElements: TextElement[];
}

/** What a copy of the selection holds: the selected elements and the connections among the selected components. */
export function copySelection(
  content: { components: readonly CanvasComponent[]; connections: readonly CanvasConnection[]; textElements: readonly TextElement[] },
  selectedIds: ReadonlySet<string>,
): Clipboard {
  const components = content.components.filter((c) => selectedIds.has(c.id));
  const ids = new Set(components.map((c) => c.id));
  return {
    components: structuredClone(components),
    connections: structuredClone(content.connections.filter((c) => ids.has(c.from) && ids.has(c.to))),
    textElements: structuredClone(content.textElements.filter((t) => selectedIds.has(t.id))),
  };
}

/** New elements for a paste: fresh ids, positions shifted by `offset`, connections remapped to the copies. */
export function pasteClipboard(clip: Clipboard, offset: Position): Clipboard {
  const map = new Map<string, string>();
  const move = (p: Position) => ({ x: p.x + offset.x, y: p.y + offset.y });
  const components = clip.components.map((c) => {
    const id = newId('component');
    map.set(c.id, id);
    return { ...structuredClone(c), id, position: move(c.position) };
  });
  const connections = clip.connections
    .filter((c) => map.has(c.from) && map.has(c.to))
    .map((c) => ({ ...structuredClone(c), id: newId('connection'), from: map.get(c.from) as string, to: map.get(c.to) as string }));
  const textElements = clip.textElements.map((t) => ({ ...structuredClone(t), id: newId('text'), position: move(t.position) }));
  return { components, connections, textElements };
}

export function isClipboardEmpty(c: Clipboard | null): boolean {
  return !c || c.components.length + c.textElements.length === 0;
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

/** The canvas surface (spec 02 section 9): [[0,0],[20000,15000]], centre (origin) 10000,7500. */
export const SURFACE_EXTENT: [[number, number], [number, number]] = [
  [0, 0],
  [CANVAS.width, CANVAS.height],
];

/** Viewport that puts flow point `p` in the centre of a pane of size w x h at `zoom`. */
export function centreOn(p: Position, w: number, h: number, zoom = 1): Viewport {
  return { x: w / 2 - p.x * zoom, y: h / 2 - p.y * zoom, zoom };
}
