// Connections (docs/product.md): stroke 7, dash 15,10, arrow length 12, organic
// curve or straight line, arrow or dot end. Drawn border to border between the two
// components (floating edge), so they look right from any side.
import { BaseEdge, type Edge, type EdgeProps, EdgeToolbar, getBezierPath, getStraightPath, type InternalNode, Position, useInternalNode } from '@xyflow/react';
import { memo } from 'react';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { ConnectionStyle } from '#shared/canvas/content.ts';
import { CONNECTION_ACTIONS, ElementActionButtons } from '../actions/element-actions.tsx';
import { EdgeShare } from '../results/edge-share.tsx';
import { useEditor } from './node-api.ts';

export type FunnelEdgeType = Edge<{ style: ConnectionStyle }, 'funnel'>;

export const EDGE_COLOR = '#94a3b8';
export const EDGE_SELECTED_COLOR = '#f97316';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxOf(n: InternalNode): Box {
  return { x: n.internals.positionAbsolute.x, y: n.internals.positionAbsolute.y, w: n.measured.width ?? n.width ?? 0, h: n.measured.height ?? n.height ?? 0 };
}

/** Where the line from the centre of `a` towards the centre of `b` leaves `a`, and on which side. */
export function borderPoint(a: Box, b: Box): { x: number; y: number; side: Position } {
  const ax = a.x + a.w / 2;
  const ay = a.y + a.h / 2;
  const dx = b.x + b.w / 2 - ax;
  const dy = b.y + b.h / 2 - ay;
  if (dx === 0 && dy === 0) return { x: ax, y: ay, side: Position.Right };
  const sx = dx === 0 ? Number.POSITIVE_INFINITY : a.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Number.POSITIVE_INFINITY : a.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  const side = sx <= sy ? (dx > 0 ? Position.Right : Position.Left) : dy > 0 ? Position.Bottom : Position.Top;
  return { x: ax + dx * s, y: ay + dy * s, side };
}

/** Where the line ends when an arrow (length 12) finishes it at the border point `p2`. */
export function arrowBase(p1: { x: number; y: number }, p2: { x: number; y: number; side: Position }, organic: boolean): { x: number; y: number } {
  const L = CANVAS.arrowLength;
  if (organic) {
    // A bezier arrives perpendicular to the side it enters.
    const d = { [Position.Left]: [-L, 0], [Position.Right]: [L, 0], [Position.Top]: [0, -L], [Position.Bottom]: [0, L] }[p2.side];
    return { x: p2.x + d[0], y: p2.y + d[1] };
  }
  const dx = p1.x - p2.x;
  const dy = p1.y - p2.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: p2.x + (dx / len) * L, y: p2.y + (dy / len) * L };
}

/** The arrow and dot ends of a connection in one colour, under the ids given (the map, the export sheet). */
export function EdgeEndMarkers({ arrowId, dotId, color }: { arrowId: string; dotId: string; color: string }) {
  const L = CANVAS.arrowLength;
  const W = 18; // arrow head width, wider than the 7 px stroke
  return (
    <>
      <marker id={arrowId} markerUnits="userSpaceOnUse" markerWidth={L} markerHeight={W} viewBox={`0 0 ${L} ${W}`} refX={0} refY={W / 2} orient="auto">
        <path d={`M0,0 L${L},${W / 2} L0,${W} z`} fill={color} />
      </marker>
      <marker id={dotId} markerUnits="userSpaceOnUse" markerWidth={L} markerHeight={L} viewBox={`0 0 ${L} ${L}`} refX={L / 2} refY={L / 2} orient="auto">
        <circle cx={L / 2} cy={L / 2} r={L / 2} fill={color} />
      </marker>
    </>
  );
}

/** SVG markers shared by every edge (one set per colour). */
export function EdgeMarkers() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        <EdgeEndMarkers arrowId="funil-arrow-n" dotId="funil-dot-n" color={EDGE_COLOR} />
        <EdgeEndMarkers arrowId="funil-arrow-s" dotId="funil-dot-s" color={EDGE_SELECTED_COLOR} />
      </defs>
    </svg>
  );
}

export const FunnelEdge = memo(function FunnelEdge({ id, source, target, data, selected }: EdgeProps<FunnelEdgeType>) {
  const ed = useEditor();
  const s = useInternalNode(source);
  const t = useInternalNode(target);
  if (!s || !t) return null;
  const a = boxOf(s);
  const b = boxOf(t);
  if (!a.w || !b.w) return null;
  const style = data?.style ?? { dashed: false, organic: true, endType: 'dot' as const };
  const p1 = borderPoint(a, b);
  const p2 = borderPoint(b, a);
  // The arrow's tip sits on the border: the line stops one arrow length before it.
  const end = style.endType === 'arrow' ? arrowBase(p1, p2, style.organic) : p2;
  const [path, lx, ly] = style.organic
    ? getBezierPath({ sourceX: p1.x, sourceY: p1.y, sourcePosition: p1.side, targetX: end.x, targetY: end.y, targetPosition: p2.side })
    : getStraightPath({ sourceX: p1.x, sourceY: p1.y, targetX: end.x, targetY: end.y });
  const k = selected ? 's' : 'n';
  const color = selected ? EDGE_SELECTED_COLOR : EDGE_COLOR;
  const showToolbar = selected && ed.mode === 'agency';
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        interactionWidth={24}
        markerEnd={`url(#funil-${style.endType === 'arrow' ? 'arrow' : 'dot'}-${k})`}
        style={{
          stroke: color,
          strokeWidth: CANVAS.connectionStroke,
          strokeDasharray: style.dashed ? CANVAS.connectionDash : undefined,
          strokeLinecap: 'butt',
          fill: 'none',
        }}
      />
      <EdgeShare source={source} target={target} x={lx} y={ly} />
      {showToolbar ? (
        <EdgeToolbar edgeId={id} x={lx} y={ly} alignY="bottom" isVisible style={{ zIndex: 2000 }}>
          <div
            className="nodrag nopan mb-3 flex items-center gap-1 rounded-lg border border-slate-700 bg-slate-900 p-1 shadow-xl"
            role="toolbar"
            aria-label="Estilo da conexão"
          >
            <ElementActionButtons actions={CONNECTION_ACTIONS} api={ed} id={id} state={style} />
          </div>
        </EdgeToolbar>
      ) : null}
    </>
  );
});

export const edgeTypes = { funnel: FunnelEdge };
