// The canvas layers: React Flow (components, texts, pins, connections), the dot grid, the
// minimap, other people's cursors and the drawings. What is draggable, selectable or pannable
// comes from the active tool's flow options; the cursors from the tool registry.
import { ReactFlow } from '@xyflow/react';
import { memo, useEffect, useState } from 'react';
import type { CanvasCapabilities } from '#shared/canvas/capabilities.ts';
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasComponent, Drawing } from '#shared/canvas/content.ts';
import type { RemotePresence } from '../../../collab/presence.ts';
import { GRID } from '../command-context.ts';
import { openingViewport, SURFACE_EXTENT } from '../editor-logic.ts';
import { EdgeMarkers, edgeTypes, type FunnelEdgeType } from '../nodes/funnel-edge.tsx';
import { type EditorNode, LOW_DETAIL_ZOOM, nodeTypes } from '../nodes/nodes.tsx';
import { TOOL_CURSOR_CSS, toolClass } from '../tools/registry.ts';
import type { ToolDef } from '../tools/types.ts';
import type { useFlowHandlers } from '../use-flow-handlers.ts';
import { DotGrid } from './dot-grid.tsx';
import { DrawingLayer } from './drawing-layer.tsx';
import { Minimap } from './minimap.tsx';
import { RemoteCursors } from './presence-layer.tsx';

// Props given to React Flow as constants: a new array or object on each render is stored again
// by React Flow, and every store subscriber (one or more per node) runs again.
// A funnel opens fitted, but never below the zoom at which components are drawn in full: a
// big funnel (hundreds of components) opens on its centre at that zoom, rendering the part in
// view instead of every component as a tiny box; the minimap and Ajustar à tela show it whole.
const FIT_VIEW_OPTIONS = { padding: 0.2, maxZoom: 1 };
/**
 * A funnel this large opens at no less than the low-detail zoom: fitting it whole would draw
 * every component at once as an unreadable box. A smaller one opens whole, even on a phone,
 * where fitting a ten-step funnel already needs less than that zoom.
 */
const LARGE_FUNNEL = 200;
const LARGE_FIT_VIEW_OPTIONS = { ...FIT_VIEW_OPTIONS, minZoom: LOW_DETAIL_ZOOM };
const SNAP_GRID: [number, number] = [GRID, GRID];
const MULTI_SELECT_KEYS = ['Shift', 'Meta', 'Control'];
const PRO_OPTIONS = { hideAttribution: false };

const minimapColor = (n: EditorNode) =>
  n.type === 'component' ? componentDefOrFallback((n.data as { el: CanvasComponent }).el.type).color : n.type === 'comment' ? '#f59e0b' : '#e2e8f0';

/** How long after opening the viewport waits before joining its own compositing layer. */
const COMPOSITE_AFTER_MS = 800;
/**
 * True a moment after the editor opened, when the page is idle: the viewport then gets its own
 * compositing layer (editor.css), so a pan moves it without painting it again. Not from the
 * start: drawing that layer while the first render was still on its way cost a 1,000-component
 * funnel's first render about a sixth in the canvas bench.
 */
function useCompositedAfterOpen(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const w = window as Window & Partial<Pick<typeof globalThis, 'requestIdleCallback' | 'cancelIdleCallback'>>;
    let idle: number | undefined;
    const t = setTimeout(() => {
      if (w.requestIdleCallback) idle = w.requestIdleCallback(() => setOn(true), { timeout: 1000 });
      else setOn(true);
    }, COMPOSITE_AFTER_MS);
    return () => {
      clearTimeout(t);
      if (idle !== undefined) w.cancelIdleCallback?.(idle);
    };
  }, []);
  return on;
}

export const FlowCanvas = memo(function FlowCanvas({
  nodes,
  edges,
  handlers,
  caps,
  tool,
  activeTool,
  snap,
  phone,
  remoteUsers,
  drawings,
  liveDrawing,
  drawingInteractive,
  selectedDrawing,
}: {
  nodes: EditorNode[];
  edges: FunnelEdgeType[];
  handlers: ReturnType<typeof useFlowHandlers>;
  caps: CanvasCapabilities;
  /** The chosen tool (select when none): its flow options and drawing behaviour. */
  tool: ToolDef;
  /** The tool receiving clicks (connect while a Conectar is pending): its cursor class. */
  activeTool: ToolDef;
  snap: boolean;
  phone: boolean;
  remoteUsers: RemotePresence[];
  drawings: Drawing[];
  liveDrawing: Drawing | null;
  drawingInteractive: (d: Drawing) => boolean;
  selectedDrawing: string | null;
}) {
  // Fit the funnel on open only; an empty canvas opens centred on the origin (10000,7500).
  const [initialFit] = useState(() => nodes.length > 0);
  const [fitOptions] = useState(() => (nodes.length > LARGE_FUNNEL ? LARGE_FIT_VIEW_OPTIONS : FIT_VIEW_OPTIONS));
  // Where fitView will land, from the window (the pane is not measured yet); fitView still runs
  // and corrects the estimate by the chrome's few pixels.
  const [defaultViewport] = useState(() =>
    openingViewport(
      nodes,
      typeof window === 'undefined' ? 1200 : window.innerWidth - 56,
      typeof window === 'undefined' ? 800 : window.innerHeight - 56,
      fitOptions,
    ),
  );
  const composited = useCompositedAfterOpen();
  const interactive = caps.mode !== 'readonly';
  const selectable = interactive && tool.flow.selectable;
  const classes = [
    'funil-flow',
    tool.id === 'select' ? '' : toolClass(tool),
    activeTool.id === 'connect' ? toolClass(activeTool) : '',
    composited ? 'funil-composited' : '',
  ];
  return (
    <>
      <style>{TOOL_CURSOR_CSS}</style>
      <EdgeMarkers />
      <ReactFlow<EditorNode, FunnelEdgeType>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={handlers.onNodesChange}
        onEdgesChange={handlers.onEdgesChange}
        onNodeDragStart={handlers.onNodeDragStart}
        onNodeDragStop={handlers.onNodeDragStop}
        onNodeClick={handlers.onNodeClick}
        onEdgeClick={handlers.onEdgeClick}
        onPaneClick={handlers.onPaneClick}
        onConnectEnd={handlers.onConnectEnd}
        colorMode="dark"
        minZoom={CANVAS.zoomMin}
        maxZoom={CANVAS.zoomMax}
        translateExtent={SURFACE_EXTENT}
        nodeExtent={SURFACE_EXTENT}
        fitView={initialFit}
        fitViewOptions={fitOptions}
        defaultViewport={defaultViewport}
        zoomOnScroll={false}
        zoomOnPinch
        zoomOnDoubleClick={false}
        panOnScroll={false}
        panOnDrag={tool.flow.panOnDrag}
        selectionOnDrag={false}
        selectionKeyCode={selectable ? 'Shift' : null}
        multiSelectionKeyCode={selectable ? MULTI_SELECT_KEYS : null}
        deleteKeyCode={null}
        nodesDraggable={interactive && caps.editStructure && tool.flow.dragsNodes}
        nodesConnectable={interactive && caps.editStructure && tool.flow.connectsByHandle}
        elementsSelectable={selectable}
        edgesFocusable={selectable && caps.editStructure}
        nodesFocusable={selectable}
        snapToGrid={snap}
        snapGrid={SNAP_GRID}
        connectionRadius={40}
        onlyRenderVisibleElements={nodes.length > 200}
        elevateEdgesOnSelect
        proOptions={PRO_OPTIONS}
        className={classes.join(' ')}
      >
        <DotGrid gap={GRID} size={1.5} color="#334155" bgColor="#0b1120" />
        {!phone ? <Minimap nodes={nodes} colorOf={minimapColor} /> : null}
        {remoteUsers.length ? <RemoteCursors users={remoteUsers} /> : null}
        <DrawingLayer
          drawings={drawings}
          live={liveDrawing}
          interactive={drawingInteractive}
          selectedId={selectedDrawing}
          hint={tool.drawingHint ?? 'Clique para selecionar o desenho'}
          onClick={handlers.onDrawingClick}
        />
      </ReactFlow>
    </>
  );
});
