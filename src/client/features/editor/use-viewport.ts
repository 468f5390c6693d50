// The viewport: fit, zoom steps around the centre, the wheel zoom around the pointer (docs/product.md:
// factor 1.1 / 0.9 per notch), and the flow point at the centre of the view.
import type { ReactFlowInstance } from '@xyflow/react';
import { useCallback, useEffect, useMemo } from 'react';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { Position } from '#shared/canvas/content.ts';
import type { EditorCtx } from './command-context.ts';
import { centreOn, stepZoom, wheelZoomFactor, zoomAround } from './editor-logic.ts';
import type { FunnelEdgeType } from './nodes/funnel-edge.tsx';
import type { EditorNode } from './nodes/nodes.tsx';

export function useViewport(rf: ReactFlowInstance<EditorNode, FunnelEdgeType>, wrapper: React.RefObject<HTMLDivElement | null>): EditorCtx['viewport'] {
  const fit = useCallback(() => {
    if (rf.getNodes().length) void rf.fitView({ padding: 0.2, maxZoom: 1, duration: 250 });
    else {
      const r = wrapper.current?.getBoundingClientRect();
      void rf.setViewport(centreOn({ x: CANVAS.originX, y: CANVAS.originY }, r?.width ?? 800, r?.height ?? 600, 1), { duration: 250 });
    }
  }, [rf, wrapper]);

  const zoomBy = useCallback(
    (dir: 1 | -1 | 0) => {
      const v = rf.getViewport();
      const r = wrapper.current?.getBoundingClientRect();
      const centre = { x: (r?.width ?? 800) / 2, y: (r?.height ?? 600) / 2 };
      const z = dir === 0 ? 1 : stepZoom(v.zoom, dir);
      void rf.setViewport(zoomAround(v, centre, z), { duration: 150 });
    },
    [rf, wrapper],
  );

  const centre = useCallback((): Position => {
    const r = wrapper.current?.getBoundingClientRect();
    if (!r) return { x: CANVAS.originX, y: CANVAS.originY };
    return rf.screenToFlowPosition({ x: r.left + r.width / 2, y: r.top + r.height / 2 }, { snapToGrid: false });
  }, [rf, wrapper]);

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
  }, [rf, wrapper]);

  return useMemo(() => ({ fit, zoomBy, centre }), [fit, zoomBy, centre]);
}
