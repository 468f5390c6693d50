// Who may do what on a canvas (docs/product.md; D5, D7), in one
// place: the editor picks its tools and actions from here, and the live socket's grant
// (server/collab/authorize.ts) reads `socket` from here, so the two cannot disagree.
import { type AgencyActor, can } from '../permissions.ts';

export const CANVAS_TOOL_IDS = ['components', 'draw', 'text', 'comments', 'pan', 'delete'] as const;
export type CanvasToolId = (typeof CANVAS_TOOL_IDS)[number];

export const CANVAS_ACTION_IDS = [
  'undo',
  'redo',
  'copy',
  'paste',
  'duplicate',
  'selectAll',
  'delete',
  'cancel',
  'zoomIn',
  'zoomOut',
  'zoomReset',
  'zoomFit',
] as const;
export type CanvasActionId = (typeof CANVAS_ACTION_IDS)[number];

/** The agency member (role and plan decide), a portal client (its plan decides drawing, D5), a public reviewer. */
export type CanvasPrincipal = { kind: 'agency'; actor: AgencyActor } | { kind: 'client'; canDraw: boolean } | { kind: 'public' };
export type CanvasDevice = 'desktop' | 'phone';

/**
 * agency: everything. client (portal): comments, own drawings, on a local document built from the
 * published version (no socket). public (review link): comments,
 * sent by the page through its API (D6). readonly: pan and zoom, and comments for a member who may
 * write (the agency on a phone).
 */
export type EditorMode = 'agency' | 'client' | 'public' | 'readonly';

export interface CanvasCapabilities {
  mode: EditorMode;
  tools: readonly CanvasToolId[];
  actions: readonly CanvasActionId[];
  /** Add, move, delete components, text and connections. */
  editStructure: boolean;
  /** Writes the document itself (drawings, comments, undo); public comments go through the page. */
  writesDoc: boolean;
  /** Histórico de Comentários is offered. */
  threads: boolean;
  /** New comments and replies from the canvas and the panel. */
  addComments: boolean;
  /** Resolve and reopen threads (PATCH .../comments/:id). */
  resolveComments: boolean;
  /** The live socket (D19): read-write, read-only (its writes go through REST) or none at all. */
  socket: 'read-write' | 'read-only' | 'none';
}

const VIEW_ACTIONS: CanvasActionId[] = ['cancel', 'zoomIn', 'zoomOut', 'zoomReset', 'zoomFit'];
const ALL_TOOLS: CanvasToolId[] = [...CANVAS_TOOL_IDS];

/** The socket's decision depends on the principal only: the server never knows the device. */
export function socketAccess(p: CanvasPrincipal): CanvasCapabilities['socket'] {
  if (p.kind === 'agency') return can(p.actor, 'canvases:write') ? 'read-write' : 'read-only';
  // The live document is the agency's draft: a client sees the published version through REST
  // (decision 008), and its writes (comments, own drawings) go through REST too.
  return 'none';
}

export function capabilitiesFor(p: CanvasPrincipal, device: CanvasDevice): CanvasCapabilities {
  const socket = socketAccess(p);
  if (p.kind === 'agency') {
    const writes = socket === 'read-write';
    // On a phone the agency does not draw, but it reads, comments on, answers and resolves threads.
    if (!writes || device === 'phone')
      return {
        mode: 'readonly',
        tools: writes ? ['comments'] : [],
        actions: VIEW_ACTIONS,
        editStructure: false,
        writesDoc: false,
        threads: true,
        addComments: writes,
        resolveComments: writes,
        socket,
      };
    return {
      mode: 'agency',
      tools: ALL_TOOLS,
      actions: [...CANVAS_ACTION_IDS],
      editStructure: true,
      writesDoc: true,
      threads: true,
      addComments: true,
      resolveComments: true,
      socket,
    };
  }
  // Reviewing (comments, drawing, decisions) is what a client does on a phone too: same tools.
  if (p.kind === 'client')
    return {
      mode: 'client',
      tools: p.canDraw ? ['comments', 'draw', 'pan'] : ['comments', 'pan'],
      actions: ['undo', 'redo', 'delete', ...VIEW_ACTIONS],
      editStructure: false,
      writesDoc: true,
      threads: true,
      addComments: true,
      resolveComments: false,
      socket,
    };
  return {
    mode: 'public',
    tools: ['comments', 'pan'],
    actions: VIEW_ACTIONS,
    editStructure: false,
    writesDoc: false,
    threads: true,
    addComments: true,
    resolveComments: false,
    socket,
  };
}
