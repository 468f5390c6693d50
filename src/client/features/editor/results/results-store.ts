// The Resultados mode as the map reads it: the answer of GET .../results, already in words
// (results-format.ts), held in a small store beside the forecast's (forecast-store.ts). Each node
// and each connection subscribes to its own string snapshot, so an answer re-renders the labels
// whose text changed, not 1,000 nodes. The store only reads: the mode never writes the document.
// It is in every canvas page's code (the nodes read it), so it holds strings and formats nothing:
// the words are made in the mode's bar, which loads when the mode is first turned on.
import { createContext, createElement, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';

/** How far a step is from its forecast: none when there is nothing to compare with. */
export type GapTone = 'good' | 'warn' | 'bad' | 'none';

export interface StepBadgeLabel {
  people: string;
  /** "previsto 2.000", "previsto —" (the forecast cannot reach this step), or null without one. */
  planned: string | null;
  /** "(−8 %)", or null when there is nothing to compare with. */
  gap: string | null;
  tone: GapTone;
}

/** An answer in words: each tracked step's label (encodeBadge), each tracked step's share onwards, the revenue line. */
export interface ResultsView {
  labels: ReadonlyMap<string, string>;
  shares: ReadonlyMap<string, string>;
  revenue: { real: string; planned: string | null };
}

/** The mode as a whole: off, on while its first answer loads, on with no tracked step, on with some. */
export type ResultsModeState = 'off' | 'wait' | 'none' | 'some';

/** A step's snapshot: '' off (the forecast shows), WAIT before an answer, UNTRACKED, or its encoded label. */
const WAIT = 'wait';
const UNTRACKED = 'untracked';

export class ResultsStore {
  private on = false;
  private view: ResultsView | null = null;
  private listeners = new Set<() => void>();

  /** The mode switched on or off, or a new answer (null while the first one loads or failed). */
  set(on: boolean, view: ResultsView | null) {
    const next = on ? view : null;
    if (on === this.on && next === this.view) return;
    this.on = on;
    this.view = next;
    for (const l of this.listeners) l();
  }
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  mode = (): ResultsModeState => (!this.on ? 'off' : !this.view ? 'wait' : this.view.labels.size ? 'some' : 'none');
  step(id: string): string {
    if (!this.on) return '';
    return this.view ? (this.view.labels.get(id) ?? UNTRACKED) : WAIT;
  }
  /** A connection between two tracked steps: the share of the source's visitors seen on a next step. */
  edge(source: string, target: string): string {
    const v = this.view;
    return v?.labels.has(target) ? (v.shares.get(source) ?? '') : '';
  }
}

export const ResultsContext = createContext<ResultsStore | null>(null);

/** One store per editor, above the nodes and connections: each reads its own figures from it. */
export function ResultsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new ResultsStore());
  return createElement(ResultsContext.Provider, { value: store }, children);
}

const noSubscribe = () => () => {};
const off = () => '';

/** What a step shows in the mode: null off (the forecast's figures show instead), 'wait', 'untracked' or its label. */
export function useStepResult(id: string): null | 'wait' | 'untracked' | StepBadgeLabel {
  const store = useContext(ResultsContext);
  const snap = useSyncExternalStore(store?.subscribe ?? noSubscribe, store ? () => store.step(id) : off, off);
  if (!snap) return null;
  if (snap === WAIT || snap === UNTRACKED) return snap;
  // Read back from encodeBadge's line (results-format.ts).
  const [tone, people, planned, gap] = snap.split('\n');
  return { tone: tone as GapTone, people, planned: planned || null, gap: gap || null };
}

/** The real share on a connection in the mode, '' otherwise. */
export function useEdgeShare(source: string, target: string): string {
  const store = useContext(ResultsContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, store ? () => store.edge(source, target) : off, off);
}

export function useResultsModeState(): ResultsModeState {
  const store = useContext(ResultsContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.mode ?? offMode, offMode);
}
const offMode = (): ResultsModeState => 'off';
