// The export sheet: the whole funnel drawn once, statically, on white, from the content alone
// (docs/decisions/015-export.md). Not the live map: the editor draws only what is in view, and
// its nodes carry selection, toolbars and handles that have no place in a picture. The visuals
// follow the map's nodes (nodes.tsx): page mock-ups, square tiles, bars, the same connections.
import { memo, useId } from 'react';
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import { CANVAS, type CanvasComponent, type CanvasContent, type TextElement } from '#shared/canvas/content.ts';
import { type Forecast, formatPeople, formatReais } from '#shared/canvas/forecast.ts';
import { isHexColor } from '#shared/color.ts';
import { ComponentIcon } from '../../components/component-icon.tsx';
import { strokePath } from '../editor/layers/drawing-layer.tsx';
import { EDGE_COLOR } from '../editor/nodes/funnel-edge.tsx';
import type { SheetBox, SheetLayout } from './sheet-layout.ts';

function PageMockup({ el, color, icon, title }: { el: CanvasComponent; color: string; icon: string; title: string }) {
  return (
    <div className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-md">
      <div className="flex h-5 shrink-0 items-center gap-1 bg-slate-200 px-2">
        <span className="size-1.5 rounded-full bg-red-400" />
        <span className="size-1.5 rounded-full bg-amber-400" />
        <span className="size-1.5 rounded-full bg-emerald-400" />
        <span className="ml-1 h-2 flex-1 rounded-full bg-white" />
      </div>
      <div className="flex shrink-0 items-center gap-2 px-3 py-2" style={{ background: color }}>
        <ComponentIcon name={icon} className="size-4 shrink-0 text-white" />
        <span className="truncate text-xs font-semibold text-white">{title}</span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-3 py-2.5">
        <div className="h-2 w-4/5 rounded bg-slate-300" />
        <div className="h-1.5 w-full rounded bg-slate-200" />
        <div className="h-1.5 w-11/12 rounded bg-slate-200" />
        <div className="mt-1 flex gap-1.5">
          <div className="h-10 flex-1 rounded bg-slate-100" />
          <div className="h-10 flex-1 rounded bg-slate-100" />
        </div>
        <div className="h-1.5 w-3/4 rounded bg-slate-200" />
      </div>
      <div className="px-3 pb-3">
        {el.data.description ? <p className="mb-1.5 line-clamp-2 text-[10px] leading-tight text-slate-500">{el.data.description}</p> : null}
        <div className="flex h-6 items-center justify-center rounded-md text-[10px] font-semibold text-white" style={{ background: color }}>
          {el.data.title.length > 18 ? 'Continuar' : el.data.title}
        </div>
      </div>
    </div>
  );
}

/**
 * Past this many components the sheet draws each as the map does when zoomed out (a box in the
 * type's colour with the title): a picture that large is drawn below 1x anyway (the pixel cap),
 * where the mock-ups' details do not show, and copying five times fewer elements keeps a
 * 1,000-component export within reach of a slow machine.
 */
export const LOW_DETAIL_COMPONENTS = 300;

function ComponentBody({ el, lowDetail }: { el: CanvasComponent; lowDetail: boolean }) {
  const def = componentDefOrFallback(el.type);
  const title = el.data.title || def.title;
  if (lowDetail) {
    const page = def.category === 'page';
    return (
      <div className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-300" style={{ background: page ? '#f8fafc' : def.color }}>
        {page ? <div className="h-1/5 shrink-0" style={{ background: def.color }} /> : null}
        <span className={`m-auto line-clamp-2 px-2 text-center text-lg font-bold leading-tight ${page ? 'text-slate-800' : 'text-white'}`}>{title}</span>
      </div>
    );
  }
  if (def.category === 'page') return <PageMockup el={el} color={def.color} icon={def.icon} title={title} />;
  if (def.size.width === def.size.height) {
    return (
      <div
        className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-2xl p-2 text-center shadow-md"
        style={{ background: `linear-gradient(150deg, ${def.color}, ${def.color}cc)` }}
      >
        <ComponentIcon name={def.icon} className="size-9 text-white" />
        <span className="line-clamp-2 text-xs font-semibold leading-tight text-white">{title}</span>
      </div>
    );
  }
  return (
    <div className="flex h-full w-full items-center gap-2.5 rounded-xl border border-slate-600 bg-slate-800 px-2.5 shadow-md">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg" style={{ background: def.color }}>
        <ComponentIcon name={def.icon} className="size-5 text-white" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-white">{title}</span>
        <span className="block truncate text-[11px] text-slate-400">{el.data.description || def.description}</span>
      </span>
    </div>
  );
}

/** The step's forecast under it, as on the map: people reaching it and, if it sells, revenue. */
function ForecastLabel({ box, people, revenue }: { box: SheetBox; people: number | null; revenue: number | null }) {
  return (
    <div
      className="absolute flex flex-col items-center text-center leading-tight"
      style={{ left: box.x - 20, top: box.y + box.h + 6, width: box.w + 40 }}
      data-sheet-forecast=""
    >
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-700">
        {people === null ? 'Sem taxa de conversão' : formatPeople(people)}
      </span>
      {revenue !== null ? <span className="mt-0.5 text-[11px] font-bold text-emerald-700">{formatReais(revenue)}</span> : null}
    </div>
  );
}

/** Text written white for the dark map would vanish on white paper: it prints dark. */
export function paperColor(color: string): string {
  const c = color.trim().toLowerCase();
  return c === 'white' || c === '#fff' || c === '#ffffff' || c === 'rgb(255, 255, 255)' ? '#0f172a' : color;
}

function Paragraph({ el, layout }: { el: TextElement; layout: SheetLayout }) {
  return (
    <p
      className="absolute whitespace-pre-wrap break-words px-1 py-0.5 leading-snug"
      style={{
        left: el.position.x - layout.originX,
        top: el.position.y - layout.originY,
        width: el.width,
        fontSize: el.fontSize,
        fontWeight: el.fontWeight as React.CSSProperties['fontWeight'],
        color: paperColor(el.color),
      }}
      data-sheet-text=""
    >
      {el.content}
    </p>
  );
}

export const FunnelSheet = memo(function FunnelSheet({
  content,
  layout,
  forecast,
}: {
  content: Pick<CanvasContent, 'components' | 'connections' | 'textElements' | 'drawings'>;
  layout: SheetLayout;
  forecast: Forecast | null;
}) {
  // Marker ids of their own: the editor's markers live in the same page.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const L = CANVAS.arrowLength;
  const W = 18;
  const lowDetail = content.components.length > LOW_DETAIL_COMPONENTS;
  return (
    <div className="relative overflow-hidden bg-white font-sans text-slate-900" style={{ width: layout.width, height: layout.height }} data-funnel-sheet="">
      <svg className="absolute inset-0" width={layout.width} height={layout.height} aria-hidden="true">
        <defs>
          <marker
            id={`x-arrow-${uid}`}
            markerUnits="userSpaceOnUse"
            markerWidth={L}
            markerHeight={W}
            viewBox={`0 0 ${L} ${W}`}
            refX={0}
            refY={W / 2}
            orient="auto"
          >
            <path d={`M0,0 L${L},${W / 2} L0,${W} z`} fill={EDGE_COLOR} />
          </marker>
          <marker
            id={`x-dot-${uid}`}
            markerUnits="userSpaceOnUse"
            markerWidth={L}
            markerHeight={L}
            viewBox={`0 0 ${L} ${L}`}
            refX={L / 2}
            refY={L / 2}
            orient="auto"
          >
            <circle cx={L / 2} cy={L / 2} r={L / 2} fill={EDGE_COLOR} />
          </marker>
        </defs>
        {layout.edges.map((e) => (
          <path
            key={e.id}
            d={e.path}
            fill="none"
            stroke={EDGE_COLOR}
            strokeWidth={CANVAS.connectionStroke}
            strokeDasharray={e.style.dashed ? CANVAS.connectionDash : undefined}
            markerEnd={`url(#x-${e.style.endType === 'arrow' ? 'arrow' : 'dot'}-${uid})`}
            data-sheet-edge={e.style.dashed ? 'dashed' : 'solid'}
          />
        ))}
      </svg>
      {content.components.map((c) => {
        const box = layout.components.get(c.id);
        if (!box) return null;
        const f = forecast?.steps.get(c.id);
        return (
          <div key={c.id}>
            <div className="absolute" style={{ left: box.x, top: box.y, width: box.w, height: box.h }} data-sheet-component={c.type}>
              <ComponentBody el={c} lowDetail={lowDetail} />
            </div>
            {f ? <ForecastLabel box={box} people={f.people} revenue={f.revenue} /> : null}
          </div>
        );
      })}
      {content.textElements.map((t) => (
        <Paragraph key={t.id} el={t} layout={layout} />
      ))}
      {content.drawings.length ? (
        <svg className="absolute inset-0" width={layout.width} height={layout.height} aria-hidden="true">
          <g transform={`translate(${-layout.originX} ${-layout.originY})`}>
            {content.drawings.map((d) => (
              <path
                key={d.id}
                d={strokePath(d.points, d.strokeWidth)}
                fill={isHexColor(d.color) ? d.color : CANVAS.drawingColor[d.author === 'agency' ? 'agency' : 'client']}
              />
            ))}
          </g>
        </svg>
      ) : null}
    </div>
  );
});
