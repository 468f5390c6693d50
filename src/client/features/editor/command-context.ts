// What tools and actions act through (tldraw's `editor`, excalidraw's action context): the
// capabilities, the document, the interface state, the viewport. Built by the canvas shell on
// every render; handlers read the latest one through a ref.
import type { ReactFlowInstance } from '@xyflow/react';
import type { CanvasCapabilities } from '#shared/canvas/capabilities.ts';
import type { CanvasContent, Drawing, Position } from '#shared/canvas/content.ts';
import type { Clipboard, Removal } from '#shared/canvas/rules.ts';
import type { DocActions } from './doc-binding.ts';
import type { SetUi, UiState } from './editor-state.ts';
import type { FunnelEdgeType } from './nodes/funnel-edge.tsx';
import type { EditorNode } from './nodes/nodes.tsx';

export const GRID = 20;

export interface EditorCtx {
  caps: CanvasCapabilities;
  phone: boolean;
  author: { name: string; kind: Drawing['author'] };
  rf: ReactFlowInstance<EditorNode, FunnelEdgeType>;
  /** The latest document content. */
  content: () => CanvasContent;
  doc: DocActions;
  ui: UiState;
  setUi: SetUi;
  setNodes: React.Dispatch<React.SetStateAction<EditorNode[]>>;
  setEdges: React.Dispatch<React.SetStateAction<FunnelEdgeType[]>>;
  undo: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  /** The in-editor clipboard and how many times it was pasted (each paste shifts further). */
  clipboard: { current: Clipboard | null; pasteCount: number };
  /** Select these ids once the document change that creates them renders. */
  selectAfterWrite: (ids: Iterable<string>) => void;
  /** Deletes what a document rule decided, in one undoable step. */
  remove: (r: Removal) => void;
  /** Screen point to flow point. */
  flowPoint: (p: { clientX: number; clientY: number }) => Position;
  viewport: { centre: () => Position; zoomBy: (dir: 1 | -1 | 0) => void; fit: () => void };
  /** `freeSpace`: click to add, placed in the free slot nearest to `centre` (shared/canvas/placement.ts). */
  addComponentAt: (type: string, centre: Position, opts?: { freeSpace?: boolean }) => void;
  /** False when the rule refuses it (a loop, a duplicate). */
  connect: (from: string, to: string) => boolean;
  openThread: (id: string) => void;
  setLiveDrawing: (d: Drawing | null) => void;
}
