// React Flow's events, handed to the active tool (tools/registry.ts). Stable handlers that read
// the latest editor context, so nodes and the flow do not re-render for new callbacks.
import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange, type OnConnectEnd } from '@xyflow/react';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import type { CanvasComment, Drawing, Position } from '#shared/canvas/content.ts';
import { kindMap } from '#shared/canvas/doc.ts';
import type { EditorCtx } from './command-context.ts';
import { commentStoredPosition } from './flow-sync.ts';
import type { FunnelEdgeType } from './nodes/funnel-edge.tsx';
import type { EditorNode } from './nodes/nodes.tsx';
import { DND_MIME } from './panels.tsx';
import { baseTool, fallbackTool, pointerTool } from './tools/registry.ts';

export function useFlowHandlers(ctxRef: React.RefObject<EditorCtx | null>, doc: Y.Doc, onDraggingChange?: (dragging: boolean) => void) {
  // One object for the component's life with this document and callback: each handler reads
  // the latest context through the ref when it runs.
  return useMemo(() => {
    const get = () => ctxRef.current as EditorCtx;

    const onNodesChange = (changes: NodeChange<EditorNode>[]) =>
      get().setNodes((ns) =>
        applyNodeChanges(
          changes.filter((c) => c.type !== 'remove'),
          ns,
        ),
      );
    const onEdgesChange = (changes: EdgeChange<FunnelEdgeType>[]) =>
      get().setEdges((es) =>
        applyEdgeChanges(
          changes.filter((c) => c.type !== 'remove'),
          es,
        ),
      );

    const onNodeDragStart = () => onDraggingChange?.(true);
    const onNodeDragStop = (_: unknown, __: EditorNode, dragged: EditorNode[]) => {
      onDraggingChange?.(false);
      const ctx = get();
      const c = ctx.content();
      const comps = new Map(c.components.map((x) => [x.id, x]));
      const texts = new Map(c.textElements.map((x) => [x.id, x]));
      const comments = new Map(c.comments.map((x) => [x.id, x]));
      const round = (p: Position) => ({ x: Math.round(p.x), y: Math.round(p.y) });
      ctx.doc.transact(() => {
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
    };

    const onNodeClick = (e: React.MouseEvent, node: EditorNode) => {
      const ctx = get();
      if (!pointerTool(ctx.ui).onNodeClick?.(ctx, e, node)) fallbackTool.onNodeClick?.(ctx, e, node);
    };
    // Enter or Space on a focused component while Conectar waits for its other end: the keyboard's
    // click (React Flow's own keys only select the node), so connecting needs no mouse.
    const onKeyDown = (e: React.KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      const ctx = get();
      const el = (e.target as HTMLElement).closest?.('.react-flow__node-component');
      const id = el?.getAttribute('data-id');
      if (!ctx.ui.connectingFrom || !id) return;
      e.preventDefault();
      const node = { id, type: 'component', position: { x: 0, y: 0 }, data: {} } as EditorNode;
      pointerTool(ctx.ui).onNodeClick?.(ctx, e as unknown as React.MouseEvent, node);
    };
    const onEdgeClick = (_: React.MouseEvent, edge: FunnelEdgeType) => {
      const ctx = get();
      pointerTool(ctx.ui).onEdgeClick?.(ctx, edge);
    };
    const onPaneClick = (e: React.MouseEvent) => {
      const ctx = get();
      ctx.setUi({ selectedDrawing: null });
      pointerTool(ctx.ui).onPaneClick?.(ctx, e);
    };
    const onDrawingClick = (d: Drawing) => {
      const ctx = get();
      baseTool(ctx.ui).onDrawingClick?.(ctx, d);
    };

    const onConnectEnd: OnConnectEnd = (event, state) => {
      // Dropping a handle drag anywhere on another component connects to it.
      const from = state.fromNode?.id;
      if (!from) return;
      const pt = 'changedTouches' in event ? event.changedTouches[0] : (event as MouseEvent);
      const hit = document.elementFromPoint(pt.clientX, pt.clientY)?.closest('.react-flow__node-component');
      const to = hit?.getAttribute('data-id');
      if (to && to !== from) get().connect(from, to);
    };

    const onDragOver = (e: React.DragEvent) => {
      if (e.dataTransfer.types.includes(DND_MIME)) {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }
    };
    const onDrop = (e: React.DragEvent) => {
      const ctx = get();
      const type = e.dataTransfer.getData(DND_MIME);
      if (!type || !ctx.caps.editStructure) return;
      e.preventDefault();
      ctx.addComponentAt(type, ctx.flowPoint(e));
    };

    return {
      onNodesChange,
      onEdgesChange,
      onNodeDragStart,
      onNodeDragStop,
      onNodeClick,
      onKeyDown,
      onEdgeClick,
      onPaneClick,
      onDrawingClick,
      onConnectEnd,
      onDragOver,
      onDrop,
    };
  }, [ctxRef, doc, onDraggingChange]);
}
