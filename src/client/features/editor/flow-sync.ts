// Document content -> React Flow nodes and edges, reusing the previous node object when
// its element did not change (the doc store shares unchanged element objects), and keeping
// React Flow's own state (selection, measured size, a drag in progress).
import { Position } from '@xyflow/react';
import { componentSize } from '#shared/canvas/catalogue.ts';
import type { ContentKind } from '#shared/canvas/constants.ts';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import type { FunnelEdgeType } from './nodes/funnel-edge.tsx';
import type { EditorNode } from './nodes/nodes.tsx';

export const KIND_OF_NODE: Record<EditorNode['type'] & string, ContentKind> = { component: 'components', text: 'textElements', comment: 'comments' };

/** Top-level comments (a reply whose parent is gone counts as one): the pins and the threads. */
export function threadsOf(comments: readonly CanvasComment[]): CanvasComment[] {
  const ids = new Set(comments.map((c) => c.id));
  return comments.filter((c) => !c.parentId || !ids.has(c.parentId));
}

// A component's two handles, declared up front: React Flow renders every node it has not yet
// measured (to find its handles), so without them a 1,000-component funnel mounts all 1,000 on
// open and then drops those out of view. Edges are drawn border to border (funnel-edge.tsx),
// so these positions only need to exist; React Flow replaces them with measured ones.
const handlesBySize = new Map<string, NonNullable<EditorNode['handles']>>();
function componentHandles(size: { width: number; height: number }): NonNullable<EditorNode['handles']> {
  const key = `${size.width}x${size.height}`;
  let h = handlesBySize.get(key);
  if (!h) {
    h = [
      { type: 'target', position: Position.Left, x: 0, y: size.height / 2, width: 1, height: 1 },
      { type: 'source', position: Position.Right, x: size.width, y: size.height / 2, width: 1, height: 1 },
    ];
    handlesBySize.set(key, h);
  }
  return h;
}

/** Whether an element's node or edge is selected as `select` wants it (no `select`: as it is). */
const selectionHolds = (select: ReadonlySet<string> | null | undefined, p: { id: string; selected?: boolean }) => !select || !!p.selected === select.has(p.id);

export function buildNodes(prev: readonly EditorNode[], content: CanvasContent, select?: ReadonlySet<string> | null): EditorNode[] {
  const before = new Map(prev.map((n) => [n.id, n]));
  const out: EditorNode[] = [];
  const sel = (id: string, p?: EditorNode) => (select ? select.has(id) : (p?.selected ?? false));
  // React Flow's node is kept as it is (no re-render) while it shows the same element, selected the same.
  const kept = (p: EditorNode, el: unknown) => p.data.el === el && selectionHolds(select, p);
  // A node being dragged stays where React Flow has it.
  const placed = (id: string, position: { x: number; y: number }, p?: EditorNode) => ({
    id,
    position: p?.dragging ? p.position : position,
    selected: sel(id, p),
    dragging: p?.dragging,
  });
  const compPos = new Map<string, { x: number; y: number }>();
  for (const c of content.components) {
    const p = before.get(c.id);
    compPos.set(c.id, p?.dragging ? p.position : c.position);
    if (p && kept(p, c)) {
      out.push(p);
      continue;
    }
    const size = componentSize(c.type);
    out.push({
      ...placed(c.id, c.position, p),
      type: 'component',
      data: { el: c },
      width: size.width,
      height: size.height,
      measured: size,
      handles: componentHandles(size),
    });
  }
  for (const t of content.textElements) {
    const p = before.get(t.id);
    if (p && kept(p, t)) {
      out.push(p);
      continue;
    }
    out.push({
      ...placed(t.id, t.position, p),
      type: 'text',
      data: { el: t },
      width: t.width,
      measured: p?.measured ? { width: t.width, height: p.measured.height } : undefined,
      zIndex: 5,
    });
  }
  // A reply lives in its thread (Histórico de Comentários), not as a second pin on the same spot.
  for (const c of threadsOf(content.comments)) {
    const p = before.get(c.id);
    // A comment pinned to a component keeps its position relative to it.
    const anchor = c.componentId ? compPos.get(c.componentId) : undefined;
    const at = placed(c.id, anchor ? { x: anchor.x + c.position.x, y: anchor.y + c.position.y } : c.position, p);
    if (p && kept(p, c) && p.position.x === at.position.x && p.position.y === at.position.y) {
      out.push(p);
      continue;
    }
    out.push({ ...at, type: 'comment', data: { el: c }, measured: p?.measured, zIndex: 1000 });
  }
  if (out.length === prev.length && out.every((n, i) => n === prev[i])) return prev as EditorNode[];
  return out;
}

export function buildEdges(prev: readonly FunnelEdgeType[], content: CanvasContent, select?: ReadonlySet<string> | null): FunnelEdgeType[] {
  const before = new Map(prev.map((e) => [e.id, e]));
  const ids = new Set(content.components.map((c) => c.id));
  const out: FunnelEdgeType[] = [];
  for (const c of content.connections) {
    if (!ids.has(c.from) || !ids.has(c.to)) continue;
    const p = before.get(c.id);
    if (p && p.data?.style === c.style && p.source === c.from && p.target === c.to && selectionHolds(select, p)) {
      out.push(p);
      continue;
    }
    out.push({
      id: c.id,
      type: 'funnel',
      source: c.from,
      target: c.to,
      data: { style: c.style },
      selected: select ? select.has(c.id) : (p?.selected ?? false),
      zIndex: EDGE_Z,
    });
  }
  if (out.length === prev.length && out.every((e, i) => e === prev[i])) return prev as FunnelEdgeType[];
  return out;
}

/**
 * Connections are drawn above the components (z 0), so one passing behind a third component
 * still shows; below the paragraphs (5) and the comment pins (1000), which sit on top of the map.
 */
export const EDGE_Z = 2;

/** Flow position of a comment written back to the document (relative when pinned to a component). */
export function commentStoredPosition(position: { x: number; y: number }, anchor: { x: number; y: number } | undefined) {
  return anchor ? { x: position.x - anchor.x, y: position.y - anchor.y } : position;
}
