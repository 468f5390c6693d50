// The agency editor's Resultados mode (docs/decisions/026), a map layer the page gives the editor
// (editor-props.ts, useLayer) so the shell only wires it: the toggle beside Previsão in the tool bar
// (the top bar has no room left: its title would lose characters), or over the map where there is
// no tool bar (a phone, a member who only reads); the bar with the period and the revenue under
// the top bar; the hint over an untracked map. The bar, the hint and the fetching load the first time
// the mode is turned on; until then the editor page carries the toggle, and the editor the store
// the nodes read (results-store.ts).
import { BarChart3 } from 'lucide-react';
import { Suspense, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { lazyView } from '../../../lib/load-on-use.tsx';
import type { EditorLayer, UseEditorLayer } from '../editor-props.ts';
import type { ResultsBarProps } from './results-bar.tsx';
import { presentResults } from './results-format.ts';
import { ResultsContext, type ResultsStore } from './results-store.ts';
import { setShownResults } from './shown-results.ts';

const ResultsBar = lazyView<ResultsBarProps>(() => import('./results-bar.tsx').then((m) => m.ResultsBar));
const NoTrackedHint = lazyView<{ store: ResultsStore }>(() => import('./results-bar.tsx').then((m) => m.NoTrackedHint));

/** What the answer depends on besides the period: each step's binding and the connections between tracked steps. */
export function trackSignature(content: Pick<CanvasContent, 'components' | 'connections'>): string {
  const tracked = content.components.filter((c) => c.data.track);
  const ids = new Set(tracked.map((c) => c.id));
  return JSON.stringify([
    tracked.map((c) => [c.id, c.data.track?.path ?? '', c.data.track?.event ?? '']),
    content.connections.filter((l) => ids.has(l.from) && ids.has(l.to)).map((l) => [l.from, l.to]),
  ]);
}

function BarLoading() {
  return (
    <p className="flex h-10 shrink-0 items-center border-b border-slate-800 bg-slate-900 px-3 text-xs text-slate-400" role="status">
      Carregando resultados...
    </p>
  );
}

/** The layer for one funnel, the same function each time for its id: the editor calls it as a hook. */
export function resultsLayerFor(canvasId: string): UseEditorLayer {
  let use = layers.get(canvasId);
  if (!use) {
    const useResultsLayer: UseEditorLayer = (content, inToolBar) => useResultsMode(canvasId, content, inToolBar);
    use = useResultsLayer;
    layers.set(canvasId, use);
  }
  return use;
}
/** One small function per funnel opened in this tab. */
const layers = new Map<string, UseEditorLayer>();

export function useResultsMode(canvasId: string, content: Pick<CanvasContent, 'components' | 'connections'>, inToolBar: boolean): EditorLayer {
  const store = useContext(ResultsContext);
  const [on, setOn] = useState(false);
  // Off clears the map at once; on shows "waiting" until the bar (its code, then its answer) fills it.
  useLayoutEffect(() => {
    if (!on) store?.set(false, null);
    else if (store?.mode() === 'off') store.set(true, null);
  }, [store, on]);
  const { components, connections } = content;
  const onAnswer = useMemo(() => (a: ResultsAnswer | null) => setShownResults(canvasId, a), [canvasId]);
  const signature = useMemo(() => (on ? trackSignature({ components, connections }) : ''), [on, components, connections]);
  const toggle = useMemo(() => {
    const preload = () => void ResultsBar.preload();
    const click = () => setOn((v) => !v);
    if (!inToolBar)
      return (
        <button
          type="button"
          aria-pressed={on}
          onFocus={preload}
          onClick={click}
          className={`absolute right-2 top-14 z-20 flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium shadow-lg ${
            on ? 'border-emerald-500 bg-emerald-900 text-emerald-100' : 'border-slate-700 bg-slate-900/95 text-white'
          }`}
        >
          <BarChart3 className="size-4" aria-hidden="true" />
          Resultados
        </button>
      );
    return (
      <Tooltip content={on ? 'Resultados: ligado' : 'Resultados: o tráfego real ao lado da previsão'} side="right">
        <button
          type="button"
          aria-pressed={on}
          aria-label="Resultados"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={click}
          className={`flex size-10 items-center justify-center rounded-lg ${on ? 'bg-emerald-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
        >
          <BarChart3 className="size-5" aria-hidden="true" />
        </button>
      </Tooltip>
    );
  }, [on, inToolBar]);
  if (!on || !store) return inToolBar ? { toolButton: toggle } : { overlay: toggle };
  const bar = (
    <Suspense fallback={<BarLoading />}>
      <ResultsBar.Lazy store={store} present={presentResults} canvasId={canvasId} signature={signature} onAnswer={onAnswer} />
    </Suspense>
  );
  const hint = (
    <Suspense fallback={null}>
      <NoTrackedHint.Lazy store={store} />
    </Suspense>
  );
  return inToolBar
    ? { toolButton: toggle, bar, overlay: hint }
    : {
        bar,
        overlay: (
          <>
            {toggle}
            {hint}
          </>
        ),
      };
}
