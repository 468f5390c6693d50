import { createContext, useContext } from 'react';
import type { ConnectionStyle, ContentKind } from '#shared/canvas/content.ts';

/**
 * agency: everything. client (portal): comments, own drawings. public (review link): comments only,
 * written by the page through its API (D6). readonly: pan and zoom (the agency on a phone, issue 4).
 */
export type EditorMode = 'agency' | 'client' | 'public' | 'readonly';
export type ToolId = 'components' | 'draw' | 'text' | 'comments' | 'pan' | 'delete';

/** Spec 02 "Left toolbar": agency gets all six, client only Comentários, Desenhar, Mover Canvas. */
export const TOOLS_BY_MODE: Record<EditorMode, ToolId[]> = {
  agency: ['components', 'draw', 'text', 'comments', 'pan', 'delete'],
  client: ['comments', 'draw', 'pan'],
  public: ['comments', 'pan'],
  readonly: [],
};

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
