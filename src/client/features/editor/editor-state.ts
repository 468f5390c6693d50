// The editor's interface state (which tool, what is being connected, which dialog is open...),
// one object instead of a dozen useState, so tools and actions read and change it the same way.
import { useCallback, useState } from 'react';
import type { Position } from '#shared/canvas/content.ts';
import type { ToolId } from './nodes/node-api.ts';

/** Where the next comment goes: a flow position, or one relative to the component it is pinned to. */
export type CommentTarget = { position: Position; componentId?: string; title?: string };

export interface UiState {
  /** null: the select tool. */
  tool: ToolId | null;
  /** The component a Conectar started from (the connect tool is active while set). */
  connectingFrom: string | null;
  editingTextId: string | null;
  snap: boolean;
  showComments: boolean;
  selectedDrawing: string | null;
  commentAt: CommentTarget | null;
  activeComment: string | null;
  linkFor: string | null;
  descFor: string | null;
}

export const INITIAL_UI: UiState = {
  tool: null,
  connectingFrom: null,
  editingTextId: null,
  snap: true,
  showComments: false,
  selectedDrawing: null,
  commentAt: null,
  activeComment: null,
  linkFor: null,
  descFor: null,
};

export type UiPatch = Partial<UiState> | ((s: UiState) => Partial<UiState>);
export type SetUi = (patch: UiPatch) => void;

export function useUiState(): [UiState, SetUi] {
  const [ui, setState] = useState<UiState>(INITIAL_UI);
  const set = useCallback<SetUi>((patch) => {
    setState((s) => {
      const p = typeof patch === 'function' ? patch(s) : patch;
      for (const k of Object.keys(p) as (keyof UiState)[]) if (p[k] !== s[k]) return { ...s, ...p };
      return s;
    });
  }, []);
  return [ui, set];
}

/** Choosing a tool: the same button again goes back to select; any choice ends a Conectar. */
export function chooseTool(t: ToolId | null): (s: UiState) => Partial<UiState> {
  return (s) => ({ tool: s.tool === t ? null : t, connectingFrom: null, selectedDrawing: null });
}
