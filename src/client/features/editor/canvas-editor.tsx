// The canvas editor (docs/product.md), a shell in the way of tldraw and
// excalidraw: what a person may do is capabilitiesFor(principal, device) (#shared/canvas);
// the tools (tools/) and actions (actions/) are registries the toolbar, the top bar and the
// keyboard are generated from; the document rules (delete with connections, paste, duplicate)
// are #shared/canvas/rules.ts. This file holds the state, builds the context tools and actions
// act through, and lays out the chrome around React Flow.
// Agency: everything. Client: Comentários, Desenhar (plan), Mover Funil; deletes only own
// drawings. Public (the review link): Comentários and Mover Funil, comments sent by the page.
// The agency on a phone (< 640 px) views the canvas and still reads, answers and resolves the
// threads (decision record 004); a client or public reviewer keeps reviewing on a phone, with
// the tools and decisions in a bottom dock and Histórico de Comentários as a bottom sheet.
import '@xyflow/react/dist/style.css';
import './editor.css';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { capabilitiesFor } from '#shared/canvas/capabilities.ts';
import { getComponentDef } from '#shared/canvas/catalogue.ts';
import type { ConnectionStyle, Drawing, Position } from '#shared/canvas/content.ts';
import { newId } from '#shared/canvas/ids.ts';
import { besideLast } from '#shared/canvas/placement.ts';
import { canConnect, newConnection, removalFor } from '#shared/canvas/rules.ts';
import { PresentButton } from '../presentation/present-button.tsx';
import { deleteSelectionAction } from './actions/delete-selection.ts';
import { toolbarActions } from './actions/registry.ts';
import type { ActionDef } from './actions/types.ts';
import { useKeyboard } from './actions/use-keyboard.ts';
import { Hints } from './chrome/hints.tsx';
import { EditorDialogs, PhoneAgencyDock } from './chrome/overlays.tsx';
import { ToolNav } from './chrome/tool-nav.tsx';
import { TopBar } from './chrome/top-bar.tsx';
import { type EditorCtx, GRID } from './command-context.ts';
import { makeDocActions, useDocContent, useUndoManager, useUndoState } from './doc-binding.ts';
import { dropPosition, SURFACE_EXTENT } from './editor-logic.ts';
import type { CanvasEditorProps, EditorLayer } from './editor-props.ts';
import { chooseTool, useUiState } from './editor-state.ts';
import { buildEdges, buildNodes } from './flow-sync.ts';
import { ForecastProvider, useForecastLayer } from './forecast/use-forecast-layer.tsx';
import { FlowCanvas } from './layers/flow-canvas.tsx';
import { PresenceAvatars } from './layers/presence-layer.tsx';
import { CommentsPanel, EmptyCanvasHint, PanelLoading } from './lazy-panels.tsx';
import type { FunnelEdgeType } from './nodes/funnel-edge.tsx';
import { type EditorApi, EditorContext, type ToolId } from './nodes/node-api.ts';
import type { EditorNode } from './nodes/nodes.tsx';
import { ResultsProvider } from './results/results-store.ts';
import { baseTool, pointerTool } from './tools/registry.ts';
import { useComments } from './use-comments.ts';
import { useFlowHandlers } from './use-flow-handlers.ts';
import { usePhone } from './use-media.ts';
import { usePresence } from './use-presence.ts';
import { useViewport } from './use-viewport.ts';

export type { CanvasEditorProps } from './editor-props.ts';

export function CanvasEditor(props: CanvasEditorProps) {
  return (
    // The store starts with the surface's node extent: set later (by the ReactFlow prop alone), it
    // places every node a second time once they are in (docs/decisions/011-what-each-page-loads.md).
    <ReactFlowProvider nodeExtent={SURFACE_EXTENT}>
      <ForecastProvider>
        <ResultsProvider>
          <EditorInner {...props} />
        </ResultsProvider>
      </ForecastProvider>
    </ReactFlowProvider>
  );
}

// A page without a layer of its own still calls one, so the editor's hooks keep their order.
const NO_LAYER: EditorLayer = {};
const useNoLayer = () => NO_LAYER;

function EditorInner(props: CanvasEditorProps) {
  const { doc, principal, author, awareness, actions, canvasOverlay, canDeleteComment } = props;
  const phone = usePhone();
  const caps = useMemo(() => capabilitiesFor(principal, phone ? 'phone' : 'desktop'), [principal, phone]);
  const rf = useReactFlow<EditorNode, FunnelEdgeType>();
  const content = useDocContent(doc);
  const undo = useUndoManager(doc);
  const { canUndo, canRedo } = useUndoState(undo);
  const docActions = useMemo(() => makeDocActions(doc, undo), [doc, undo]);
  const contentRef = useRef(content);
  contentRef.current = content;
  const [ui, setUi] = useUiState();
  const [liveDrawing, setLiveDrawing] = useState<Drawing | null>(null);
  const clipboardBox = useRef<EditorCtx['clipboard']>({ current: null, pasteCount: 0 });
  const pendingSelect = useRef<Set<string> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const viewport = useViewport(rf, wrapper);

  // ---- document -> nodes/edges ----
  const [nodes, setNodes] = useState<EditorNode[]>(() => buildNodes([], content));
  const [edges, setEdges] = useState<FunnelEdgeType[]>(() => buildEdges([], content));
  // The content the nodes were last built from: the effect below skips the one the first nodes
  // were built from (a second pass over every element on open, to find nothing changed).
  const builtFrom = useRef(content);
  useLayoutEffect(() => {
    if (builtFrom.current === content) return;
    builtFrom.current = content;
    const sel = pendingSelect.current;
    pendingSelect.current = null;
    setNodes((prev) => buildNodes(prev, content, sel));
    setEdges((prev) => buildEdges(prev, content, sel));
  }, [content]);
  const presence = usePresence(awareness ?? null, author, rf, nodes);
  const forecast = useForecastLayer(doc, content, caps, docActions.patch);
  const layer = (props.useLayer ?? useNoLayer)(content, caps.mode === 'agency');

  // ---- the context tools and actions act through ----
  const connect = useCallback(
    (from: string, to: string) => {
      if (!canConnect(contentRef.current.connections, from, to)) return false;
      docActions.set('connections', newConnection(from, to));
      return true;
    },
    [docActions],
  );
  const addComponentAt = useCallback(
    (type: string, centre: Position, opts?: { freeSpace?: boolean }) => {
      const def = getComponentDef(type);
      if (!def) return;
      const id = newId('component');
      pendingSelect.current = new Set([id]);
      const grid = ui.snap ? GRID : 0;
      // A drop goes where it was dropped; a click goes right of the last one (the first at the view's centre).
      const position = opts?.freeSpace ? besideLast(type, centre, contentRef.current.components, { grid: grid || GRID }) : dropPosition(type, centre, grid);
      docActions.set('components', { id, type, position, data: { title: def.title, description: '' } });
    },
    [docActions, ui.snap],
  );
  const ctxRef = useRef<EditorCtx | null>(null);
  const ctx: EditorCtx = {
    caps,
    phone,
    author,
    rf,
    content: () => contentRef.current,
    doc: docActions,
    ui,
    setUi,
    setNodes,
    setEdges,
    undo: { canUndo, canRedo, undo: () => undo.undo(), redo: () => undo.redo() },
    clipboard: clipboardBox.current,
    selectAfterWrite: (ids) => {
      pendingSelect.current = new Set(ids);
    },
    remove: docActions.removeAll,
    flowPoint: (p) => rf.screenToFlowPosition({ x: p.clientX, y: p.clientY }, { snapToGrid: false }),
    viewport,
    addComponentAt,
    connect,
    openThread: (id) => setUi({ activeComment: id, showComments: true }),
    setLiveDrawing,
  };
  ctxRef.current = ctx;

  const tool = baseTool(ui);
  const activeTool = pointerTool(ui);
  // A tool's entry behaviour (Comentários opens Histórico de Comentários on a computer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tool or the device changes, like a state entry
  useEffect(() => {
    if (ctxRef.current) tool.onEnter?.(ctxRef.current);
  }, [tool, phone]);
  useKeyboard(ctxRef, caps.actions, caps.tools);
  const handlers = useFlowHandlers(ctxRef, doc, props.onDraggingChange);
  const comments = useComments(ctxRef, content.comments, props.onAddComment);

  // ---- context for nodes and edges ----
  const api: EditorApi = useMemo(
    () => ({
      mode: caps.mode,
      tool: ui.tool,
      canEditStructure: caps.editStructure,
      connectingFrom: ui.connectingFrom,
      editingTextId: ui.editingTextId,
      setEditingTextId: (id) => setUi({ editingTextId: id }),
      startConnect: (id) => setUi({ connectingFrom: id }),
      openLink: (id) => setUi({ linkFor: id }),
      openDescription: (id) => setUi({ descFor: id }),
      removeElements: (kind, ids) => {
        const c = ctxRef.current;
        if (c && ids.length) c.remove(removalFor(c.content(), { [kind]: ids }));
      },
      patchElement: (kind, id, fields) => docActions.patch(kind, id, fields),
      setConnectionStyle: (id, style: ConnectionStyle) => docActions.patch('connections', id, { style }),
      commentNumber: (id) => comments.commentIndex.get(id) ?? 0,
      remoteSelection: presence.remoteSelection,
    }),
    [docActions, caps, comments.commentIndex, ui.connectingFrom, ui.editingTextId, ui.tool, presence.remoteSelection, setUi],
  );

  const drawingInteractive = useCallback(
    (d: Drawing) => caps.writesDoc && d.author === author.kind && tool.drawingsInteractive(caps),
    [author.kind, caps, tool],
  );

  // Stable props so the top bar does not re-render on every drag frame.
  const presenceNode = useMemo(
    () => (
      <>
        <PresenceAvatars users={presence.remoteUsers} />
        {props.presence}
      </>
    ),
    [presence.remoteUsers, props.presence],
  );
  const history = useMemo(() => toolbarActions(caps.actions, 'history'), [caps.actions]);
  const zoom = useMemo(() => toolbarActions(caps.actions, 'zoom'), [caps.actions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: enabled() reads the latest context; the undo state is what changes it
  const isEnabled = useCallback((a: ActionDef) => (ctxRef.current ? a.enabled(ctxRef.current) : false), [canUndo, canRedo]);
  const onAction = useCallback((a: ActionDef) => {
    if (ctxRef.current && a.enabled(ctxRef.current)) a.run(ctxRef.current);
  }, []);
  const setTool = useCallback((t: ToolId) => setUi(chooseTool(t)), [setUi]);
  const setShowComments = useCallback(
    (v: boolean | ((s: boolean) => boolean)) => setUi((s) => ({ showComments: typeof v === 'function' ? v(s.showComments) : v })),
    [setUi],
  );
  const setSnap = useCallback((v: boolean | ((s: boolean) => boolean)) => setUi((s) => ({ snap: typeof v === 'function' ? v(s.snap) : v })), [setUi]);

  /** Client and public reviewers on a phone: tools and decisions in a bottom dock. */
  const dock = phone && caps.mode !== 'readonly';
  const toolExtra = useMemo(
    () => (
      <>
        {forecast.control}
        {layer.toolButton}
      </>
    ),
    [forecast.control, layer.toolButton],
  );
  const toolNav = caps.tools.length ? (
    <ToolNav
      horizontal={dock}
      toolList={caps.tools}
      tool={ui.tool}
      setTool={setTool}
      showComments={ui.showComments}
      setShowComments={setShowComments}
      commentCount={comments.threads.length}
      canEditStructure={caps.editStructure}
      snap={ui.snap}
      setSnap={setSnap}
      extra={toolExtra}
    />
  ) : null;
  const Panel = tool.Panel;
  const Overlay = tool.Overlay;
  // Apresentar leads the top bar's actions, also on a phone where the page's go to the dock.
  const decisionsRef = useRef(props.presentDecisions);
  decisionsRef.current = props.presentDecisions;
  const readDecisions = useCallback(() => decisionsRef.current ?? [], []);
  const resultsRef = useRef(props.presentResults);
  resultsRef.current = props.presentResults;
  const readResults = useCallback(() => resultsRef.current?.() ?? null, []);
  const topActions = useMemo(
    () => (
      <>
        <PresentButton doc={doc} decisions={readDecisions} results={readResults} compact={phone} crowded={caps.mode === 'agency'} />
        {props.barActions}
        {dock ? null : actions}
      </>
    ),
    [doc, readDecisions, readResults, phone, caps.mode, dock, actions, props.barActions],
  );

  return (
    <EditorContext.Provider value={api}>
      <div className="funil-editor flex h-dvh flex-col overflow-hidden bg-slate-950 text-white">
        <TopBar
          title={props.title}
          onRename={caps.mode === 'agency' ? props.onRename : undefined}
          status={props.status}
          backHref={props.backHref}
          actions={topActions}
          saveIndicator={props.saveIndicator}
          dueDate={props.dueDate}
          presence={presenceNode}
          history={history}
          zoom={zoom}
          isEnabled={isEnabled}
          onAction={onAction}
          compact={phone}
        />
        {layer.bar}
        <div className="relative flex min-h-0 flex-1">
          {dock || caps.mode === 'readonly' ? null : toolNav}
          {Panel ? <Panel ctx={ctx} /> : null}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the canvas area: drop target of the components panel, pointer tracking for presence, Enter on a component while connecting */}
          <div
            ref={wrapper}
            className="relative min-w-0 flex-1"
            onDragOver={handlers.onDragOver}
            onDrop={handlers.onDrop}
            onKeyDown={handlers.onKeyDown}
            onPointerMove={awareness ? presence.onPointerMove : undefined}
            onPointerLeave={awareness ? presence.onPointerLeave : undefined}
            data-tool={ui.tool ?? 'select'}
          >
            <FlowCanvas
              nodes={nodes}
              edges={edges}
              handlers={handlers}
              caps={caps}
              tool={tool}
              activeTool={activeTool}
              snap={ui.snap}
              phone={phone}
              remoteUsers={presence.remoteUsers}
              drawings={content.drawings}
              liveDrawing={liveDrawing}
              drawingInteractive={drawingInteractive}
              selectedDrawing={ui.selectedDrawing}
            />
            {Overlay ? <Overlay ctx={ctx} /> : null}
            {forecast.panel}
            {layer.overlay}
            <Hints
              connecting={!!ui.connectingFrom}
              tool={activeTool}
              phone={phone}
              readonly={caps.mode === 'readonly'}
              selectedDrawing={ui.selectedDrawing}
              onDeleteDrawing={() => onAction(deleteSelectionAction)}
              onCancel={() => setUi({ connectingFrom: null })}
            />
            {canvasOverlay}
            {caps.editStructure && content.components.length === 0 ? (
              <Suspense fallback={null}>
                <EmptyCanvasHint.Lazy panelOpen={ui.tool === 'components'} onOpenComponents={() => setTool('components')} />
              </Suspense>
            ) : null}
          </div>
          {ui.showComments && caps.threads ? (
            <div
              className={
                phone
                  ? 'fixed inset-x-0 bottom-0 z-40 h-[75dvh] overflow-hidden rounded-t-2xl shadow-[0_-8px_30px_rgba(0,0,0,0.5)]'
                  : 'absolute inset-y-0 right-0 z-20 w-80 max-w-[85vw] shadow-2xl'
              }
              data-testid="threads-panel"
            >
              <Suspense fallback={<PanelLoading />}>
                <CommentsPanel.Lazy
                  comments={content.comments}
                  components={content.components}
                  toolOn={ui.tool === 'comments'}
                  canAdd={caps.addComments}
                  activeId={ui.activeComment}
                  onSelect={comments.focusComment}
                  onReply={(parent, text) =>
                    comments.addComment({ position: parent.position, componentId: parent.componentId ?? null, parentId: parent.id, content: text })
                  }
                  canDelete={canDeleteComment}
                  onDelete={canDeleteComment ? (props.onDeleteComment ?? comments.deleteComment) : undefined}
                  onResolve={caps.resolveComments ? props.onResolveComment : undefined}
                  onClose={() => setUi({ showComments: false })}
                  className={phone ? 'border-l-0' : undefined}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
        {dock ? (
          <div className="z-30 shrink-0 border-t border-slate-800 bg-slate-900 pb-[env(safe-area-inset-bottom)]" data-testid="phone-dock">
            {toolNav}
            {actions ? <div className="grid auto-cols-fr grid-flow-col gap-2 border-t border-slate-800 p-2">{actions}</div> : null}
          </div>
        ) : null}
        {caps.mode === 'readonly' ? (
          <PhoneAgencyDock
            showComments={ui.showComments}
            openThreads={comments.openThreads}
            onToggle={() => setShowComments((v) => !v)}
            commenting={caps.addComments ? ui.tool === 'comments' : undefined}
            onComment={() => setTool('comments')}
          />
        ) : null}
      </div>
      <EditorDialogs ctx={ctx} content={content} addComment={comments.addComment} />
    </EditorContext.Provider>
  );
}
