// The canvas's dot grid (decision 011, pan p95). React Flow's Background moves an SVG pattern on
// every pan frame, so the browser paints and rasterises the whole pane again each frame: on a
// machine without a GPU that was most of a pan frame's cost, at any funnel size. Here the dots
// are a CSS background on their own compositing layer, one grid cell larger than the pane on
// each side: a pan only moves that layer (by the pan modulo one cell, which draws the same
// dots), so the compositor does it without painting; only a zoom changes what is drawn.
import { useStoreApi } from '@xyflow/react';
import { memo, useLayoutEffect, useRef } from 'react';

/** Where the layer goes and what it draws, for a pan (tx, ty) and zoom: pure, so it is tested. */
export function dotGridStyle(tx: number, ty: number, zoom: number, gap: number, size: number) {
  const cell = gap * zoom;
  // The remainder in [0, cell): a negative pan lands on the same dots as a positive one.
  const shift = (v: number) => (((v % cell) + cell) % cell) - cell;
  const r = (size * zoom) / 2;
  return {
    transform: `translate3d(${shift(tx)}px, ${shift(ty)}px, 0)`,
    size: `calc(100% + ${2 * cell}px)`,
    cell: `${cell}px ${cell}px`,
    // The dot sits on the grid line's crossing: the cell's top-left corner, so (tx, ty) is a dot.
    position: `${-cell / 2}px ${-cell / 2}px`,
    radius: r,
  };
}

export const DotGrid = memo(function DotGrid({ gap, size, color, bgColor }: { gap: number; size: number; color: string; bgColor: string }) {
  const store = useStoreApi();
  const ref = useRef<HTMLDivElement>(null);

  // Set from a store subscription, not a React render: a pan frame costs one style write.
  useLayoutEffect(() => {
    let lastZoom = Number.NaN;
    let lastTransform = '';
    const draw = () => {
      const el = ref.current;
      if (!el) return;
      const [tx, ty, zoom] = store.getState().transform;
      const s = dotGridStyle(tx, ty, zoom, gap, size);
      if (zoom !== lastZoom) {
        lastZoom = zoom;
        el.style.width = s.size;
        el.style.height = s.size;
        el.style.backgroundSize = s.cell;
        el.style.backgroundPosition = s.position;
        // A soft edge of one pixel, as the SVG circle it replaces was anti-aliased.
        el.style.backgroundImage = `radial-gradient(circle, ${color} ${s.radius}px, transparent ${s.radius + 0.75}px)`;
      }
      if (s.transform !== lastTransform) {
        lastTransform = s.transform;
        el.style.transform = s.transform;
      }
    };
    draw();
    return store.subscribe(draw);
  }, [store, gap, size, color]);

  return (
    <div
      ref={ref}
      className="funil-dot-grid"
      data-testid="canvas-dot-grid"
      aria-hidden="true"
      style={{ position: 'absolute', left: 0, top: 0, zIndex: -1, pointerEvents: 'none', backgroundColor: bgColor, willChange: 'transform' }}
    />
  );
});
