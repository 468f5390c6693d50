// What a funnel component looks like (page mock-up, square tile, bar, or a light box when drawn
// small), written once for the map's nodes and the export sheet. `paper` is the white page of an
// export or print: lighter borders and shadows than on the dark map.
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import type { CanvasComponent } from '#shared/canvas/content.ts';
import { shadeForWhiteText } from '../lib/contrast.ts';
import { ComponentIcon } from './component-icon.tsx';

type Surface = 'map' | 'paper';

function PageMockup({ el, color, icon, title, surface }: { el: CanvasComponent; color: string; icon: string; title: string; surface: Surface }) {
  const frame = surface === 'map' ? 'border-slate-600 shadow-lg' : 'border-slate-300 shadow-md';
  return (
    <div className={`flex h-full w-full flex-col overflow-hidden rounded-xl border bg-white ${frame}`}>
      <div className="flex h-5 shrink-0 items-center gap-1 bg-slate-200 px-2" aria-hidden="true">
        <span className="size-1.5 rounded-full bg-red-400" />
        <span className="size-1.5 rounded-full bg-amber-400" />
        <span className="size-1.5 rounded-full bg-emerald-400" />
        <span className="ml-1 h-2 flex-1 rounded-full bg-white" />
      </div>
      <div className="flex shrink-0 items-center gap-2 px-3 py-2" style={{ background: color }}>
        <ComponentIcon name={icon} className="size-4 shrink-0 text-white" />
        <span className="truncate text-xs font-semibold text-white">{title}</span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-3 py-2.5" aria-hidden="true">
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
        <div className="flex h-6 items-center justify-center rounded-md text-[10px] font-semibold text-white" style={{ background: color }} aria-hidden="true">
          {el.data.title.length > 18 ? 'Continuar' : el.data.title}
        </div>
      </div>
    </div>
  );
}

export function ComponentVisual({ el, lowDetail, surface }: { el: CanvasComponent; lowDetail: boolean; surface: Surface }) {
  const def = componentDefOrFallback(el.type);
  const title = el.data.title || def.title;
  const map = surface === 'map';
  if (lowDetail) {
    // Drawn small: a light box (far fewer DOM nodes); the funnel still reads by colour and name.
    const page = def.category === 'page';
    return (
      <div
        className={`flex h-full w-full flex-col overflow-hidden rounded-xl border ${map ? 'border-white/10 shadow' : 'border-slate-300'}`}
        style={{ background: page ? '#f8fafc' : shadeForWhiteText(def.color) }}
      >
        {page ? <div className="h-1/5 shrink-0" style={{ background: def.color }} /> : null}
        <span className={`m-auto line-clamp-2 px-2 text-center text-lg font-bold leading-tight ${page ? 'text-slate-800' : 'text-white'}`}>{title}</span>
      </div>
    );
  }
  // White text sits on the colour below: a shade of it dark enough to read (WCAG AA).
  const ink = shadeForWhiteText(def.color);
  if (def.category === 'page') return <PageMockup el={el} color={ink} icon={def.icon} title={title} surface={surface} />;
  const shadow = map ? 'shadow-lg' : 'shadow-md';
  if (def.size.width === def.size.height) {
    return (
      <div
        className={`flex h-full w-full flex-col items-center justify-center gap-2 rounded-2xl p-2 text-center ${shadow} ${map ? 'border border-white/10' : ''}`}
        style={{ background: `linear-gradient(150deg, ${ink}, ${ink}cc)` }}
      >
        <ComponentIcon name={def.icon} className="size-9 text-white" />
        <span className="line-clamp-2 text-xs font-semibold leading-tight text-white">{title}</span>
      </div>
    );
  }
  return (
    <div className={`flex h-full w-full items-center gap-2.5 rounded-xl border border-slate-600 bg-slate-800 px-2.5 ${shadow}`}>
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
