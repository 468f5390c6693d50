// The words of the Resultados mode (docs/decisions/026): a step's real people beside its forecast
// and the tone of the gap, the share that goes on along a connection, the period's revenue, with
// the product's pt-BR formatters. Made once per answer for the store the map reads
// (results-store.ts); imported by the mode's bar only, so its code loads with the bar.
import { formatPeople, formatReais } from '#shared/canvas/forecast.ts';
import type { ResultsAnswer, StepResult } from '#shared/schemas/tracking.ts';
import type { GapTone, ResultsView, StepBadgeLabel } from './results-store.ts';

const nbsp = /\u00a0|\u202f/g;
const whole = new Intl.NumberFormat('pt-BR');
const MINUS = '\u2212';

/** The difference as whole percents, as shown: −0.085 is −8 (Math.round rounds a half up). */
export const differencePercent = (d: number) => Math.round(d * 100) || 0;

/** "−8 %", "+12 %", "0 %": the typographic minus, a plain space before the sign. */
export function formatDifference(d: number): string {
  const p = differencePercent(d);
  return `${p < 0 ? MINUS : p > 0 ? '+' : ''}${Math.abs(p)} %`;
}

/**
 * Green from 5 % under the forecast up, amber down to 20 % under, red below that; decided on the
 * percent shown, so a badge never reads "−5 %" in amber.
 */
export function gapTone(d: number | null): GapTone {
  if (d === null) return 'none';
  const p = differencePercent(d);
  return p >= -5 ? 'good' : p >= -20 ? 'warn' : 'bad';
}

export function stepBadgeLabel(s: Pick<StepResult, 'visitors' | 'forecast' | 'difference'>): StepBadgeLabel {
  const people = formatPeople(s.visitors);
  if (!s.forecast) return { people, planned: null, gap: null, tone: 'none' };
  const planned = `previsto ${s.forecast.people === null ? '—' : whole.format(Math.round(s.forecast.people)).replace(nbsp, ' ')}`;
  const gap = s.difference === null ? null : `(${formatDifference(s.difference)})`;
  return { people, planned, gap, tone: gapTone(s.difference) };
}

/** The badge as one line: "1.830 pessoas · previsto 2.000 (−8 %)". */
export function badgeText(l: StepBadgeLabel): string {
  return [l.people, l.planned ? ` · ${l.planned}` : '', l.gap ? ` ${l.gap}` : ''].join('');
}

/** The real share along a connection: the source's conversions over its visitors, "—" without visitors. */
export function formatShare(conversions: number, visitors: number): string {
  return visitors > 0 ? `${Math.round((conversions / visitors) * 100)} %` : '—';
}

/** "Receita real R$ 97,00 · prevista R$ 20.000,00" (no forecast: the real one alone). */
export function revenueParts(revenue: number, forecastRevenue: number | null): { real: string; planned: string | null } {
  return { real: formatReais(revenue), planned: forecastRevenue === null ? null : formatReais(forecastRevenue) };
}

/** A label as one string, which each node's snapshot compares (useStepResult reads it back): equal strings, no re-render. */
export const encodeBadge = (l: StepBadgeLabel) => [l.tone, l.people, l.planned ?? '', l.gap ?? ''].join('\n');

/** An answer in the words the map and the bar show. */
export function presentResults(a: ResultsAnswer): ResultsView {
  return {
    labels: new Map(a.steps.map((s) => [s.componentId, encodeBadge(stepBadgeLabel(s))])),
    shares: new Map(a.steps.map((s) => [s.componentId, formatShare(s.conversions, s.visitors)])),
    revenue: revenueParts(a.revenue, a.forecastRevenue),
  };
}
