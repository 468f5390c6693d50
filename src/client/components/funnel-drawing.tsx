// A drawing of a whole funnel (components and connections) as one SVG, scaled to fit: the
// templates screen's larger preview and the editor's version history. Sizes and colours come
// from the catalogue, so it looks like the canvas without mounting an editor.

import { useId } from 'react';
import { componentDefOrFallback, componentSize, isPageType } from '#shared/canvas/catalogue.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { ComponentIcon } from './component-icon.tsx';

const PAD = 40;

type Box = { id: string; x: number; y: number; w: number; h: number };

/** Path between two boxes: from the right edge of one to the left edge of the other. */
function connectionPath(a: Box, b: Box, organic: boolean): string {
  const forward = b.x >= a.x + a.w;
  const x1 = forward ? a.x + a.w : a.x + a.w / 2;
  const y1 = forward ? a.y + a.h / 2 : a.y + a.h;
  const x2 = forward ? b.x : b.x + b.w / 2;
  const y2 = forward ? b.y + b.h / 2 : b.y;
  if (!organic) return `M ${x1} ${y1} L ${x2} ${y2}`;
  if (forward) {
    const dx = Math.max(40, (x2 - x1) / 2);
    return `M ${x1} ${y1} C ${x1 + dx} ${y1}, ${x2 - dx} ${y2}, ${x2} ${y2}`;
  }
  const dy = Math.max(40, Math.abs(y2 - y1) / 2);
  return `M ${x1} ${y1} C ${x1} ${y1 + dy}, ${x2} ${y2 - dy}, ${x2} ${y2}`;
}

/** Drawn at this fraction of canvas size; a wide funnel scrolls rather than shrinking to illegible text. */
export const PREVIEW_SCALE = 0.55;

export function FunnelDrawing({
  content,
  title,
  className,
  scale = PREVIEW_SCALE,
}: {
  content: CanvasContent;
  title: string;
  className?: string;
  scale?: number;
}) {
  // Several drawings can share a page (a list and its larger preview): ids must not collide.
  const uid = useId().replace(/:/g, '');
  const boxes = new Map<string, Box>();
  for (const c of content.components) {
    const s = componentSize(c.type);
    boxes.set(c.id, { id: c.id, x: c.position.x, y: c.position.y, w: s.width, h: s.height });
  }
  const all = [...boxes.values()];
  if (!all.length) return null;
  const minX = Math.min(...all.map((b) => b.x)) - PAD;
  const minY = Math.min(...all.map((b) => b.y)) - PAD;
  const maxX = Math.max(...all.map((b) => b.x + b.w)) + PAD;
  const maxY = Math.max(...all.map((b) => b.y + b.h)) + PAD;
  const markerId = `arrow-${uid}`;

  return (
    <svg
      role="img"
      aria-label={`Pré-visualização do funil ${title}: ${content.components.length} ${content.components.length === 1 ? 'componente' : 'componentes'}`}
      viewBox={`${minX} ${minY} ${maxX - minX} ${maxY - minY}`}
      width={(maxX - minX) * scale}
      height={(maxY - minY) * scale}
      className={className}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 12 12"
          refX="10"
          refY="6"
          markerWidth="12"
          markerHeight="12"
          markerUnits="userSpaceOnUse"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 12 6 L 0 12 z" fill="#a78bfa" />
        </marker>
        <pattern id={`dots-${uid}`} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill="#334155" />
        </pattern>
      </defs>
      <rect x={minX} y={minY} width={maxX - minX} height={maxY - minY} fill="#0f172a" />
      <rect x={minX} y={minY} width={maxX - minX} height={maxY - minY} fill={`url(#dots-${uid})`} />
      {content.connections.map((k) => {
        const a = boxes.get(k.from);
        const b = boxes.get(k.to);
        if (!a || !b) return null;
        return (
          <path
            key={k.id}
            d={connectionPath(a, b, k.style.organic)}
            fill="none"
            stroke="#a78bfa"
            strokeWidth={5}
            strokeLinecap="round"
            strokeDasharray={k.style.dashed ? '15,10' : undefined}
            markerEnd={k.style.endType === 'arrow' ? `url(#${markerId})` : undefined}
            opacity={0.9}
          />
        );
      })}
      {content.components.map((c) => {
        const b = boxes.get(c.id);
        if (!b) return null;
        const def = componentDefOrFallback(c.type);
        const page = isPageType(c.type);
        const square = !page && b.w === b.h;
        const iconSize = page ? 48 : square ? 40 : 26;
        return (
          <g key={c.id}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={page ? 14 : 12} fill="#1e293b" stroke={def.color} strokeWidth={3} />
            {page ? (
              <>
                <rect x={b.x} y={b.y} width={b.w} height={28} rx={14} fill={def.color} />
                <rect x={b.x} y={b.y + 14} width={b.w} height={14} fill={def.color} />
                {[0, 1, 2].map((i) => (
                  <circle key={i} cx={b.x + 16 + i * 14} cy={b.y + 14} r={4} fill="#ffffff" opacity={0.7} />
                ))}
                <Icon def={def} x={b.x + b.w / 2 - iconSize / 2} y={b.y + 62} size={iconSize} />
                <CenteredTitle lines={wrap(c.data.title, 17)} x={b.x + b.w / 2} y={b.y + 146} fontSize={20} lineHeight={24} />
                <text x={b.x + b.w / 2} y={b.y + 210} textAnchor="middle" fill="#94a3b8" fontSize={15}>
                  {clip(def.title, 22)}
                </text>
              </>
            ) : square ? (
              <>
                <Icon def={def} x={b.x + b.w / 2 - iconSize / 2} y={b.y + 20} size={iconSize} />
                <CenteredTitle lines={wrap(c.data.title, 13)} x={b.x + b.w / 2} y={b.y + 82} fontSize={15} lineHeight={18} />
              </>
            ) : (
              <>
                <Icon def={def} x={b.x + 14} y={b.y + b.h / 2 - iconSize / 2} size={iconSize} />
                <text x={b.x + 48} y={b.y + b.h / 2 + 6} fill="#f8fafc" fontSize={17} fontWeight={600}>
                  {clip(c.data.title, 13)}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Up to `lines` lines of about n characters, broken at spaces; the last one clipped. */
type Def = ReturnType<typeof componentDefOrFallback>;

function Icon({ def, x, y, size }: { def: Def; x: number; y: number; size: number }) {
  return <ComponentIcon name={def.icon} x={x} y={y} width={size} height={size} color={def.color} strokeWidth={2} />;
}

/** A title centred on x, one tspan per line. */
function CenteredTitle({ lines, x, y, fontSize, lineHeight }: { lines: string[]; x: number; y: number; fontSize: number; lineHeight: number }) {
  return (
    <text x={x} y={y} textAnchor="middle" fill="#f8fafc" fontSize={fontSize} fontWeight={600}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a title's lines never reorder; the same line may stand twice
        <tspan key={i} x={x} dy={i === 0 ? 0 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function wrap(s: string, n: number, lines = 2): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of s.split(/\s+/)) {
    if (cur && `${cur} ${word}`.length > n) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) out.push(cur);
  if (out.length <= lines) return out.map((l) => clip(l, n + 2));
  return [...out.slice(0, lines - 1), clip(out.slice(lines - 1).join(' '), n)];
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
