// @vitest-environment happy-dom
// The Resultados mode's words and colours on the map: a step's real people beside its forecast,
// the gap's tone, the share on a connection, the step panel's check of a binding.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRACK_EVENT_MSG, TRACK_PATH_MSG } from '#shared/canvas/content.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import { lastDays, periodFor } from './period.ts';
import { trackSignature } from './results-bar.tsx';
import { badgeText, formatDifference, formatShare, gapTone, presentResults, stepBadgeLabel } from './results-format.ts';
import { ResultsContext, ResultsStore } from './results-store.ts';
import { StepBadge, StepResultBadge } from './step-badge.tsx';
import { checkTrack } from './track-fields.tsx';

afterEach(cleanup);

const step = (visitors: number, people: number | null, difference: number | null, forecast = true) => ({
  visitors,
  forecast: forecast ? { people, revenue: null } : null,
  difference,
});

describe('a step’s badge', () => {
  it('reads the real people, the forecast and the signed gap, rounded to whole percents', () => {
    expect(badgeText(stepBadgeLabel(step(1830, 2000, -0.085)))).toBe('1.830 pessoas · previsto 2.000 (−8 %)');
    expect(badgeText(stepBadgeLabel(step(2300, 2000, 0.15)))).toBe('2.300 pessoas · previsto 2.000 (+15 %)');
    expect(badgeText(stepBadgeLabel(step(2000, 2000, 0)))).toBe('2.000 pessoas · previsto 2.000 (0 %)');
    expect(badgeText(stepBadgeLabel(step(1, null, null)))).toBe('1 pessoa · previsto —');
    expect(badgeText(stepBadgeLabel(step(12, null, null, false)))).toBe('12 pessoas');
    expect(formatDifference(-0.004)).toBe('0 %');
  });

  it('colours the gap: green from −5 % up, amber down to −20 %, red below', () => {
    expect([0.3, 0, -0.05, -0.06, -0.2, -0.21, -1].map(gapTone)).toEqual(['good', 'good', 'good', 'warn', 'warn', 'bad', 'bad']);
    expect(gapTone(null)).toBe('none');
    // decided on the percent shown: −5,4 % reads "−5 %" and stays green
    expect(gapTone(-0.054)).toBe('good');
  });

  it('draws the line with the gap in its tone, and "Sem rastreio" for an untracked step', () => {
    render(<StepResultBadge label={stepBadgeLabel(step(1830, 2000, -0.085))} />);
    const badge = screen.getByTestId('step-results');
    expect(badge.textContent).toBe('1.830 pessoas · previsto 2.000 (−8 %)');
    expect(badge.dataset.tone).toBe('warn');
    expect(screen.getByText('(−8 %)').className).toContain('text-amber-300');
    cleanup();
    render(<StepResultBadge label={stepBadgeLabel(step(500, 2000, -0.75))} />);
    expect(screen.getByText('(−75 %)').className).toContain('text-red-400');
    cleanup();
    render(<StepResultBadge label={null} />);
    expect(screen.getByTestId('step-results').textContent).toBe('Sem rastreio');
  });
});

describe('the share on a connection', () => {
  it('is the source’s conversions over its visitors, "—" without visitors', () => {
    expect(formatShare(2, 3)).toBe('67 %');
    expect(formatShare(1, 2)).toBe('50 %');
    expect(formatShare(0, 0)).toBe('—');
  });
});

const answer: ResultsAnswer = {
  from: '2026-10-28',
  to: '2026-11-26',
  steps: [
    { componentId: 'home', visitors: 3, conversions: 2, revenue: 0, forecast: null, difference: null },
    { componentId: 'checkout', visitors: 2, conversions: 1, revenue: 0, forecast: null, difference: null },
  ],
  revenue: 97,
  forecastRevenue: 145.5,
};

describe('the store the map reads', () => {
  it('answers nothing while off, waits for the answer, then labels tracked and untracked steps', () => {
    const store = new ResultsStore();
    expect([store.mode(), store.step('home'), store.edge('home', 'checkout')]).toEqual(['off', '', '']);
    store.set(true, null);
    expect([store.mode(), store.step('home')]).toEqual(['wait', 'wait']);
    const view = presentResults(answer);
    expect(view.revenue).toEqual({ real: 'R$ 97,00', planned: 'R$ 145,50' });
    store.set(true, view);
    expect(store.mode()).toBe('some');
    expect(store.step('other')).toBe('untracked');
    expect(store.edge('home', 'checkout')).toBe('67 %');
    expect(store.edge('checkout', 'home')).toBe('50 %');
    expect(store.edge('home', 'other')).toBe(''); // to an untracked step: no share
    expect(store.edge('other', 'home')).toBe(''); // from one: none either
    store.set(true, presentResults({ ...answer, steps: [] }));
    expect(store.mode()).toBe('none');
  });

  it('swaps a node’s forecast figures for its results while the mode is on', () => {
    const store = new ResultsStore();
    render(
      <ResultsContext.Provider value={store}>
        <StepBadge id="home" />
        <StepBadge id="other" />
      </ResultsContext.Provider>,
    );
    expect(screen.queryAllByTestId('step-results')).toHaveLength(0);
    act(() => store.set(true, presentResults(answer)));
    expect(screen.getAllByTestId('step-results').map((e) => e.textContent)).toEqual(['3 pessoas', 'Sem rastreio']);
    act(() => store.set(false, null));
    expect(screen.queryAllByTestId('step-results')).toHaveLength(0);
  });
});

describe('a step’s binding in the step panel', () => {
  it('is checked with the shared schema; both fields empty remove it', () => {
    expect(checkTrack(' /checkout/* ', '')).toEqual({ ok: true, track: { path: '/checkout/*' } });
    expect(checkTrack('', 'purchase')).toEqual({ ok: true, track: { event: 'purchase' } });
    expect(checkTrack('', '  ')).toEqual({ ok: true, track: null });
    expect(checkTrack('obrigado', 'lead')).toEqual({ ok: false, errors: { path: TRACK_PATH_MSG } });
    expect(checkTrack('/ok', 'x'.repeat(101))).toEqual({ ok: false, errors: { event: TRACK_EVENT_MSG } });
  });

  it('asks again when a binding or a connection between tracked steps changes, not for anything else', () => {
    const a = { id: 'a', type: 'capture-page', position: { x: 0, y: 0 }, data: { title: 'A', description: '', track: { path: '/' } } };
    const b = { id: 'b', type: 'email', position: { x: 0, y: 0 }, data: { title: 'B', description: '' } };
    const base = trackSignature({
      components: [a, b],
      connections: [{ id: 'k', from: 'a', to: 'b', style: { dashed: false, organic: true, endType: 'dot' } }],
    });
    expect(trackSignature({ components: [{ ...a, position: { x: 9, y: 9 } }, b], connections: [] })).toBe(base);
    expect(trackSignature({ components: [{ ...a, data: { ...a.data, track: { path: '/x' } } }, b], connections: [] })).not.toBe(base);
  });
});

describe('the periods', () => {
  it('count São Paulo days, today included', () => {
    const now = new Date('2026-11-27T02:00:00Z'); // still the 26th in São Paulo
    expect(lastDays(7, now)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodFor('30', {}, now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(periodFor('custom', { from: '2026-11-01' }, now)).toBeNull();
    expect(periodFor('custom', { from: '2026-11-01', to: '2026-11-10' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-10' });
  });
});
