// Product imagery for the landing page: a funnel drawn as SVG from real catalogue
// components (their titles, colours and icons, docs/product.md) with the editor's
// component shapes (page 200x240, ads 120x120, others 180x60; docs/product.md) and
// connections ending in a dot. No screenshots, no grey boxes: what the editor draws.
import type { ReactNode } from 'react';
import { nodeDef, NodeIcon, type NodeShape } from './catalogue-art.tsx';

export interface ArtNode {
  id: string;
  type: string;
  /** Overrides the catalogue title (as a user would rename a component). */
  title?: string;
  x: number;
  y: number;
}
export interface ArtEdge {
  from: string;
  to: string;
  dashed?: boolean;
}
export interface ArtLayout {
  width: number;
  height: number;
  nodes: ArtNode[];
  edges: ArtEdge[];
}

const SIZE: Record<NodeShape, { w: number; h: number }> = {
  page: { w: 200, h: 240 },
  square: { w: 120, h: 120 },
  bar: { w: 180, h: 60 },
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
function boxOf(n: ArtNode): Box {
  const s = SIZE[nodeDef(n.type).shape];
  return { x: n.x, y: n.y, w: s.w, h: s.h };
}

/** A smooth connection between the facing sides of two components, as the editor draws. */
function edgePath(a: Box, b: Box): { d: string; end: { x: number; y: number } } {
  const ac = { x: a.x + a.w / 2, y: a.y + a.h / 2 };
  const bc = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  const dx = bc.x - ac.x;
  const dy = bc.y - ac.y;
  const horizontal = Math.abs(dx) >= Math.abs(dy) * 0.7;
  let s: { x: number; y: number };
  let e: { x: number; y: number };
  let c1: { x: number; y: number };
  let c2: { x: number; y: number };
  if (horizontal) {
    const dir = dx >= 0 ? 1 : -1;
    s = { x: dir > 0 ? a.x + a.w : a.x, y: ac.y };
    e = { x: dir > 0 ? b.x : b.x + b.w, y: bc.y };
    const k = Math.max(40, Math.abs(e.x - s.x) / 2);
    c1 = { x: s.x + dir * k, y: s.y };
    c2 = { x: e.x - dir * k, y: e.y };
  } else {
    const dir = dy >= 0 ? 1 : -1;
    s = { x: ac.x, y: dir > 0 ? a.y + a.h : a.y };
    e = { x: bc.x, y: dir > 0 ? b.y : b.y + b.h };
    const k = Math.max(40, Math.abs(e.y - s.y) / 2);
    c1 = { x: s.x, y: s.y + dir * k };
    c2 = { x: e.x, y: e.y - dir * k };
  }
  return { d: `M${s.x} ${s.y} C${c1.x} ${c1.y} ${c2.x} ${c2.y} ${e.x} ${e.y}`, end: e };
}

/** The small page mock-up inside a page component, varied by what the page is. */
function PageBody({ type, color }: { type: string; color: string }) {
  const line = '#e2e8f0';
  if (type === 'checkout-page') {
    return (
      <g>
        <rect x="16" y="62" width="168" height="22" rx="6" fill="#f1f5f9" stroke={line} />
        <rect x="16" y="92" width="168" height="22" rx="6" fill="#f1f5f9" stroke={line} />
        <rect x="16" y="122" width="80" height="22" rx="6" fill="#f1f5f9" stroke={line} />
        <rect x="104" y="122" width="80" height="22" rx="6" fill="#f1f5f9" stroke={line} />
        <rect x="16" y="156" width="120" height="8" rx="4" fill={line} />
        <rect x="16" y="192" width="168" height="30" rx="8" fill={color} />
        <rect x="66" y="203" width="68" height="8" rx="4" fill="#fff" opacity="0.9" />
      </g>
    );
  }
  if (type === 'thank-you-page' || type === 'purchase-confirmation') {
    return (
      <g>
        <circle cx="100" cy="106" r="30" fill={color} opacity="0.14" />
        <path d="M86 106 l10 10 l19 -21" fill="none" stroke={color} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="40" y="152" width="120" height="10" rx="5" fill="#cbd5e1" />
        <rect x="56" y="170" width="88" height="8" rx="4" fill={line} />
        <rect x="50" y="196" width="100" height="24" rx="8" fill={color} opacity="0.9" />
      </g>
    );
  }
  const video = type === 'vsl' || type === 'webinar';
  return (
    <g>
      <rect x="16" y="62" width="168" height="82" rx="8" fill={color} opacity="0.13" />
      {video ? (
        <g>
          <circle cx="100" cy="103" r="20" fill={color} />
          <path d="M94 93 L110 103 L94 113 Z" fill="#fff" />
        </g>
      ) : (
        <g>
          <rect x="30" y="80" width="104" height="10" rx="5" fill={color} opacity="0.55" />
          <rect x="30" y="98" width="72" height="8" rx="4" fill={color} opacity="0.35" />
          <rect x="30" y="118" width="56" height="14" rx="5" fill={color} opacity="0.8" />
        </g>
      )}
      <rect x="16" y="156" width="150" height="8" rx="4" fill="#cbd5e1" />
      <rect x="16" y="172" width="120" height="8" rx="4" fill={line} />
      <rect x="16" y="196" width="104" height="26" rx="8" fill={color} />
      <rect x="34" y="205" width="68" height="8" rx="4" fill="#fff" opacity="0.9" />
    </g>
  );
}

/** Splits a title into at most two lines of about `max` characters (SVG text does not wrap). */
export function titleLines(title: string, max: number): string[] {
  if (title.length <= max) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length && `${first} ${words[0]}`.trim().length <= max) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  const rest = words.join(' ');
  return rest ? [first, rest.length > max ? `${rest.slice(0, max - 1)}…` : rest] : [first];
}

function Node({ n }: { n: ArtNode }) {
  const def = nodeDef(n.type);
  const title = n.title ?? def.title;
  const { w, h } = SIZE[def.shape];
  const rx = def.shape === 'square' ? 22 : 14;
  // A flat offset shadow: SVG blur filters are costly to paint on a phone.
  const frame = (
    <>
      <rect y="5" width={w} height={h} rx={rx} fill="#020617" opacity="0.35" />
      <rect width={w} height={h} rx={rx} fill="#fff" stroke="#e2e8f0" />
    </>
  );
  let inner: ReactNode;
  if (def.shape === 'page') {
    inner = (
      <>
        <path d={`M0 14 a14 14 0 0 1 14 -14 h${w - 28} a14 14 0 0 1 14 14 v34 h-${w} z`} fill={def.color} opacity="0.1" />
        <rect x="12" y="10" width="28" height="28" rx="8" fill={def.color} />
        <NodeIcon icon={def.icon} x={18} y={16} size={16} color="#fff" />
        <Title lines={titleLines(title, 15)} x={50} y={29} size={15} twoLineSize={12.5} />
        <PageBody type={n.type} color={def.color} />
      </>
    );
  } else if (def.shape === 'square') {
    inner = (
      <>
        <circle cx={w / 2} cy="50" r="28" fill={def.color} />
        <NodeIcon icon={def.icon} x={w / 2 - 14} y={36} size={28} color="#fff" />
        <Title lines={titleLines(title, 14)} x={w / 2} y={102} size={13} twoLineSize={12} anchor="middle" />
      </>
    );
  } else {
    inner = (
      <>
        <rect x="12" y="12" width="36" height="36" rx="10" fill={def.color} />
        <NodeIcon icon={def.icon} x={20} y={20} size={20} color="#fff" />
        <Title lines={titleLines(title, 14)} x={60} y={35} size={14} twoLineSize={12.5} />
      </>
    );
  }
  return (
    <g transform={`translate(${n.x} ${n.y})`}>
      {frame}
      {inner}
    </g>
  );
}

/** One or two lines of title centred on `y` (two lines get the smaller size). */
function Title({ lines, x, y, size, twoLineSize, anchor }: { lines: string[]; x: number; y: number; size: number; twoLineSize: number; anchor?: 'middle' }) {
  const two = lines.length > 1;
  const fs = two ? twoLineSize : size;
  return (
    <text x={x} y={two ? y - fs * 0.6 : y} fontSize={fs} fontWeight="650" fill="#0f172a" textAnchor={anchor}>
      {lines.map((l, i) => (
        <tspan key={l} x={x} dy={i === 0 ? 0 : fs * 1.2}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

/** Draws a layout; `children` are extra overlays in the same coordinates (comments, cursors). */
export function FunnelArt({ layout, className, children, edgeColor = '#a78bfa' }: { layout: ArtLayout; className?: string; children?: ReactNode; edgeColor?: string }) {
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  return (
    <svg viewBox={`0 0 ${layout.width} ${layout.height}`} className={className} aria-hidden="true" focusable="false" fontFamily="inherit">
      {layout.edges.map((e) => {
        const a = byId.get(e.from);
        const b = byId.get(e.to);
        if (!a || !b) return null;
        const p = edgePath(boxOf(a), boxOf(b));
        return (
          <g key={`${e.from}-${e.to}`}>
            <path d={p.d} fill="none" stroke={edgeColor} strokeWidth="3" strokeDasharray={e.dashed ? '8 8' : undefined} strokeLinecap="round" />
            <circle cx={p.end.x} cy={p.end.y} r="6" fill={edgeColor} stroke="#fff" strokeWidth="2" />
          </g>
        );
      })}
      {layout.nodes.map((n) => (
        <Node key={n.id} n={n} />
      ))}
      {children}
    </svg>
  );
}

/** A comment pin with its balloon, as the client leaves it on a component. */
export function ArtComment({ x, y, initials, name, text, width = 300, color = '#f59e0b' }: { x: number; y: number; initials: string; name: string; text: string[]; width?: number; color?: string }) {
  const h = 46 + text.length * 20;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect y="5" width={width} height={h} rx="14" fill="#020617" opacity="0.35" />
      <rect width={width} height={h} rx="14" fill="#fff" stroke="#e2e8f0" />
      <circle cx="26" cy="26" r="15" fill={color} />
      <text x="26" y="31" fontSize="12" fontWeight="700" fill="#fff" textAnchor="middle">
        {initials}
      </text>
      <text x="50" y="31" fontSize="13" fontWeight="700" fill="#0f172a">
        {name}
      </text>
      {text.map((t, i) => (
        <text key={t} x="16" y={60 + i * 20} fontSize="14" fill="#334155">
          {t}
        </text>
      ))}
    </g>
  );
}

/** A collaborator's live cursor with name tag (real-time collaboration). */
export function ArtCursor({ x, y, name, color = '#22c55e' }: { x: number; y: number; name: string; color?: string }) {
  const w = 16 + name.length * 7.6;
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0 L0 22 L6 16 L11 27 L15 25 L10 15 L18 15 Z" fill={color} stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="14" y="24" width={w} height="24" rx="12" fill={color} />
      <text x={14 + w / 2} y="40" fontSize="12" fontWeight="700" fill="#fff" textAnchor="middle">
        {name}
      </text>
    </g>
  );
}
