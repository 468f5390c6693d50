// The forecast as the map reads it: computed once per content change by the editor,
// held in a small store; each node subscribes to its own figures only (a string snapshot), so a
// change re-renders the few labels whose figures changed, not 1,000 nodes.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { type Forecast, formatPeople, formatReais } from '#shared/canvas/forecast.ts';

/** What a step shows: people reaching it and, on a selling step, its revenue; "—" when unknown. */
export interface StepLabel {
  people: string;
  revenue: string | null;
}
export const UNKNOWN = '—';

export function stepLabel(f: Forecast | null, id: string): StepLabel | null {
  const s = f?.steps.get(id);
  if (!s) return null;
  return {
    people: s.people === null ? UNKNOWN : formatPeople(s.people),
    revenue: s.sells ? (s.revenue === null ? UNKNOWN : formatReais(s.revenue)) : null,
  };
}

export class ForecastStore {
  private forecast: Forecast | null = null;
  private labels = new Map<string, string>();
  private listeners = new Set<() => void>();

  set(next: Forecast | null) {
    if (next === this.forecast) return;
    this.forecast = next;
    this.labels.clear();
    for (const l of this.listeners) l();
  }
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  /** The step's label as one string ('' without a forecast): equal strings, no re-render. */
  snapshot(id: string): string {
    let s = this.labels.get(id);
    if (s === undefined) {
      const l = stepLabel(this.forecast, id);
      s = l ? `${l.people}\n${l.revenue ?? ''}` : '';
      this.labels.set(id, s);
    }
    return s;
  }
}

export const ForecastContext = createContext<ForecastStore | null>(null);

/** The figures of one step, or null when the funnel shows no forecast. */
export function useStepLabel(id: string): StepLabel | null {
  const store = useContext(ForecastContext);
  const snap = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    () => store?.snapshot(id) ?? '',
    () => '',
  );
  if (!snap) return null;
  const [people, revenue] = snap.split('\n');
  return { people, revenue: revenue || null };
}
const noSubscribe = () => () => {};
