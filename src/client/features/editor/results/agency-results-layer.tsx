// The agency editor's Resultados mode (docs/decisions/026): the mode of use-results-mode.tsx on the
// agency's own call, with what only the agency's page carries: the toggle beside Previsão in the
// tool bar (the top bar has no room left: its title would lose characters), the hint over an
// untracked map (where to install the script), and the answer kept for Exportar and Apresentar
// (shown-results.ts). Kept out of the shared file so the portal and the public link do not load it.
import { BarChart3 } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { lazyView } from '../../../lib/load-on-use.tsx';
import type { UseEditorLayer } from '../editor-props.ts';
import type { ResultsStore } from './results-store.ts';
import { setShownResults } from './shown-results.ts';
import { ResultsToggle, useResultsMode } from './use-results-mode.tsx';

const NoTrackedHint = lazyView<{ store: ResultsStore }>(() => import('./results-bar.tsx').then((m) => m.NoTrackedHint));

/** The layer for one funnel, the same function each time for its id: the editor calls it as a hook. */
export function agencyResultsLayer(canvasId: string): UseEditorLayer {
  let use = layers.get(canvasId);
  if (!use) {
    const url = `/api/canvases/${encodeURIComponent(canvasId)}/results`;
    const options = { onAnswer: setShownResults.bind(null, canvasId), hint: true };
    const useAgencyResults: UseEditorLayer = (content, inToolBar) => {
      const { on, setOn, preload, bar, store } = useResultsMode(url, content, options);
      const toggle = useMemo(
        () =>
          inToolBar ? (
            <Tooltip content={on ? 'Resultados: ligado' : 'Resultados: o tráfego real ao lado da previsão'} side="right">
              <button
                type="button"
                aria-pressed={on}
                aria-label="Resultados"
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => setOn((v) => !v)}
                className={`flex size-10 items-center justify-center rounded-lg ${on ? 'bg-emerald-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
              >
                <BarChart3 className="size-5" aria-hidden="true" />
              </button>
            </Tooltip>
          ) : (
            <ResultsToggle mode={{ on, setOn, preload }} />
          ),
        [on, setOn, preload, inToolBar],
      );
      if (!on || !store) return inToolBar ? { toolButton: toggle } : { overlay: toggle };
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
    };
    use = useAgencyResults;
    layers.set(canvasId, use);
  }
  return use;
}
/** One small function per funnel opened in this tab. */
const layers = new Map<string, UseEditorLayer>();
