// Document rules of the canvas (docs/product.md), written once as pure functions over
// CanvasContent: the editor's tools and actions call them and apply the result to the live
// document, so "a component goes with its connections" cannot differ between two code paths.

import type { ContentKind } from './constants.ts';
import { CANVAS } from './constants.ts';
import type { CanvasComment, CanvasComponent, CanvasConnection, CanvasContent, Drawing, Position, TextElement } from './content.ts';
import { newId } from './ids.ts';

type Contents = Pick<CanvasContent, 'components' | 'connections' | 'textElements'>;

/** Ids to delete, by kind. */
export type Removal = Record<ContentKind, string[]>;

export function emptyRemoval(): Removal {
  return { components: [], connections: [], textElements: [], comments: [], drawings: [] };
}

export function isEmptyRemoval(r: Removal): boolean {
  return Object.values(r).every((ids) => ids.length === 0);
}

/**
 * What deleting `selection` removes: the elements themselves and every connection that touches
 * a removed component (docs/product.md: a component goes with all its connections).
 */
export function removalFor(content: Pick<CanvasContent, 'connections'>, selection: Partial<Removal>): Removal {
  const out = emptyRemoval();
  for (const kind of Object.keys(out) as ContentKind[]) out[kind] = [...new Set(selection[kind] ?? [])];
  const gone = new Set(out.components);
  if (gone.size) {
    const conns = new Set(out.connections);
    for (const c of content.connections) if (gone.has(c.from) || gone.has(c.to)) conns.add(c.id);
    out.connections = [...conns];
  }
  return out;
}

/** A comment goes with its replies. */
export function commentThreadIds(comments: readonly CanvasComment[], id: string): string[] {
  return comments.filter((x) => x.id === id || x.parentId === id).map((x) => x.id);
}

/** Drawings are deleted only by their author side (the client deletes only its own). */
export function canDeleteDrawing(d: Pick<Drawing, 'author'>, by: Drawing['author']): boolean {
  return d.author === by;
}

// ---------- connections ----------

export const DEFAULT_CONNECTION_STYLE = Object.freeze({ dashed: false, organic: true, endType: 'dot' as const });

export function newConnection(from: string, to: string, style: Partial<CanvasConnection['style']> = {}): CanvasConnection {
  return { id: newId('connection'), from, to, style: { ...DEFAULT_CONNECTION_STYLE, ...style } };
}

/** A connection may not loop on itself nor duplicate an existing one in the same direction. */
export function canConnect(connections: readonly CanvasConnection[], from: string, to: string): boolean {
  if (!from || !to || from === to) return false;
  return !connections.some((c) => c.from === from && c.to === to);
}

// ---------- copy / paste / duplicate ----------

export interface Clipboard {
  components: CanvasComponent[];
  connections: CanvasConnection[];
  textElements: TextElement[];
}

/** What a copy of the selection holds: the selected elements and the connections among the selected components. */
export function copySelection(content: { [K in keyof Contents]: readonly Contents[K][number][] }, selectedIds: ReadonlySet<string>): Clipboard {
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

/** Ids of everything a paste made (the editor selects them). */
export function clipboardIds(c: Clipboard): string[] {
  return [...c.components.map((x) => x.id), ...c.connections.map((x) => x.id), ...c.textElements.map((x) => x.id)];
}

/** Duplicate (Ctrl+D): a copy of the selection pasted once, `offset` away. */
export function duplicateSelection(content: Contents, selectedIds: ReadonlySet<string>, offset: Position): Clipboard {
  return pasteClipboard(copySelection(content, selectedIds), offset);
}

// ---------- new elements ----------

/** The paragraph the Texto tool places at `p`. */
export function newTextElement(p: Position): TextElement {
  const d = CANVAS.textDefaults;
  return {
    id: newId('text'),
    type: 'paragraph',
    position: { x: Math.round(p.x), y: Math.round(p.y) },
    content: 'Texto',
    fontSize: d.fontSize,
    fontWeight: d.fontWeight,
    color: d.color,
    width: d.width,
    height: 'auto',
  };
}

/** A finished stroke of the Desenhar tool, in its author's colour. */
export function newDrawing(points: Drawing['points'], author: Drawing['author']): Drawing {
  return { id: newId('drawing'), type: 'brush', points, color: CANVAS.drawingColor[author], strokeWidth: CANVAS.drawingStroke, author };
}
