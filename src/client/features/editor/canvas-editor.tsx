// The canvas editor (spec 02 "Canvas editor", issue 4), reusable in four modes:
// agency (everything), client (Comentários, Desenhar, Mover Canvas only; no structure
// edits, no connection toolbar, deletes only own drawings), public (the review link:
// Comentários and Mover Canvas, comments sent by the page) and readonly (pan and zoom:
// the agency on a phone, which still reads, answers and resolves the threads). State is a Yjs document (D19); React Flow renders components and
// connections; drawings are one SVG layer. On a phone (< 640 px) a client or public reviewer
// keeps reviewing: tap to comment, finger drawing, the tools and the decision buttons in a
// bottom dock, Histórico de Comentários as a bottom sheet. The agency on a phone gets a dock
// with Histórico de Comentários only (decision record 004).
import '@xyflow/react/dist/style.css';
import './editor.css';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  BackgroundVariant,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  type OnConnectEnd,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
} from '@xyflow/react';
import {
  ArrowLeft,
  Grid3x3,
  Hand,
  LayoutGrid,
  Maximize,
  MessageSquare,
  MessagesSquare,
  Minus,
  PencilLine,
  Plus,
  Redo2,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import { Fragment, memo, type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { componentDefOrFallback, getComponentDef } from '#shared/canvas/catalogue.ts';
import {
  CANVAS,
  type CanvasComment,
  type CanvasComponent,
  type ConnectionStyle,
  type ContentKind,
  type Drawing,
  type Position,
} from '#shared/canvas/content.ts';
import { kindMap } from '#shared/canvas/doc.ts';
import { type FunnelStatus, normalizeStatus, STATUS_META } from '#shared/funnel-status.ts';
import { colorFor, createCursorReporter, setLocalCursor, setLocalSelection, setLocalUser, useRemoteUsers } from '../../collab/presence.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip.tsx';
import { CommentsPanel } from './comments-panel.tsx';
import { CommentDialog, DescriptionDialog, LinkDialog } from './dialogs.tsx';
import { DrawCapture, DrawingLayer } from './drawing-layer.tsx';
import { type EditorApi, EditorContext, type EditorMode, TOOLS_BY_MODE, type ToolId } from './editor-context.ts';
import {
  type Clipboard,
  canConnect,
  centreOn,
  copySelection,
  dropPosition,
  isClipboardEmpty,
  newConnection,
  newId,
  pasteClipboard,
  SURFACE_EXTENT,
  stepZoom,
  wheelZoomFactor,
  zoomAround,
  zoomPercent,
} from './editor-logic.ts';
import { buildEdges, buildNodes, commentStoredPosition, KIND_OF_NODE, threadsOf } from './flow-sync.ts';
import { EdgeMarkers, edgeTypes, type FunnelEdgeType } from './funnel-edge.tsx';
import { type EditorNode, nodeTypes } from './nodes.tsx';
import { ComponentsPanel, DND_MIME } from './panels.tsx';
import { PresenceAvatars, RemoteCursors } from './presence-layer.tsx';
import { makeDocActions, useDocContent, useUndoManager, useUndoState } from './use-canvas-doc.ts';
import { usePhone } from './use-media.ts';

export interface CanvasEditorProps {
  doc: Y.Doc;
  mode: EditorMode;
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
  /** Save state text shown next to the actions. */
  saveIndicator?: ReactNode;
  /** Override the tool set of the mode. */
  tools?: ToolId[];
  author: { name: string; kind: 'agency' | 'client' };
  /** Told when a drag starts and ends (autosave waits 3 s while dragging). */
  onDraggingChange?: (dragging: boolean) => void;
  /** Extra presence UI for the top bar. */
  presence?: ReactNode;
  /** Awareness of the live provider (D19): shows who is here and their cursors, shares ours. */
  awareness?: Awareness | null;
  /** Agency: resolve or reopen a comment (PATCH .../comments/:commentId; issue 5). */
  onResolveComment?: (c: CanvasComment, resolved: boolean) => Promise<void> | void;
  /** Stores a new comment or reply itself (public page: its API). Absent: written into the document. */
  onAddComment?: (c: CanvasComment) => Promise<void> | void;
  /** Which comments the panel offers to delete (with their replies), from the document. */
  canDeleteComment?: (c: CanvasComment) => boolean;
  /** Shown over the canvas area (e.g. the changes banner), between the top bar and the phone dock. */
  canvasOverlay?: ReactNode;
}

/** Where the next comment goes: a flow position, or one relative to the component it is pinned to. */
type CommentTarget = { position: Position; componentId?: string; title?: string };

const GRID = 20;

const TOOL_META: Record<ToolId, { label: string; key: string; icon: typeof Hand }> = {
  components: { label: 'Componentes', key: 'C', icon: LayoutGrid },
  draw: { label: 'Desenhar', key: 'D', icon: PencilLine },
  text: { label: 'Texto', key: 'T', icon: Type },
  comments: { label: 'Comentários', key: 'M', icon: MessageSquare },
  pan: { label: 'Mover Canvas', key: 'H', icon: Hand },
  delete: { label: 'Deletar Componentes', key: 'X', icon: Trash2 },
};

export function CanvasEditor(props: CanvasEditorProps) {
  return (
    <ReactFlowProvider>
      <TooltipProvider delayDuration={300}>
        <EditorInner {...props} />
      </TooltipProvider>
    </ReactFlowProvider>
  );
}

function isTypingTarget(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el?.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

function EditorInner({
  doc,
  mode: requestedMode,
  title,
  onRename,
  status,
  backHref,
  actions,
  saveIndicator,
  tools,
  author,
  onDraggingChange,
  presence,
  awareness,
  onResolveComment,
  onAddComment,
  canDeleteComment,
  canvasOverlay,
}: CanvasEditorProps) {
  const phone = usePhone();
  // Issue 4: the agency only views on a phone; reviewing (comments, drawing, decisions) is what a
  // client does on one, so client and public keep their tools there.
  const mode: EditorMode = phone && requestedMode === 'agency' ? 'readonly' : requestedMode;
  const canEditStructure = mode === 'agency';
  /** Edits the document itself (drawings, undo); public comments go through the page. */
  const writesDoc = mode === 'agency' || mode === 'client';
  const toolList = mode === 'readonly' ? TOOLS_BY_MODE.readonly : (tools ?? TOOLS_BY_MODE[mode]);
  // The agency acts on feedback from a phone too: the canvas stays view-only, the threads do not
  // (reply and resolve, as on a computer; every agency role holds canvases:write, D7).
  const agencyOnPhone = mode === 'readonly' && requestedMode === 'agency';
  const threadsAvailable = mode !== 'readonly' || agencyOnPhone;
  const rf = useReactFlow<EditorNode, FunnelEdgeType>();
  const content = useDocContent(doc);
  const undo = useUndoManager(doc);
  const { canUndo, canRedo } = useUndoState(undo);
  const actionsApi = useMemo(() => makeDocActions(doc, undo), [doc, undo]);
  const contentRef = useRef(content);
  contentRef.current = content;

  const [tool, setToolState] = useState<ToolId | null>(null);
  const [connectingFrom, setConnectingFrom] = useState<string | null>(null);
  const [editingTextId, setEditingTextId] = useState<string | null>(null);
  const [snap, setSnap] = useState(true);
  const [showComments, setShowComments] = useState(false);
  const [liveDrawing, setLiveDrawing] = useState<Drawing | null>(null);
  const [selectedDrawing, setSelectedDrawing] = useState<string | null>(null);
  const [commentAt, setCommentAt] = useState<CommentTarget | null>(null);
  const [activeComment, setActiveComment] = useState<string | null>(null);
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const [descFor, setDescFor] = useState<string | null>(null);
  const clipboard = useRef<Clipboard | null>(null);
  const pasteCount = useRef(0);
  const pendingSelect = useRef<Set<string> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  // ---- document -> nodes/edges ----
  const [nodes, setNodes] = useState<EditorNode[]>(() => buildNodes([], content));
  const [edges, setEdges] = useState<FunnelEdgeType[]>(() => buildEdges([], content));
  // Fit the funnel on open only; an empty canvas opens centred on the origin (10000,7500).
  const [initialFit] = useState(() => content.components.length + content.textElements.length + content.comments.length > 0);
  useLayoutEffect(() => {
    const sel = pendingSelect.current;
    pendingSelect.current = null;
    setNodes((prev) => buildNodes(prev, content, sel));
    setEdges((prev) => buildEdges(prev, content, sel));
  }, [content]);

  // ---- presence (D19) ----
  const remoteUsers = useRemoteUsers(awareness ?? null);
  const reporter = useRef<ReturnType<typeof createCursorReporter> | null>(null);
  useEffect(() => {
    if (!awareness) return;
    setLocalUser(awareness, { name: author.name, color: colorFor(`${author.kind}:${author.name}`), kind: author.kind });
    const rep = createCursorReporter(awareness);
    reporter.current = rep;
    return () => {
      rep.dispose();
      reporter.current = null;
      setLocalCursor(awareness, null);
    };
  }, [awareness, author.kind, author.name]);
  const selectedKey = useMemo(
    () =>
      nodes
        .filter((n) => n.selected)
        .map((n) => n.id)
        .join(','),
    [nodes],
  );
  useEffect(() => {
    if (awareness) setLocalSelection(awareness, selectedKey ? selectedKey.split(',') : []);
  }, [awareness, selectedKey]);
  const onPointerMove = useCallback(
    (e: React.PointerEvent) => {
      reporter.current?.move(rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }, { snapToGrid: false }));
    },
    [rf],
  );
  const onPointerLeave = useCallback(() => reporter.current?.move(null), []);

  const setTool = useCallback((t: ToolId | null) => {
    setToolState((cur) => (cur === t ? null : t));
    setConnectingFrom(null);
    setSelectedDrawing(null);
  }, []);
  useEffect(() => {
    // On a phone the sheet would cover the canvas to tap on: it opens from the dock instead.
    if (tool === 'comments' && !phone) setShowComments(true);
  }, [tool, phone]);

  // ---- operations ----
  const removeElements = useCallback(
    (kind: ContentKind, ids: string[]) => {
      if (!ids.length) return;
      if (kind === 'components') {
        // A component goes with all its connections (spec 02 section 4).
        const gone = new Set(ids);
        const conns = contentRef.current.connections.filter((c) => gone.has(c.from) || gone.has(c.to)).map((c) => c.id);
        actionsApi.transact(() => {
          for (const id of conns) kindMap(doc, 'connections').delete(id);
          for (const id of ids) kindMap(doc, 'components').delete(id);
        });
      } else actionsApi.remove(kind, ids);
    },
    [actionsApi, doc],
  );

  const createConnection = useCallback(
    (from: string, to: string) => {
      if (!canConnect(contentRef.current.connections, from, to)) return false;
      const c = newConnection(from, to);
      actionsApi.set('connections', c);
      return true;
    },
    [actionsApi],
  );

  const addComponentAt = useCallback(
    (type: string, centre: Position) => {
      const def = getComponentDef(type);
      if (!def) return;
      const el: CanvasComponent = {
        id: newId('component'),
        type,
        position: dropPosition(type, centre, snap ? GRID : 0),
        data: { title: def.title, description: '' },
      };
      pendingSelect.current = new Set([el.id]);
      actionsApi.set('components', el);
    },
    [actionsApi, snap],
  );

  const viewportCentre = useCallback((): Position => {
    const r = wrapper.current?.getBoundingClientRect();
    if (!r) return { x: CANVAS.originX, y: CANVAS.originY };
    return rf.screenToFlowPosition({ x: r.left + r.width / 2, y: r.top + r.height / 2 }, { snapToGrid: false });
  }, [rf]);

  const selectedIds = useCallback(() => {
    const s = new Set<string>();
    for (const n of rf.getNodes()) if (n.selected) s.add(n.id);
    return s;
  }, [rf]);

  const copy = useCallback(() => {
    const clip = copySelection(contentRef.current, selectedIds());
    if (!isClipboardEmpty(clip)) {
      clipboard.current = clip;
      pasteCount.current = 0;
    }
    return clip;
  }, [selectedIds]);

  const paste = useCallback(
    (clip: Clipboard | null = clipboard.current) => {
      if (!clip || isClipboardEmpty(clip)) return;
      pasteCount.current += 1;
      const off = GRID * 2 * pasteCount.current;
      const made = pasteClipboard(clip, { x: off, y: off });
      pendingSelect.current = new Set([...made.components.map((c) => c.id), ...made.connections.map((c) => c.id), ...made.textElements.map((t) => t.id)]);
      actionsApi.setMany([
        ...made.components.map((el) => ({ kind: 'components' as const, el })),
        ...made.textElements.map((el) => ({ kind: 'textElements' as const, el })),
        ...made.connections.map((el) => ({ kind: 'connections' as const, el })),
      ]);
    },
    [actionsApi],
  );

  const deleteSelection = useCallback(() => {
    if (selectedDrawing) {
      const d = contentRef.current.drawings.find((x) => x.id === selectedDrawing);
      if (d && d.author === author.kind && writesDoc) actionsApi.remove('drawings', [d.id]);
      setSelectedDrawing(null);
      return;
    }
    if (!canEditStructure) return;
    const byKind: Record<string, string[]> = { components: [], textElements: [], comments: [] };
    for (const n of rf.getNodes()) if (n.selected && n.type) byKind[KIND_OF_NODE[n.type]].push(n.id);
    const edgeIds = rf
      .getEdges()
      .filter((e) => e.selected)
      .map((e) => e.id);
    const gone = new Set(byKind.components);
    const conns = new Set([...edgeIds, ...contentRef.current.connections.filter((c) => gone.has(c.from) || gone.has(c.to)).map((c) => c.id)]);
    if (!gone.size && !conns.size && !byKind.textElements.length && !byKind.comments.length) return;
    actionsApi.transact(() => {
      for (const id of conns) kindMap(doc, 'connections').delete(id);
      for (const k of ['components', 'textElements', 'comments'] as const) for (const id of byKind[k]) kindMap(doc, k).delete(id);
    });
  }, [actionsApi, author.kind, canEditStructure, doc, rf, selectedDrawing, writesDoc]);

  const fitToScreen = useCallback(() => {
    if (rf.getNodes().length) void rf.fitView({ padding: 0.2, maxZoom: 1, duration: 250 });
    else {
      const r = wrapper.current?.getBoundingClientRect();
      void rf.setViewport(centreOn({ x: CANVAS.originX, y: CANVAS.originY }, r?.width ?? 800, r?.height ?? 600, 1), { duration: 250 });
    }
  }, [rf]);

  const zoomBy = useCallback(
    (dir: 1 | -1 | 0) => {
      const v = rf.getViewport();
      const r = wrapper.current?.getBoundingClientRect();
      const centre = { x: (r?.width ?? 800) / 2, y: (r?.height ?? 600) / 2 };
      const z = dir === 0 ? 1 : stepZoom(v.zoom, dir);
      void rf.setViewport(zoomAround(v, centre, z), { duration: 150 });
    },
    [rf],
  );

  // ---- wheel zoom: factor 1.1 / 0.9 per notch (spec 02 section 5), around the pointer ----
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    let acc = 0;
    const onWheel = (e: WheelEvent) => {
      if ((e.target as HTMLElement).closest?.('.nowheel, [role=dialog], aside')) return;
      e.preventDefault();
      // Mouse wheels send one large delta per notch; trackpads many small ones: group those.
      const dy = e.deltaMode === 1 ? e.deltaY * 40 : e.deltaY;
      acc += dy;
      if (Math.abs(dy) < 40 && Math.abs(acc) < 40) return;
      const dir = acc;
      acc = 0;
      const r = el.getBoundingClientRect();
      const v = rf.getViewport();
      void rf.setViewport(zoomAround(v, { x: e.clientX - r.left, y: e.clientY - r.top }, v.zoom * wheelZoomFactor(dir)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [rf]);

  // ---- keyboard ----
  const keyState = useRef({ tool, connectingFrom, toolList, canEditStructure, writesDoc });
  keyState.current = { tool, connectingFrom, toolList, canEditStructure, writesDoc };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || document.querySelector('[role=dialog],[role=alertdialog]')) return;
      const st = keyState.current;
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (mod && k === 'z') {
        e.preventDefault();
        if (!st.writesDoc) return;
        if (e.shiftKey) undo.redo();
        else undo.undo();
        return;
      }
      if (mod && k === 'y') {
        e.preventDefault();
        if (st.writesDoc) undo.redo();
        return;
      }
      if (mod && st.canEditStructure) {
        if (k === 'c') {
          copy();
          return;
        }
        if (k === 'v') {
          e.preventDefault();
          paste();
          return;
        }
        if (k === 'd') {
          e.preventDefault();
          const clip = copy();
          pasteCount.current = 0;
          paste(clip);
          return;
        }
        if (k === 'a') {
          e.preventDefault();
          setNodes((ns) => ns.map((n) => (n.selected ? n : { ...n, selected: true })));
          return;
        }
      }
      if (mod || e.altKey) return;
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        deleteSelection();
        return;
      }
      if (e.key === 'Escape') {
        if (st.connectingFrom) setConnectingFrom(null);
        else if (st.tool) setToolState(null);
        else {
          setNodes((ns) => ns.map((n) => (n.selected ? { ...n, selected: false } : n)));
          setEdges((es) => es.map((x) => (x.selected ? { ...x, selected: false } : x)));
          setSelectedDrawing(null);
        }
        return;
      }
      if (e.key === '+' || e.key === '=') return zoomBy(1);
      if (e.key === '-') return zoomBy(-1);
      if (e.key === '0') return zoomBy(0);
      if (k === 'f') return fitToScreen();
      const hit = (Object.keys(TOOL_META) as ToolId[]).find((id) => TOOL_META[id].key.toLowerCase() === k);
      if (hit && st.toolList.includes(hit)) setTool(hit);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [copy, deleteSelection, fitToScreen, paste, setTool, undo, zoomBy]);

  // ---- React Flow handlers ----
  const onNodesChange = useCallback((changes: NodeChange<EditorNode>[]) => {
    setNodes((ns) =>
      applyNodeChanges(
        changes.filter((c) => c.type !== 'remove'),
        ns,
      ),
    );
  }, []);
  const onEdgesChange = useCallback((changes: EdgeChange<FunnelEdgeType>[]) => {
    setEdges((es) =>
      applyEdgeChanges(
        changes.filter((c) => c.type !== 'remove'),
        es,
      ),
    );
  }, []);

  const onNodeDragStart = useCallback(() => onDraggingChange?.(true), [onDraggingChange]);
  const onNodeDragStop = useCallback(
    (_: unknown, __: EditorNode, dragged: EditorNode[]) => {
      onDraggingChange?.(false);
      const c = contentRef.current;
      const comps = new Map(c.components.map((x) => [x.id, x]));
      const texts = new Map(c.textElements.map((x) => [x.id, x]));
      const comments = new Map(c.comments.map((x) => [x.id, x]));
      const round = (p: Position) => ({ x: Math.round(p.x), y: Math.round(p.y) });
      actionsApi.transact(() => {
        for (const n of dragged) {
          const pos = round(n.position);
          if (n.type === 'component' && comps.has(n.id)) kindMap(doc, 'components').get(n.id)?.set('position', pos);
          else if (n.type === 'text' && texts.has(n.id)) kindMap(doc, 'textElements').get(n.id)?.set('position', pos);
          else if (n.type === 'comment' && comments.has(n.id)) {
            const cm = comments.get(n.id) as CanvasComment;
            const anchor = cm.componentId ? comps.get(cm.componentId)?.position : undefined;
            kindMap(doc, 'comments')
              .get(n.id)
              ?.set('position', round(commentStoredPosition(pos, anchor)));
          }
        }
      });
    },
    [actionsApi, doc, onDraggingChange],
  );

  const openThread = useCallback((id: string) => {
    setActiveComment(id);
    setShowComments(true);
  }, []);

  const onNodeClick = useCallback(
    (e: React.MouseEvent, node: EditorNode) => {
      if (connectingFrom) {
        if (node.type === 'component' && node.id !== connectingFrom) createConnection(connectingFrom, node.id);
        setConnectingFrom(null);
        return;
      }
      if (tool === 'delete' && canEditStructure && node.type) {
        removeElements(KIND_OF_NODE[node.type], [node.id]);
        return;
      }
      if (node.type === 'comment') {
        // A pin opens its thread (on a phone the tap is the only way to read it).
        if (tool === 'comments' || phone) openThread(node.id);
        else setActiveComment(node.id);
        return;
      }
      if (tool !== 'comments' || mode === 'readonly') return;
      const p = rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }, { snapToGrid: false });
      const comp = node.type === 'component' ? contentRef.current.components.find((c) => c.id === node.id) : undefined;
      // On a component the pin is stored relative to it, so it follows the component (issue 5).
      setCommentAt(
        comp
          ? { position: { x: Math.round(p.x - comp.position.x), y: Math.round(p.y - comp.position.y) }, componentId: comp.id, title: comp.data.title }
          : { position: { x: Math.round(p.x), y: Math.round(p.y) } },
      );
    },
    [canEditStructure, connectingFrom, createConnection, mode, openThread, phone, removeElements, rf, tool],
  );

  const onEdgeClick = useCallback(
    (_: React.MouseEvent, edge: FunnelEdgeType) => {
      if (tool === 'delete' && canEditStructure) removeElements('connections', [edge.id]);
    },
    [canEditStructure, removeElements, tool],
  );

  const onPaneClick = useCallback(
    (e: React.MouseEvent) => {
      setSelectedDrawing(null);
      if (connectingFrom) {
        setConnectingFrom(null);
        return;
      }
      const p = rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }, { snapToGrid: false });
      if (tool === 'text' && canEditStructure) {
        const id = newId('text');
        const d = CANVAS.textDefaults;
        actionsApi.set('textElements', {
          id,
          type: 'paragraph',
          position: { x: Math.round(p.x), y: Math.round(p.y) },
          content: 'Texto',
          fontSize: d.fontSize,
          fontWeight: d.fontWeight,
          color: d.color,
          width: d.width,
          height: 'auto',
        });
        setEditingTextId(id);
        setToolState(null);
      } else if (tool === 'comments' && mode !== 'readonly') {
        setCommentAt({ position: { x: Math.round(p.x), y: Math.round(p.y) } });
      }
    },
    [actionsApi, canEditStructure, connectingFrom, mode, rf, tool],
  );

  const onConnectEnd: OnConnectEnd = useCallback(
    (event, state) => {
      // Dropping a handle drag anywhere on another component connects to it.
      const from = state.fromNode?.id;
      if (!from) return;
      const pt = 'changedTouches' in event ? event.changedTouches[0] : (event as MouseEvent);
      const hit = document.elementFromPoint(pt.clientX, pt.clientY)?.closest('.react-flow__node-component');
      const to = hit?.getAttribute('data-id');
      if (to && to !== from) createConnection(from, to);
    },
    [createConnection],
  );

  const onDragOver = useCallback((e: React.DragEvent) => {
    if (e.dataTransfer.types.includes(DND_MIME)) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    }
  }, []);
  const onDrop = useCallback(
    (e: React.DragEvent) => {
      const type = e.dataTransfer.getData(DND_MIME);
      if (!type || !canEditStructure) return;
      e.preventDefault();
      addComponentAt(type, rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }, { snapToGrid: false }));
    },
    [addComponentAt, canEditStructure, rf],
  );

  // ---- context for nodes and edges ----
  // Keyed by a string so that cursor moves (new arrays every time) do not re-render every node.
  const remoteSelKey = JSON.stringify(remoteUsers.map((u) => [u.user.color, u.user.name, u.selection]));
  const remoteSelection = useMemo(() => {
    const m = new Map<string, { color: string; name: string }>();
    for (const [color, name, ids] of JSON.parse(remoteSelKey) as [string, string, string[]][]) {
      for (const id of ids) if (!m.has(id)) m.set(id, { color, name });
    }
    return m;
  }, [remoteSelKey]);
  // Pins are numbered like the threads of Histórico de Comentários.
  const threads = useMemo(() => threadsOf(content.comments), [content.comments]);
  const commentIndex = useMemo(() => new Map(threads.map((c, i) => [c.id, i + 1])), [threads]);
  const openThreads = threads.filter((c) => !c.resolved).length;
  const api: EditorApi = useMemo(
    () => ({
      mode,
      tool,
      canEditStructure,
      connectingFrom,
      editingTextId,
      setEditingTextId,
      startConnect: (id) => setConnectingFrom(id),
      openLink: (id) => setLinkFor(id),
      openDescription: (id) => setDescFor(id),
      removeElements,
      patchElement: (kind, id, fields) => actionsApi.patch(kind, id, fields),
      setConnectionStyle: (id, style: ConnectionStyle) => actionsApi.patch('connections', id, { style }),
      commentNumber: (id) => commentIndex.get(id) ?? 0,
      remoteSelection,
    }),
    [actionsApi, canEditStructure, commentIndex, connectingFrom, editingTextId, mode, remoteSelection, removeElements, tool],
  );

  const drawingInteractive = useCallback(
    (d: Drawing) => {
      if (!writesDoc || d.author !== author.kind) return false;
      return tool === null || (tool === 'delete' && canEditStructure);
    },
    [author.kind, canEditStructure, tool, writesDoc],
  );
  const onDrawingClick = useCallback(
    (d: Drawing) => {
      if (tool === 'delete') actionsApi.remove('drawings', [d.id]);
      else setSelectedDrawing((cur) => (cur === d.id ? null : d.id));
    },
    [actionsApi, tool],
  );

  const linkComp = linkFor ? content.components.find((c) => c.id === linkFor) : undefined;
  const descComp = descFor ? content.components.find((c) => c.id === descFor) : undefined;
  const linkInitial = useMemo(() => (linkComp?.link ? { url: linkComp.link.url, text: linkComp.link.text ?? '' } : null), [linkComp]);

  const interactive = mode !== 'readonly';
  // Stable props so the top bar does not re-render on every drag frame.
  const presenceNode = useMemo(
    () => (
      <>
        <PresenceAvatars users={remoteUsers} />
        {presence}
      </>
    ),
    [remoteUsers, presence],
  );
  const undoApi = useMemo(
    () => (writesDoc ? { canUndo, canRedo, undo: () => undo.undo(), redo: () => undo.redo() } : null),
    [writesDoc, canUndo, canRedo, undo],
  );

  /** A new comment or reply: to the page when it stores comments itself, else into the document. */
  const addComment = useCallback(
    async (c: Omit<CanvasComment, 'id' | 'author' | 'authorKind' | 'timestamp'>) => {
      const full: CanvasComment = {
        ...c,
        id: newId('comment'),
        author: author.name || 'Usuário',
        authorKind: mode === 'public' ? 'public' : author.kind,
        timestamp: new Date().toISOString(),
      };
      if (onAddComment) await onAddComment(full);
      else actionsApi.set('comments', full);
      setActiveComment(c.parentId ?? full.id);
    },
    [actionsApi, author.kind, author.name, mode, onAddComment],
  );
  const deleteComment = useCallback(
    (c: CanvasComment) => {
      const gone = contentRef.current.comments.filter((x) => x.id === c.id || x.parentId === c.id).map((x) => x.id);
      actionsApi.remove('comments', gone);
    },
    [actionsApi],
  );
  const focusComment = useCallback(
    (id: string) => {
      setActiveComment(id);
      const n = rf.getNode(id);
      if (n) void rf.setCenter(n.position.x, n.position.y, { zoom: Math.max(rf.getZoom(), 1), duration: 300 });
      setNodes((ns) => ns.map((x) => (x.id === id ? { ...x, selected: true } : x.selected ? { ...x, selected: false } : x)));
      // On a phone the sheet covers the pin: close it to show the pin.
      if (phone) setShowComments(false);
    },
    [phone, rf],
  );
  /** Client and public reviewers on a phone: tools and decisions in a bottom dock. */
  const dock = phone && mode !== 'readonly';
  const toolNav = toolList.length ? (
    <ToolNav
      horizontal={dock}
      toolList={toolList}
      tool={tool}
      setTool={setTool}
      showComments={showComments}
      setShowComments={setShowComments}
      commentCount={threads.length}
      canEditStructure={canEditStructure}
      snap={snap}
      setSnap={setSnap}
    />
  ) : null;
  const dragNodes = interactive && canEditStructure && (tool === null || tool === 'components' || tool === 'comments' || tool === 'text');
  const selectable = interactive && tool !== 'pan' && tool !== 'draw';

  return (
    <EditorContext.Provider value={api}>
      <div className="funil-editor flex h-dvh flex-col overflow-hidden bg-slate-950 text-white">
        <TopBar
          title={title}
          onRename={mode === 'agency' ? onRename : undefined}
          status={status}
          backHref={backHref}
          actions={dock ? null : actions}
          saveIndicator={saveIndicator}
          presence={presenceNode}
          onZoom={zoomBy}
          onFit={fitToScreen}
          undo={undoApi}
          compact={phone}
        />
        <div className="relative flex min-h-0 flex-1">
          {dock ? null : toolNav}
          {tool === 'components' && canEditStructure ? (
            <ComponentsPanel onAdd={(type) => addComponentAt(type, viewportCentre())} onClose={() => setToolState(null)} />
          ) : null}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the canvas area: drop target of the components panel and pointer tracking for presence */}
          <div
            ref={wrapper}
            className="relative min-w-0 flex-1"
            onDragOver={onDragOver}
            onDrop={onDrop}
            onPointerMove={awareness ? onPointerMove : undefined}
            onPointerLeave={awareness ? onPointerLeave : undefined}
            data-tool={tool ?? 'select'}
          >
            <EdgeMarkers />
            <ReactFlow<EditorNode, FunnelEdgeType>
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onNodeDragStart={onNodeDragStart}
              onNodeDragStop={onNodeDragStop}
              onNodeClick={onNodeClick}
              onEdgeClick={onEdgeClick}
              onPaneClick={onPaneClick}
              onConnectEnd={onConnectEnd}
              colorMode="dark"
              minZoom={CANVAS.zoomMin}
              maxZoom={CANVAS.zoomMax}
              translateExtent={SURFACE_EXTENT}
              nodeExtent={SURFACE_EXTENT}
              fitView={initialFit}
              fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
              defaultViewport={centreOn(
                { x: CANVAS.originX, y: CANVAS.originY },
                typeof window === 'undefined' ? 1200 : window.innerWidth - 56,
                typeof window === 'undefined' ? 800 : window.innerHeight - 56,
                1,
              )}
              zoomOnScroll={false}
              zoomOnPinch
              zoomOnDoubleClick={false}
              panOnScroll={false}
              panOnDrag={tool !== 'draw'}
              selectionOnDrag={false}
              selectionKeyCode={selectable ? 'Shift' : null}
              multiSelectionKeyCode={selectable ? ['Shift', 'Meta', 'Control'] : null}
              deleteKeyCode={null}
              nodesDraggable={dragNodes}
              nodesConnectable={interactive && canEditStructure && tool === null}
              elementsSelectable={selectable}
              edgesFocusable={selectable && canEditStructure}
              nodesFocusable={selectable}
              snapToGrid={snap}
              snapGrid={[GRID, GRID]}
              connectionRadius={40}
              onlyRenderVisibleElements={nodes.length > 200}
              elevateEdgesOnSelect
              proOptions={{ hideAttribution: false }}
              className={`funil-flow ${tool ? `tool-${tool}` : ''} ${connectingFrom ? 'is-connecting' : ''}`}
            >
              <Background id="funil-dots" variant={BackgroundVariant.Dots} gap={GRID} size={1.5} color="#334155" bgColor="#0b1120" />
              {!phone ? (
                <MiniMap
                  pannable
                  zoomable
                  ariaLabel="Minimapa"
                  nodeColor={(n) =>
                    n.type === 'component'
                      ? componentDefOrFallback((n.data as { el: CanvasComponent }).el.type).color
                      : n.type === 'comment'
                        ? '#f59e0b'
                        : '#e2e8f0'
                  }
                  nodeStrokeWidth={0}
                  maskColor="rgba(2,6,23,0.6)"
                  bgColor="#0f172a"
                  style={{ width: 180, height: 120 }}
                />
              ) : null}
              {remoteUsers.length ? <RemoteCursors users={remoteUsers} /> : null}
              <DrawingLayer
                drawings={content.drawings}
                live={liveDrawing}
                interactive={drawingInteractive}
                selectedId={selectedDrawing}
                hint={tool === 'delete' ? 'Clique para apagar o desenho' : 'Clique para selecionar o desenho'}
                onClick={onDrawingClick}
              />
            </ReactFlow>
            {tool === 'draw' && interactive ? (
              <DrawCapture
                color={CANVAS.drawingColor[author.kind]}
                strokeWidth={CANVAS.drawingStroke}
                author={author.kind}
                onLive={setLiveDrawing}
                onDone={(points) =>
                  actionsApi.set('drawings', {
                    id: newId('drawing'),
                    type: 'brush',
                    points,
                    color: CANVAS.drawingColor[author.kind],
                    strokeWidth: CANVAS.drawingStroke,
                    author: author.kind,
                  })
                }
              />
            ) : null}
            <Hints
              connecting={!!connectingFrom}
              tool={tool}
              phone={phone}
              readonly={mode === 'readonly'}
              selectedDrawing={selectedDrawing}
              onDeleteDrawing={deleteSelection}
              onCancel={() => setConnectingFrom(null)}
            />
            {canvasOverlay}
          </div>
          {showComments && threadsAvailable ? (
            <div
              className={
                phone
                  ? 'fixed inset-x-0 bottom-0 z-40 h-[75dvh] overflow-hidden rounded-t-2xl shadow-[0_-8px_30px_rgba(0,0,0,0.5)]'
                  : 'absolute inset-y-0 right-0 z-20 w-80 max-w-[85vw] shadow-2xl'
              }
              data-testid="threads-panel"
            >
              <CommentsPanel
                comments={content.comments}
                components={content.components}
                toolOn={tool === 'comments'}
                canAdd={mode !== 'readonly'}
                activeId={activeComment}
                onSelect={focusComment}
                onReply={(parent, text) =>
                  addComment({ position: parent.position, componentId: parent.componentId ?? null, parentId: parent.id, content: text })
                }
                canDelete={canDeleteComment}
                onDelete={canDeleteComment ? deleteComment : undefined}
                onResolve={requestedMode === 'agency' ? onResolveComment : undefined}
                onClose={() => setShowComments(false)}
                className={phone ? 'border-l-0' : undefined}
              />
            </div>
          ) : null}
        </div>
        {dock ? (
          <div className="z-30 shrink-0 border-t border-slate-800 bg-slate-900 pb-[env(safe-area-inset-bottom)]" data-testid="phone-dock">
            {toolNav}
            {actions ? <div className="grid auto-cols-fr grid-flow-col gap-2 border-t border-slate-800 p-2">{actions}</div> : null}
          </div>
        ) : null}
        {agencyOnPhone ? (
          <div className="z-30 shrink-0 border-t border-slate-800 bg-slate-900 p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]" data-testid="phone-dock">
            <button
              type="button"
              aria-pressed={showComments}
              aria-label="Histórico de Comentários"
              onClick={() => setShowComments((v) => !v)}
              className="flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-slate-800 text-sm font-medium text-white active:bg-slate-700"
            >
              <MessagesSquare className="size-5" aria-hidden="true" />
              Histórico de Comentários
              {openThreads ? (
                <span className="min-w-5 rounded-full bg-amber-500 px-1.5 text-xs font-bold leading-5 text-slate-950" title="Abertos">
                  {openThreads}
                </span>
              ) : null}
            </button>
          </div>
        ) : null}
      </div>
      <CommentDialog
        open={!!commentAt}
        pinnedTo={commentAt?.title}
        onOpenChange={(o) => {
          if (!o) setCommentAt(null);
        }}
        onAdd={(text) => {
          if (!commentAt) return;
          setCommentAt(null);
          void addComment({ position: commentAt.position, componentId: commentAt.componentId, content: text });
        }}
      />
      <LinkDialog
        open={!!linkComp}
        onOpenChange={(o) => {
          if (!o) setLinkFor(null);
        }}
        initial={linkInitial}
        onSave={(link) => {
          if (linkComp) actionsApi.patch('components', linkComp.id, { link });
          setLinkFor(null);
        }}
      />
      <DescriptionDialog
        open={!!descComp}
        onOpenChange={(o) => {
          if (!o) setDescFor(null);
        }}
        initialTitle={descComp?.data.title ?? ''}
        initial={descComp?.data.description ?? ''}
        onSave={(v) => {
          if (descComp) actionsApi.patch('components', descComp.id, { data: { ...descComp.data, title: v.title, description: v.description } });
          setDescFor(null);
        }}
      />
    </EditorContext.Provider>
  );
}

/**
 * The left toolbar (memoised: it does not re-render on drag frames). Horizontal on a phone, in
 * the bottom dock: bigger touch targets with their names under the icons, no tooltips.
 */
const ToolNav = memo(function ToolNav({
  toolList,
  tool,
  setTool,
  showComments,
  setShowComments,
  commentCount,
  canEditStructure,
  snap,
  setSnap,
  horizontal = false,
}: {
  toolList: ToolId[];
  tool: ToolId | null;
  setTool: (t: ToolId | null) => void;
  showComments: boolean;
  setShowComments: React.Dispatch<React.SetStateAction<boolean>>;
  commentCount: number;
  canEditStructure: boolean;
  snap: boolean;
  setSnap: React.Dispatch<React.SetStateAction<boolean>>;
  horizontal?: boolean;
}) {
  const withTip = (key: string, content: string, button: React.ReactElement) =>
    horizontal ? (
      <Fragment key={key}>{button}</Fragment>
    ) : (
      <Tooltip key={key} side="right" content={content}>
        {button}
      </Tooltip>
    );
  const btn = horizontal
    ? 'relative flex h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium leading-none'
    : 'relative flex size-10 items-center justify-center rounded-lg';
  const countBadge = commentCount ? (
    <span
      className={`absolute min-w-4 rounded-full bg-amber-500 px-1 text-[10px] font-bold leading-4 text-slate-950 ${horizontal ? 'left-1/2 top-0.5 ml-2' : 'right-0.5 top-0.5'}`}
    >
      {commentCount}
    </span>
  ) : null;
  return (
    <nav
      className={
        horizontal ? 'flex items-center gap-1 px-2 py-1' : 'z-30 flex w-14 shrink-0 flex-col items-center gap-1 border-r border-slate-800 bg-slate-900 py-2'
      }
      aria-label="Ferramentas"
    >
      {toolList.map((t) => {
        const m = TOOL_META[t];
        const Icon = m.icon;
        const active = tool === t;
        return withTip(
          t,
          `${m.label} (${m.key})`,
          <button
            type="button"
            aria-pressed={active}
            aria-label={m.label}
            aria-keyshortcuts={horizontal ? undefined : m.key}
            onClick={() => setTool(t)}
            className={`${btn} transition-colors ${active ? (t === 'delete' ? 'bg-red-500 text-white' : 'bg-orange-500 text-white') : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
          >
            <Icon className="size-5" aria-hidden="true" />
            {horizontal ? <span className="max-w-full truncate">{m.label}</span> : null}
          </button>,
        );
      })}
      {horizontal ? <div className="mx-0.5 h-8 w-px shrink-0 bg-slate-800" /> : <div className="my-1 h-px w-8 bg-slate-800" />}
      {withTip(
        'history',
        showComments ? 'Fechar Histórico de Comentários' : 'Histórico de Comentários',
        <button
          type="button"
          aria-pressed={showComments}
          aria-label="Histórico de Comentários"
          onClick={() => setShowComments((v) => !v)}
          className={`${btn} ${showComments ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
        >
          <MessagesSquare className="size-5" aria-hidden="true" />
          {horizontal ? <span className="max-w-full truncate">Histórico</span> : null}
          {countBadge}
        </button>,
      )}
      {canEditStructure
        ? withTip(
            'snap',
            snap ? 'Alinhar à grade: ligado' : 'Alinhar à grade: desligado',
            <button
              type="button"
              aria-pressed={snap}
              aria-label="Alinhar à grade"
              onClick={() => setSnap((v) => !v)}
              className={`flex size-10 items-center justify-center rounded-lg ${snap ? 'text-orange-400' : 'text-slate-500'} hover:bg-slate-800`}
            >
              <Grid3x3 className="size-5" aria-hidden="true" />
            </button>,
          )
        : null}
    </nav>
  );
});

function Hints({
  connecting,
  tool,
  phone,
  readonly,
  selectedDrawing,
  onDeleteDrawing,
  onCancel,
}: {
  connecting: boolean;
  tool: ToolId | null;
  phone: boolean;
  readonly: boolean;
  selectedDrawing: string | null;
  onDeleteDrawing: () => void;
  onCancel: () => void;
}) {
  let text: ReactNode = null;
  if (connecting)
    text = (
      <>
        Clique em outro componente para conectar{' '}
        <button type="button" className="ml-2 underline" onClick={onCancel}>
          Cancelar
        </button>
      </>
    );
  else if (selectedDrawing)
    text = (
      <button type="button" className="flex items-center gap-1.5" onClick={onDeleteDrawing}>
        <Trash2 className="size-4" aria-hidden="true" /> Apagar desenho
      </button>
    );
  else if (readonly) text = phone ? 'Somente visualização no celular' : null;
  else if (phone && tool === 'comments') text = 'Toque em um componente para comentar';
  else if (phone && tool === 'draw') text = 'Desenhe com o dedo no canvas';
  else if (tool === 'text') text = 'Clique no canvas para adicionar um texto';
  else if (tool === 'comments') text = 'Clique no canvas para adicionar comentário';
  else if (tool === 'delete') text = 'Clique em um componente para excluí-lo com suas conexões';
  else if (tool === 'draw') text = 'Desenhe livremente no canvas';
  if (!text) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-20 flex justify-center px-3">
      <div role="status" className="pointer-events-auto rounded-full border border-slate-700 bg-slate-900/95 px-4 py-1.5 text-sm text-slate-100 shadow-lg">
        {text}
      </div>
    </div>
  );
}

function ZoomLabel() {
  const zoom = useStore((s) => s.transform[2]);
  return <span className="w-12 text-center text-xs tabular-nums text-slate-200">{zoomPercent(zoom)}</span>;
}

const TopBar = memo(function TopBar({
  title,
  onRename,
  status,
  backHref,
  actions,
  saveIndicator,
  presence,
  onZoom,
  onFit,
  undo,
  compact,
}: {
  title: string;
  onRename?: (t: string) => Promise<boolean>;
  status: string;
  backHref?: string;
  actions?: ReactNode;
  saveIndicator?: ReactNode;
  presence?: ReactNode;
  onZoom: (d: 1 | -1 | 0) => void;
  onFit: () => void;
  undo: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void } | null;
  compact: boolean;
}) {
  const iconBtn =
    'flex size-8 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <header className="z-40 flex h-14 shrink-0 items-center gap-2 border-b border-slate-800 bg-slate-900 px-2 sm:px-3">
      {backHref ? (
        <Tooltip content="Voltar" side="bottom">
          <Link to={backHref} className={iconBtn} aria-label="Voltar">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Tooltip>
      ) : null}
      {compact ? (
        // A phone has no room for the badge beside the title: a dot and the label under it.
        <div className="flex min-w-0 flex-col">
          <TitleField title={title} onRename={onRename} />
          <PhoneStatus status={status} />
        </div>
      ) : (
        <>
          <TitleField title={title} onRename={onRename} />
          <StatusBadge status={status} />
        </>
      )}
      {presence}
      <div className="ml-auto flex items-center gap-1">
        {undo ? (
          <div className="hidden items-center md:flex">
            <Tooltip content="Desfazer (Ctrl+Z)" side="bottom">
              <button type="button" className={iconBtn} onClick={undo.undo} disabled={!undo.canUndo} aria-label="Desfazer" aria-keyshortcuts="Control+Z">
                <Undo2 className="size-4" aria-hidden="true" />
              </button>
            </Tooltip>
            <Tooltip content="Refazer (Ctrl+Shift+Z)" side="bottom">
              <button
                type="button"
                className={iconBtn}
                onClick={undo.redo}
                disabled={!undo.canRedo}
                aria-label="Refazer"
                aria-keyshortcuts="Control+Shift+Z Control+Y"
              >
                <Redo2 className="size-4" aria-hidden="true" />
              </button>
            </Tooltip>
          </div>
        ) : null}
        <fieldset className="m-0 flex items-center rounded-lg border border-slate-800 bg-slate-950/60 p-0" aria-label="Zoom">
          <Tooltip content="Diminuir zoom (-)" side="bottom">
            <button type="button" className={iconBtn} onClick={() => onZoom(-1)} aria-label="Diminuir zoom">
              <Minus className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
          <Tooltip content="Redefinir zoom para 100% (0)" side="bottom">
            <button type="button" className="rounded-md px-0.5 hover:bg-slate-800" onClick={() => onZoom(0)} aria-label="Redefinir zoom">
              <ZoomLabel />
            </button>
          </Tooltip>
          <Tooltip content="Aumentar zoom (+)" side="bottom">
            <button type="button" className={iconBtn} onClick={() => onZoom(1)} aria-label="Aumentar zoom">
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
          <Tooltip content="Ajustar à tela (F)" side="bottom">
            <button type="button" className={iconBtn} onClick={onFit} aria-label="Ajustar à tela">
              <Maximize className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        </fieldset>
        {!compact && saveIndicator ? <div className="hidden lg:block">{saveIndicator}</div> : null}
        {actions}
      </div>
    </header>
  );
});

const STATUS_DOT: Record<(typeof STATUS_META)[FunnelStatus]['tone'], string> = {
  gray: 'bg-slate-400',
  blue: 'bg-blue-400',
  orange: 'bg-orange-400',
  green: 'bg-emerald-400',
};

function PhoneStatus({ status }: { status: string }) {
  const s = normalizeStatus(status);
  const meta = STATUS_META[s];
  return (
    <p className="flex min-w-0 items-center gap-1 text-[11px] leading-4 text-slate-300" data-status={s} data-testid="editor-status">
      <span className={`size-1.5 shrink-0 rounded-full ${STATUS_DOT[meta.tone]}`} aria-hidden="true" />
      <span className="truncate">{meta.label}</span>
    </p>
  );
}

function TitleField({ title, onRename }: { title: string; onRename?: (t: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [shown, setShown] = useState(title);
  const cancelled = useRef(false);
  useEffect(() => {
    setShown(title);
  }, [title]);
  const commit = async () => {
    setEditing(false);
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    const next = draft.trim();
    if (!onRename || !next || next === shown) return;
    const before = shown;
    setShown(next);
    const ok = await onRename(next);
    if (!ok) setShown(before); // 'Erro ao salvar nome' reverts (spec 02 section 8)
  };
  if (!onRename) return <h1 className="min-w-0 truncate text-sm font-semibold sm:text-base">{shown}</h1>;
  if (editing)
    return (
      <input
        aria-label="Nome do funil"
        className="h-9 min-w-0 max-w-xs flex-1 rounded-md border border-orange-500 bg-slate-950 px-2 text-sm font-semibold text-white outline-none sm:text-base"
        value={draft}
        maxLength={200}
        // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            cancelled.current = true;
            setDraft(shown);
            e.currentTarget.blur();
          }
        }}
      />
    );
  return (
    <button
      type="button"
      className="group flex min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 text-left hover:bg-slate-800"
      onClick={() => {
        setDraft(shown);
        setEditing(true);
      }}
      title="Clique para renomear"
    >
      <h1 className="truncate text-sm font-semibold sm:text-base">{shown}</h1>
      <PencilLine className="hidden size-3.5 shrink-0 text-slate-500 group-hover:block" aria-hidden="true" />
      <span className="sr-only">Renomear funil</span>
    </button>
  );
}
