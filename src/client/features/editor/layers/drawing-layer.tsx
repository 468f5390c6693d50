// Freehand drawings (docs/product.md): one SVG layer with perfect-freehand.
// The layer lives in flow coordinates (ViewportPortal), so it pans and zooms with the canvas.
import { useReactFlow, ViewportPortal } from '@xyflow/react';
import { getStroke } from 'perfect-freehand';
import { memo, useRef } from 'react';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { Drawing } from '#shared/canvas/content.ts';
import { isHexColor } from '#shared/color.ts';

type Pt = { x: number; y: number; alpha?: number };

/** SVG path of a perfect-freehand outline (quadratic curves through the midpoints). */
export function strokePath(points: readonly Pt[], size: number): string {
  if (points.length === 0) return '';
  const hasPressure = points.some((p) => p.alpha !== undefined && p.alpha !== 0.5);
  const outline = getStroke(
    points.map((p) => [p.x, p.y, p.alpha ?? 0.5]),
    { size: size * 2, thinning: 0.5, smoothing: 0.5, streamline: 0.5, simulatePressure: !hasPressure },
  );
  if (outline.length < 2) return '';
  const d: (string | number)[] = ['M', outline[0][0].toFixed(1), outline[0][1].toFixed(1), 'Q'];
  for (let i = 0; i < outline.length; i++) {
    const [x0, y0] = outline[i];
    const [x1, y1] = outline[(i + 1) % outline.length];
    d.push(x0.toFixed(1), y0.toFixed(1), ((x0 + x1) / 2).toFixed(1), ((y0 + y1) / 2).toFixed(1));
  }
  d.push('Z');
  return d.join(' ');
}

const Stroke = memo(function Stroke({
  drawing,
  interactive,
  selected,
  hint,
  onClick,
}: {
  drawing: Drawing;
  interactive: boolean;
  selected: boolean;
  hint?: string;
  onClick: (d: Drawing) => void;
}) {
  const d = strokePath(drawing.points, drawing.strokeWidth);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: strokes are picked with the pointer; Delete removes the selected one from the keyboard
    <path
      d={d}
      fill={isHexColor(drawing.color) ? drawing.color : CANVAS.drawingColor[drawing.author === 'agency' ? 'agency' : 'client']}
      stroke={selected ? '#ffffff' : interactive ? 'transparent' : undefined}
      strokeWidth={selected ? 2 : interactive ? 10 : undefined}
      strokeDasharray={selected ? '4 3' : undefined}
      data-drawing-author={drawing.author}
      data-drawing-id={drawing.id}
      style={{ pointerEvents: interactive ? 'visiblePainted' : 'none', cursor: interactive ? 'pointer' : undefined }}
      onClick={
        interactive
          ? (e) => {
              e.stopPropagation();
              onClick(drawing);
            }
          : undefined
      }
    >
      {interactive && hint ? <title>{hint}</title> : null}
    </path>
  );
});

export function DrawingLayer({
  drawings,
  live,
  interactive,
  selectedId,
  hint,
  onClick,
}: {
  drawings: readonly Drawing[];
  live: Drawing | null;
  interactive: (d: Drawing) => boolean;
  selectedId: string | null;
  hint?: string;
  onClick: (d: Drawing) => void;
}) {
  return (
    <ViewportPortal>
      <svg
        className="funil-drawings"
        style={{ position: 'absolute', left: 0, top: 0, width: 1, height: 1, overflow: 'visible', pointerEvents: 'none', zIndex: 4 }}
        aria-hidden="true"
      >
        {drawings.map((dr) => (
          <Stroke key={dr.id} drawing={dr} interactive={interactive(dr)} selected={dr.id === selectedId} hint={hint} onClick={onClick} />
        ))}
        {live ? <Stroke drawing={live} interactive={false} selected={false} onClick={onClick} /> : null}
      </svg>
    </ViewportPortal>
  );
}

/**
 * Transparent layer over the pane while the draw tool is on: pointer strokes (mouse, pen or a
 * finger: touch-action none) become drawings. One pointer draws; a second finger cancels the
 * stroke, as it means a pinch (pinch and pan with the Mover Funil tool or no tool).
 */
export function DrawCapture({
  color,
  strokeWidth,
  author,
  onLive,
  onDone,
}: {
  color: string;
  strokeWidth: number;
  author: Drawing['author'];
  onLive: (d: Drawing | null) => void;
  onDone: (points: Pt[]) => void;
}) {
  const rf = useReactFlow();
  const pts = useRef<Pt[] | null>(null);
  const pointer = useRef<number | null>(null);
  const toFlow = (e: React.PointerEvent) => {
    const p = rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }, { snapToGrid: false });
    return {
      x: Math.round(p.x * 10) / 10,
      y: Math.round(p.y * 10) / 10,
      alpha: e.pointerType === 'pen' && e.pressure > 0 ? Math.round(e.pressure * 100) / 100 : 0.5,
    };
  };
  const emit = () => onLive(pts.current ? { id: 'live', type: 'brush', points: pts.current, color, strokeWidth, author } : null);
  const cancel = () => {
    pts.current = null;
    pointer.current = null;
    onLive(null);
  };
  return (
    <div
      className="absolute inset-0 z-10 touch-none"
      style={{ cursor: 'crosshair' }}
      data-testid="draw-surface"
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        if (pointer.current !== null) {
          cancel();
          return;
        }
        e.currentTarget.setPointerCapture(e.pointerId);
        pointer.current = e.pointerId;
        pts.current = [toFlow(e)];
        emit();
      }}
      onPointerMove={(e) => {
        if (!pts.current || e.pointerId !== pointer.current) return;
        pts.current = [...pts.current, toFlow(e)];
        emit();
      }}
      onPointerUp={(e) => {
        if (e.pointerId !== pointer.current) return;
        const done = pts.current;
        cancel();
        if (done && done.length > 1) onDone(done);
      }}
      onPointerCancel={(e) => {
        if (e.pointerId === pointer.current) cancel();
      }}
    />
  );
}
