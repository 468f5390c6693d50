// The export sheet: the whole funnel drawn once, statically, on white, from the content alone
// (docs/decisions/015-export.md). Not the live map: the editor draws only what is in view, and
// its nodes carry selection, toolbars and handles that have no place in a picture. The visuals
// follow the map's nodes (nodes.tsx): page mock-ups, square tiles, bars, the same connections.
import { memo, useId } from 'react';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasContent, TextElement } from '#shared/canvas/content.ts';
import { type Forecast, formatPeople, formatReais } from '#shared/canvas/forecast.ts';
import { isHexColor } from '#shared/color.ts';
import { ComponentVisual } from '../../components/component-visual.tsx';
import { strokePath } from '../editor/layers/drawing-layer.tsx';
import { EDGE_COLOR, EdgeEndMarkers } from '../editor/nodes/funnel-edge.tsx';
import type { SheetBox, SheetLayout } from './sheet-layout.ts';

/**
 * Past this many components the sheet draws each as the map does when zoomed out (a box in the
 * type's colour with the title): a picture that large is drawn below 1x anyway (the pixel cap),
 * where the mock-ups' details do not show, and copying five times fewer elements keeps a
 * 1,000-component export within reach of a slow machine.
 */
export const LOW_DETAIL_COMPONENTS = 300;

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
  const lowDetail = content.components.length > LOW_DETAIL_COMPONENTS;
  return (
    <div className="relative overflow-hidden bg-white font-sans text-slate-900" style={{ width: layout.width, height: layout.height }} data-funnel-sheet="">
      {content.components.map((c) => {
        const box = layout.components.get(c.id);
        if (!box) return null;
        const f = forecast?.steps.get(c.id);
        return (
          <div key={c.id}>
            <div className="absolute" style={{ left: box.x, top: box.y, width: box.w, height: box.h }} data-sheet-component={c.type}>
              <ComponentVisual el={c} lowDetail={lowDetail} surface="paper" />
            </div>
            {f ? <ForecastLabel box={box} people={f.people} revenue={f.revenue} /> : null}
          </div>
        );
      })}
      {/* Above the components, as in the editor: a connection passing behind a third one still shows. */}
      <svg className="pointer-events-none absolute inset-0" width={layout.width} height={layout.height} aria-hidden="true">
        <defs>
          <EdgeEndMarkers arrowId={`x-arrow-${uid}`} dotId={`x-dot-${uid}`} color={EDGE_COLOR} />
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
