// The Resultados mode (docs/decisions/026), a map layer a page gives the editor (editor-props.ts,
// useLayer) so the shell only wires it. Each page names its own results call: the agency's editor
// (agency-results-layer.tsx), the client's portal and the public link (resultsLayerFor), these two
// only when the agency shows the results to the client. This file is in every canvas page's code
// (the portal's and the public link's are at their budgets, bench/bundle.ts), so it holds the
// mode's state and the toggle over the map only: the bar, its words and its fetching load the first
// time the mode is turned on, and the editor carries the store the nodes read (results-store.ts).
import { BarChart3 } from 'lucide-react';
import { type ReactNode, Suspense, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import { lazyView } from '../../../lib/load-on-use.tsx';
import type { UseEditorLayer } from '../editor-props.ts';
import type { ResultsBarProps } from './results-bar.tsx';
import { ResultsContext, type ResultsStore } from './results-store.ts';

const ResultsBar = lazyView<ResultsBarProps>(() => import('./results-bar.tsx').then((m) => m.ResultsBar));

function BarLoading() {
  return (
    <p className="flex h-10 shrink-0 items-center border-b border-slate-800 bg-slate-900 px-3 text-xs text-slate-400" role="status">
      Carregando resultados...
    </p>
  );
}

export interface ResultsMode {
  on: boolean;
  setOn: (update: (on: boolean) => boolean) => void;
  /** Starts loading the bar's code (a pointer over the toggle, its focus). */
  preload: () => void;
  /** The row under the top bar while the mode is on, else null. */
  bar: ReactNode;
  /** The editor's store, null outside one. */
  store: ResultsStore | null;
}

/**
 * The mode's state and its bar. `onAnswer` hears the answer on screen (the agency's PDF and
 * presentation); `hint`: the page draws its own help over an untracked map, so the bar says nothing.
 */
export function useResultsMode(
  url: string,
  content: Pick<CanvasContent, 'components' | 'connections'>,
  { onAnswer, hint = false }: { onAnswer?: (a: ResultsAnswer | null) => void; hint?: boolean } = {},
): ResultsMode {
  const store = useContext(ResultsContext);
  const [on, setOn] = useState(false);
  // Off clears the map at once; on shows "waiting" until the bar (its code, then its answer) fills it.
  useLayoutEffect(() => {
    if (!on) store?.set(false, null);
    else if (store?.mode() === 'off') store.set(true, null);
  }, [store, on]);
  const bar =
    on && store ? (
      <Suspense fallback={<BarLoading />}>
        <ResultsBar.Lazy store={store} url={url} components={content.components} connections={content.connections} onAnswer={onAnswer} hint={hint} />
      </Suspense>
    ) : null;
  return { on, setOn, preload: preloadBar, bar, store };
}
const preloadBar = () => void ResultsBar.preload();

/** "Resultados" over the map, where there is no tool bar (a phone, a member who only reads, the client, the public link). */
export function ResultsToggle({ mode }: { mode: Pick<ResultsMode, 'on' | 'setOn' | 'preload'> }) {
  return (
    <button
      type="button"
      aria-pressed={mode.on}
      onFocus={mode.preload}
      onClick={() => mode.setOn((v) => !v)}
      className={`absolute right-2 top-14 z-20 flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium shadow-lg ${
        mode.on ? 'border-emerald-500 bg-emerald-900 text-emerald-100' : 'border-slate-700 bg-slate-900/95 text-white'
      }`}
    >
      <BarChart3 className="size-4" aria-hidden="true" />
      Resultados
    </button>
  );
}

/**
 * The client's and the public link's layer for one results call: the toggle over the map, the bar
 * while on. The same function each time for its address: the editor calls it as a hook.
 */
export function resultsLayerFor(url: string): UseEditorLayer {
  let use = layers.get(url);
  if (!use) {
    const useReaderResults: UseEditorLayer = (content) => {
      const { on, setOn, preload, bar } = useResultsMode(url, content);
      const overlay = useMemo(() => <ResultsToggle mode={{ on, setOn, preload }} />, [on, setOn, preload]);
      return { bar, overlay };
    };
    use = useReaderResults;
    layers.set(url, use);
  }
  return use;
}
/** One small function per funnel opened in this tab. */
const layers = new Map<string, UseEditorLayer>();
