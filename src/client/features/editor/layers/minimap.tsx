// The editor's minimap (decision 011). React Flow's MiniMap draws one <rect> per node, each with its
// own store subscription, and moves its viewport mask inside the same <svg>: on every pan frame
// of a 2,000-component funnel it ran thousands of selectors and the browser painted 2,000
// rectangles again. Here the components are one path per colour, drawn again only when the nodes
// change, on their own layer; the viewport mask is a second <svg> on top whose path is set from a
// store subscription, without a React render. Drag on it to pan, wheel to zoom, as before.
import { Panel, useReactFlow, useStoreApi } from '@xyflow/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { EditorNode } from '../nodes/nodes.tsx';

const W = 180;
const H = 120;
/** Margin around the drawn area, in minimap pixels (React Flow's offsetScale). */
const PAD = 5;
const BG = '#0f172a';
const MASK = 'rgba(2,6,23,0.6)';
const LAYER = { position: 'absolute', inset: 0, display: 'block' } as const;
// Its own compositing layer: the mask moving above it does not make the browser paint it again.
const NODES_LAYER = { ...LAYER, willChange: 'transform' } as const;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One path per colour, and the rectangle around every node (null: nothing to draw). */
export function minimapShapes(nodes: readonly EditorNode[], colorOf: (n: EditorNode) => string): { paths: [string, string][]; bounds: Rect | null } {
  const byColor = new Map<string, string[]>();
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const n of nodes) {
    const w = n.measured?.width ?? n.width ?? n.initialWidth;
    const h = n.measured?.height ?? n.height ?? n.initialHeight;
    if (n.hidden || !w || !h) continue;
    const { x, y } = n.position;
    const color = colorOf(n);
    const parts = byColor.get(color) ?? [];
    if (!parts.length) byColor.set(color, parts);
    parts.push(`M${x} ${y}h${w}v${h}h${-w}z`);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + w);
    y1 = Math.max(y1, y + h);
  }
  return {
    paths: [...byColor].map(([c, p]) => [c, p.join('')]),
    bounds: x1 > x0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null,
  };
}

/** The minimap's viewBox for the nodes' bounds and the view, and flow units per minimap pixel. */
export function minimapView(bounds: Rect | null, view: Rect): { box: Rect; scale: number } {
  const r = bounds
    ? {
        x: Math.min(bounds.x, view.x),
        y: Math.min(bounds.y, view.y),
        width: Math.max(bounds.x + bounds.width, view.x + view.width) - Math.min(bounds.x, view.x),
        height: Math.max(bounds.y + bounds.height, view.y + view.height) - Math.min(bounds.y, view.y),
      }
    : view;
  const scale = Math.max(r.width / W, r.height / H) || 1;
  const w = scale * W;
  const h = scale * H;
  const pad = PAD * scale;
  return { box: { x: r.x - (w - r.width) / 2 - pad, y: r.y - (h - r.height) / 2 - pad, width: w + 2 * pad, height: h + 2 * pad }, scale };
}

const viewBox = (b: Rect) => `${b.x} ${b.y} ${b.width} ${b.height}`;

export const Minimap = memo(function Minimap({ nodes, colorOf }: { nodes: readonly EditorNode[]; colorOf: (n: EditorNode) => string }) {
  const store = useStoreApi();
  const rf = useReactFlow();
  const { paths, bounds } = useMemo(() => minimapShapes(nodes, colorOf), [nodes, colorOf]);
  const nodesSvg = useRef<SVGSVGElement>(null);
  const maskSvg = useRef<SVGSVGElement>(null);
  const mask = useRef<SVGPathElement>(null);
  const scale = useRef(1);

  useEffect(() => {
    let last = '';
    let lastD = '';
    const draw = () => {
      const s = store.getState();
      const [tx, ty, zoom] = s.transform;
      const view = { x: -tx / zoom, y: -ty / zoom, width: s.width / zoom, height: s.height / zoom };
      const { box, scale: k } = minimapView(bounds, view);
      scale.current = k;
      const vb = viewBox(box);
      if (vb !== last) {
        last = vb;
        nodesSvg.current?.setAttribute('viewBox', vb);
        maskSvg.current?.setAttribute('viewBox', vb);
      }
      // Every store change calls this (selection, drags...): the path is set only when it moved.
      const d = `M${box.x},${box.y}h${box.width}v${box.height}h${-box.width}z M${view.x},${view.y}h${view.width}v${view.height}h${-view.width}z`;
      if (d !== lastD) {
        lastD = d;
        mask.current?.setAttribute('d', d);
      }
    };
    draw();
    return store.subscribe(draw);
  }, [store, bounds]);

  // Wheel: zoom about the view's centre (React Flow's minimap step); not passive, so the page never scrolls.
  useEffect(() => {
    const el = maskSvg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const s = store.getState();
      const [tx, ty, zoom] = s.transform;
      const delta = -e.deltaY * (e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002) * 10;
      const next = Math.min(CANVAS.zoomMax, Math.max(CANVAS.zoomMin, zoom * 2 ** delta));
      const cx = (s.width / 2 - tx) / zoom;
      const cy = (s.height / 2 - ty) / zoom;
      void rf.setViewport({ x: s.width / 2 - cx * next, y: s.height / 2 - cy * next, zoom: next });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [store, rf]);

  // Drag: moves the view by what the pointer moved, in flow units.
  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const el = e.currentTarget;
    el.setPointerCapture(e.pointerId);
    let px = e.clientX;
    let py = e.clientY;
    const move = (m: PointerEvent) => {
      const [tx, ty, zoom] = store.getState().transform;
      const k = scale.current * zoom;
      void rf.setViewport({ x: tx - (m.clientX - px) * k, y: ty - (m.clientY - py) * k, zoom });
      px = m.clientX;
      py = m.clientY;
    };
    const up = () => {
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
  };

  return (
    <Panel position="bottom-right" className="react-flow__minimap" style={{ width: W, height: H, background: BG }}>
      <div style={{ position: 'relative', width: W, height: H }}>
        <svg ref={nodesSvg} width={W} height={H} style={NODES_LAYER} aria-hidden="true">
          {paths.map(([color, d]) => (
            <path key={color} d={d} fill={color} shapeRendering="crispEdges" />
          ))}
        </svg>
        <svg ref={maskSvg} width={W} height={H} style={LAYER} role="img" aria-label="Minimapa" onPointerDown={onPointerDown} className="cursor-grab">
          <path ref={mask} fill={MASK} fillRule="evenodd" pointerEvents="none" />
        </svg>
      </div>
    </Panel>
  );
});
