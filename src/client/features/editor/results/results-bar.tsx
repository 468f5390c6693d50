// The Resultados mode's bar under the editor's top bar (docs/decisions/026), loaded the first time
// the mode is turned on: the period, the state of the answer, and the period's real revenue beside
// the forecast's. It fetches the page's results call (the agency's, the portal's or the public
// link's) and hands the answer, in words, to the store the nodes and connections read
// (results-store.ts). Nothing here writes the document. The portal's and the public link's calls
// answer { shared: false } once the agency stops showing the results: the bar says so and the map
// shows none.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { ResultsAnswer, SharedResultsAnswer } from '#shared/schemas/tracking.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatDay, PERIOD_OPTIONS, type Period, type PeriodChoice, periodFor } from './period.ts';
import { presentResults } from './results-format.ts';
import type { ResultsStore } from './results-store.ts';

export interface ResultsBarProps extends Pick<CanvasContent, 'components' | 'connections'> {
  store: ResultsStore;
  /** The results call without the period: /api/canvases/{id}/results, /api/client/canvas/{id}/results or /api/public/canvas/{link}/results. */
  url: string;
  /** The answer on screen (null when none), for the agency's PDF and presentation (shown-results.ts). */
  onAnswer?: (a: ResultsAnswer | null) => void;
  /** The map explains an untracked funnel itself (NoTrackedHint, the agency's); otherwise the bar does. */
  hint: boolean;
}

/** What the answer depends on besides the period: each step's binding and the connections between tracked steps. */
export function trackSignature(content: Pick<CanvasContent, 'components' | 'connections'>): string {
  const tracked = content.components.filter((c) => c.data.track);
  const ids = new Set(tracked.map((c) => c.id));
  return JSON.stringify([
    tracked.map((c) => [c.id, c.data.track?.path ?? '', c.data.track?.event ?? '']),
    content.connections.filter((l) => ids.has(l.from) && ids.has(l.to)).map((l) => [l.from, l.to]),
  ]);
}

/** Waits for the typing and the live socket to settle before asking the server again. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The portal's or the public link's answer once the agency stopped showing the results. */
const notShared = (a: ResultsAnswer | SharedResultsAnswer): a is { shared: false } => 'shared' in a && !a.shared;

const segment = 'h-7 rounded-md px-2.5 text-xs font-medium transition-colors sm:text-sm';
const dateInput = 'nodrag h-8 rounded-md border border-slate-700 bg-slate-950 px-2 text-sm text-white outline-none [color-scheme:dark] focus:border-orange-500';

export function ResultsBar({ store, url, components, connections, onAnswer, hint }: ResultsBarProps) {
  const id = useId();
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [custom, setCustom] = useState<Partial<Period>>({});
  const period = periodFor(choice, custom, new Date());
  // A change of a binding asks again (the agency's server reads the live document).
  const signature = useMemo(() => trackSignature({ components, connections }), [components, connections]);
  const settledSignature = useSettled(signature, 1000);
  const path = period ? `${url}?from=${period.from}&to=${period.to}` : null;
  const q = useQuery<ResultsAnswer | SharedResultsAnswer>({ queryKey: [path, settledSignature], enabled: !!path, placeholderData: keepPreviousData });
  const data = q.isError ? null : (q.data ?? null);
  const hidden = data !== null && notShared(data);
  const answer = data && !notShared(data) ? data : null;
  const view = useMemo(() => (answer ? presentResults(answer) : null), [answer]);
  useLayoutEffect(() => store.set(true, view), [store, view]);
  useEffect(() => () => store.set(false, null), [store]);
  useEffect(() => {
    if (!onAnswer) return;
    onAnswer(answer);
    return () => onAnswer(null);
  }, [answer, onAnswer]);
  const revenue = view?.revenue;

  return (
    <section
      className="z-30 flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-slate-800 bg-slate-900 px-2 py-1.5 text-sm text-slate-200 sm:px-3"
      aria-label="Resultados"
      data-testid="results-bar"
    >
      <fieldset className="m-0 flex items-center rounded-lg border border-slate-800 bg-slate-950/60 p-0.5" aria-label="Período">
        {PERIOD_OPTIONS.map((o) => (
          <button
            key={o.id}
            type="button"
            aria-pressed={choice === o.id}
            onClick={() => {
              // A custom period starts from the one on screen, so the figures shown stay its figures.
              if (o.id === 'custom' && period && !custom.from && !custom.to) setCustom(period);
              setChoice(o.id);
            }}
            className={`${segment} ${choice === o.id ? 'bg-slate-600 text-white shadow ring-1 ring-slate-500' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
          >
            {o.label}
          </button>
        ))}
      </fieldset>
      {choice === 'custom' ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-from`} className="text-xs text-slate-400">
            De
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={dateInput}
            value={custom.from ?? ''}
            onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
          />
          <label htmlFor={`${id}-to`} className="text-xs text-slate-400">
            Até
          </label>
          <input id={`${id}-to`} type="date" className={dateInput} value={custom.to ?? ''} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} />
        </div>
      ) : null}
      {q.isError ? (
        <div className="flex min-w-0 items-center gap-2">
          <p role="alert" className="flex min-w-0 items-center gap-1.5 text-xs text-red-300 sm:text-sm">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            <span>{errorMessage(q.error, 'Não foi possível carregar os resultados.')}</span>
          </p>
          <button
            type="button"
            onClick={() => void q.refetch()}
            className="h-7 shrink-0 rounded-md border border-slate-700 bg-slate-800 px-2.5 text-xs font-medium text-white hover:bg-slate-700"
          >
            Tentar de novo
          </button>
        </div>
      ) : q.isFetching ? (
        <p role="status" className="flex items-center gap-1.5 text-xs text-slate-400">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Carregando resultados...
        </p>
      ) : hidden ? (
        <p role="status" className="text-xs text-amber-300 sm:text-sm" data-testid="results-hidden">
          A agência não está mostrando os resultados deste funil agora.
        </p>
      ) : !period ? (
        <p className="text-xs text-amber-300">Escolha as duas datas{answer ? ` (mostrando ${formatDay(answer.from)} a ${formatDay(answer.to)})` : ''}.</p>
      ) : answer ? (
        <p className="hidden text-xs text-slate-400 md:block" data-testid="results-period">
          {formatDay(answer.from)} a {formatDay(answer.to)}
        </p>
      ) : null}
      {!hint && answer && !answer.steps.length ? <p className="text-xs text-slate-400">Nenhuma etapa deste funil conta tráfego ainda.</p> : null}
      {revenue ? (
        <p className="ml-auto whitespace-nowrap" data-testid="results-revenue">
          Receita real <span className="font-semibold text-emerald-300">{revenue.real}</span>
          {revenue.planned ? <span className="text-slate-400"> · prevista {revenue.planned}</span> : null}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Over the map while no step of this funnel counts traffic: what to do, and where the script is.
 * Centred low on the map, where a fitted funnel leaves room: in the middle it covered the very
 * steps it asks to open.
 */
export function NoTrackedHint({ store }: { store: ResultsStore }) {
  if (useSyncExternalStore(store.subscribe, store.mode) !== 'none') return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-6 z-20 flex justify-center px-4">
      <div
        className="pointer-events-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-slate-700 bg-slate-900/95 px-4 py-3 text-center shadow-2xl sm:flex-row sm:text-left"
        data-testid="results-empty"
      >
        <p className="text-sm text-slate-200">Nenhuma etapa conta tráfego ainda. Abra uma etapa e preencha Página ou Evento em Resultados.</p>
        <Link
          to="/dashboard/resultados"
          className="inline-flex h-8 shrink-0 items-center rounded-md bg-orange-700 px-3 text-sm font-medium text-white hover:bg-orange-800"
        >
          Instalar o script
        </Link>
      </div>
    </div>
  );
}
