// Where "click to add" puts a new component (decision 008): centred on the point asked for (the
// centre of the view) when that space is free, else in the free slot nearest to it, so new
// components never land on top of each other. Free means no overlap, with a margin of
// PLACEMENT_GAP, with any existing component's box (catalogue size), inside the canvas surface.
import { componentSize } from './catalogue.ts';
import { CANVAS } from './constants.ts';
import type { Position } from './content.ts';

export const PLACEMENT_GAP = 20;
/** Candidate spacing, and how far from the point the search goes before giving up. */
const STEP = 20;
const MAX_RADIUS = 4000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedComponent {
  type: string;
  position: Position;
}

function overlaps(a: Box, b: Box, gap: number): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

function clampToSurface(p: Position, width: number, height: number): Position {
  return { x: Math.min(CANVAS.width - width, Math.max(0, p.x)), y: Math.min(CANVAS.height - height, Math.max(0, p.y)) };
}

const snap = (v: number, grid: number) => (grid > 0 ? Math.round(v / grid) * grid : v);

let offsets: { dx: number; dy: number }[] | null = null;
/** Every candidate offset within MAX_RADIUS, nearest first (ties in a fixed order: deterministic). */
function candidateOffsets(): { dx: number; dy: number }[] {
  if (offsets) return offsets;
  const n = Math.floor(MAX_RADIUS / STEP);
  const out: { dx: number; dy: number; d: number }[] = [];
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const d = i * i + j * j;
      if (d <= n * n) out.push({ dx: i * STEP, dy: j * STEP, d });
    }
  }
  out.sort((a, b) => a.d - b.d || a.dy - b.dy || a.dx - b.dx);
  offsets = out.map(({ dx, dy }) => ({ dx, dy }));
  return offsets;
}

/**
 * Top-left position for a new component of `type` whose centre should be `centre`: that spot
 * when free, else the free one nearest to it (snapped to `grid` when given). When nothing is
 * free within MAX_RADIUS, the centred spot (the old behaviour) rather than nothing.
 */
export function freeSlotNear(type: string, centre: Position, existing: readonly PlacedComponent[], opts: { grid?: number; gap?: number } = {}): Position {
  const grid = opts.grid ?? 0;
  const gap = opts.gap ?? PLACEMENT_GAP;
  const { width, height } = componentSize(type);
  const boxes: Box[] = existing
    .filter((c) => Number.isFinite(c.position?.x) && Number.isFinite(c.position?.y))
    .map((c) => ({ ...componentSize(c.type), x: c.position.x, y: c.position.y }));
  const at = (dx: number, dy: number) => clampToSurface({ x: snap(centre.x - width / 2 + dx, grid), y: snap(centre.y - height / 2 + dy, grid) }, width, height);
  // Only boxes that could be reached matter: keeps each check short on a large funnel.
  const reach = MAX_RADIUS + Math.max(width, height) + gap;
  const near = boxes.filter((b) => Math.abs(b.x + b.width / 2 - centre.x) < reach + b.width && Math.abs(b.y + b.height / 2 - centre.y) < reach + b.height);
  for (const { dx, dy } of candidateOffsets()) {
    const p = at(dx, dy);
    const box = { x: p.x, y: p.y, width, height };
    if (!near.some((b) => overlaps(box, b, gap))) return p;
  }
  return at(0, 0);
}

/** Room left between a clicked component and the one it follows: an arrow fits between them. */
export const CLICK_SPACING = 80;

const snapUp = (v: number, grid: number) => (grid > 0 ? Math.ceil(v / grid) * grid : v);

/**
 * Top-left for a component added by a click: to the right of the last component (the list's
 * last, the one added most recently), centred on its middle line, CLICK_SPACING apart and on the
 * grid when given; past any component in the way, further right. The first component of a funnel
 * goes at `centre` (the view's centre). A funnel already reaching the surface's right edge falls
 * back to the free slot nearest to `centre`.
 */
export function besideLast(type: string, centre: Position, existing: readonly PlacedComponent[], opts: { grid?: number; gap?: number } = {}): Position {
  const placed = existing.filter((c) => Number.isFinite(c.position?.x) && Number.isFinite(c.position?.y));
  const last = placed.at(-1);
  if (!last) return freeSlotNear(type, centre, placed, opts);
  const grid = opts.grid ?? 0;
  const gap = opts.gap ?? PLACEMENT_GAP;
  const { width, height } = componentSize(type);
  const before = componentSize(last.type);
  const boxes: Box[] = placed.map((c) => ({ ...componentSize(c.type), x: c.position.x, y: c.position.y }));
  const y = Math.min(CANVAS.height - height, Math.max(0, snap(last.position.y + before.height / 2 - height / 2, grid)));
  let x = snapUp(last.position.x + before.width + CLICK_SPACING, grid);
  while (x + width <= CANVAS.width) {
    const box = { x, y, width, height };
    const hit = boxes.find((b) => overlaps(box, b, gap));
    if (!hit) return { x, y };
    x = snapUp(hit.x + hit.width + CLICK_SPACING, grid);
  }
  return freeSlotNear(type, centre, placed, opts);
}
