import { createContext, useContext } from 'react';
import type { CanvasToolId, EditorMode } from '#shared/canvas/capabilities.ts';
import type { ContentKind } from '#shared/canvas/constants.ts';
import type { ConnectionStyle } from '#shared/canvas/content.ts';

export type { EditorMode } from '#shared/canvas/capabilities.ts';
/** The toolbar's tools; which ones a person gets is capabilitiesFor's answer (#shared/canvas/capabilities.ts). */
export type ToolId = CanvasToolId;

export interface EditorApi {
  mode: EditorMode;
  tool: ToolId | null;
  /** Agency only: add/move/delete components, text and connections. */
  canEditStructure: boolean;
  connectingFrom: string | null;
  editingTextId: string | null;
  setEditingTextId: (id: string | null) => void;
  startConnect: (id: string) => void;
  openLink: (id: string) => void;
  openDescription: (id: string) => void;
  removeElements: (kind: ContentKind, ids: string[]) => void;
  patchElement: (kind: ContentKind, id: string, fields: Record<string, unknown>) => void;
  setConnectionStyle: (id: string, style: ConnectionStyle) => void;
  commentNumber: (id: string) => number;
  /** Element id -> colour of someone else who has it selected (D19 presence). */
  remoteSelection: ReadonlyMap<string, { color: string; name: string }>;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const v = useContext(EditorContext);
  if (!v) throw new Error('useEditor outside CanvasEditor');
  return v;
}
