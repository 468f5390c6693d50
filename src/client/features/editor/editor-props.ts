// What a page gives the canvas editor (canvas-editor.tsx): the document, who edits it, and the
// page's own parts of the chrome (actions, badges, the comment calls its API makes).

import type { ReactNode } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { CanvasPrincipal } from '#shared/canvas/capabilities.ts';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import type { PresentationDecision } from '../presentation/types.ts';

export interface CanvasEditorProps {
  doc: Y.Doc;
  /** Who is editing: capabilitiesFor decides the tools, the actions and what is read-only. */
  principal: CanvasPrincipal;
  title: string;
  /** Inline rename (agency). Resolve false to revert the field. Absent: the name is read-only. */
  onRename?: (title: string) => Promise<boolean>;
  status: string;
  /** Back button target: /dashboard?tab=funnels (agency) or /client-dashboard (client); absent: no back button. */
  backHref?: string;
  /**
   * Top bar actions (agency: Publicar and Salvar; client: Voltar como Ajuste and Aprovar Funil).
   * On a phone, in client and public mode, they sit in the bottom dock, one column each.
   */
  actions?: ReactNode;
  /** Top bar buttons kept there at every width, never moved to the phone dock (Exportar). */
  barActions?: ReactNode;
  /** Save state text shown next to the actions. */
  saveIndicator?: ReactNode;
  /** Top bar slot for the due-date picker. */
  dueDate?: ReactNode;
  author: { name: string; kind: 'agency' | 'client' };
  /** Told when a drag starts and ends (autosave waits 3 s while dragging). */
  onDraggingChange?: (dragging: boolean) => void;
  /** Extra presence UI for the top bar. */
  presence?: ReactNode;
  /** Awareness of the live provider (D19): shows who is here and their cursors, shares ours. */
  awareness?: Awareness | null;
  /** Agency: resolve or reopen a comment (PATCH .../comments/:commentId). */
  onResolveComment?: (c: CanvasComment, resolved: boolean) => Promise<void> | void;
  /** Stores a new comment or reply itself (public page: its API). Absent: written into the document. */
  onAddComment?: (c: CanvasComment) => Promise<void> | void;
  /** Which comments the panel offers to delete (with their replies), from the document. */
  canDeleteComment?: (c: CanvasComment) => boolean;
  /** Deletes a comment itself (the agency: confirmation, then its API). Absent: from the document. */
  onDeleteComment?: (c: CanvasComment) => void;
  /** Shown over the canvas area (e.g. the changes banner), between the top bar and the phone dock. */
  canvasOverlay?: ReactNode;
  /** The decisions the presentation's last slide offers (portal and public page). */
  presentDecisions?: readonly PresentationDecision[];
  /** The traffic results on screen when Apresentar opens, for each slide (the agency's Resultados mode). */
  presentResults?: () => ResultsAnswer | null;
  /**
   * A map layer of the page's own (the Resultados mode, results/use-results-mode.tsx, on the
   * page's own results call), called as a hook in the editor with its content: the same function,
   * or none, for the editor's life. The page brings its code, so a page without it loads none.
   */
  useLayer?: UseEditorLayer;
}

/** What a page's map layer puts in the editor's chrome. */
export interface EditorLayer {
  /** In the tool bar, after Previsão. */
  toolButton?: ReactNode;
  /** A row under the top bar. */
  bar?: ReactNode;
  /** Over the map (a phone's controls, whose top bar has no room left; hints). */
  overlay?: ReactNode;
}
export type UseEditorLayer = (content: Pick<CanvasContent, 'components' | 'connections'>, hasToolBar: boolean) => EditorLayer;
