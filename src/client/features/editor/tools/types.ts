// A tool (tldraw's StateNode, reduced to what this editor needs): what it is called, its key, its
// cursor and what a click on a node, an edge, the pane or a drawing does while it is active.
// The canvas shell dispatches React Flow's events to the active tool and knows no tool by name.
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { CanvasCapabilities } from '#shared/canvas/capabilities.ts';
import type { Drawing } from '#shared/canvas/content.ts';
import type { EditorCtx } from '../command-context.ts';
import type { FunnelEdgeType } from '../nodes/funnel-edge.tsx';
import type { ToolId } from '../nodes/node-api.ts';
import type { EditorNode } from '../nodes/nodes.tsx';

/** The toolbar's tools, plus the two that are not buttons: select (no tool chosen) and connect (after Conectar). */
export type ToolKey = ToolId | 'select' | 'connect';

export interface ToolDef {
  id: ToolKey;
  /** The toolbar label, word for word (docs/product.md). Empty for tools without a button. */
  label: string;
  icon: LucideIcon | null;
  /** One letter, no modifier (shown as "Label (K)"). */
  shortcut: string | null;
  /** CSS cursors while active, by target. */
  cursor: { pane?: string; node?: string; edge?: string; component?: string };
  /** The active button turns red instead of orange (Deletar Componentes). */
  danger?: boolean;
  /** The status line over the canvas while active. */
  hint?: (phone: boolean) => string | null;
  /** The tooltip of an own drawing that reacts to clicks. */
  drawingHint?: string;
  /** What React Flow allows while active. */
  flow: { panOnDrag: boolean; selectable: boolean; dragsNodes: boolean; connectsByHandle: boolean };
  /** Own drawings react to clicks (select them, or delete them with the delete tool). */
  drawingsInteractive: (caps: CanvasCapabilities) => boolean;
  /** Shown on activation and while active (e.g. Comentários opens Histórico de Comentários). */
  onEnter?: (ctx: EditorCtx) => void;
  /** Return true when handled; otherwise the select tool's behaviour applies. */
  onNodeClick?: (ctx: EditorCtx, e: React.MouseEvent, node: EditorNode) => boolean;
  onEdgeClick?: (ctx: EditorCtx, edge: FunnelEdgeType) => void;
  onPaneClick?: (ctx: EditorCtx, e: React.MouseEvent) => void;
  onDrawingClick?: (ctx: EditorCtx, d: Drawing) => void;
  /** Side panel while active (Componentes). */
  Panel?: ComponentType<{ ctx: EditorCtx }>;
  /** Layer over the canvas while active (the drawing surface). */
  Overlay?: ComponentType<{ ctx: EditorCtx }>;
}

export function defineTool(t: ToolDef): ToolDef {
  return t;
}
