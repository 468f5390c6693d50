// Under a step on the map: its real figures in the Resultados mode, else the forecast's
// (forecast/step-figures.tsx). Where the forecast's figures sit, so turning the mode on swaps one
// line for the other instead of stacking two; never in the way of a click.
import { memo } from 'react';
import { StepFigures } from '../forecast/step-figures.tsx';
import { type GapTone, type StepBadgeLabel, useStepResult } from './results-store.ts';

/** The gap's colour, from the editor's palette (forecast figures, hints, errors). */
const TONE_TEXT: Record<GapTone, string> = {
  good: 'text-emerald-300',
  warn: 'text-amber-300',
  bad: 'text-red-400',
  none: 'text-slate-100',
};
/** The badge's outline in the same tone, so a gap reads at a glance on a busy map. */
const TONE_RING: Record<GapTone, string> = {
  good: 'ring-emerald-700',
  warn: 'ring-amber-600',
  bad: 'ring-red-700',
  none: 'ring-slate-700',
};

const BOX =
  'pointer-events-none absolute left-1/2 top-full z-10 mt-2 -translate-x-1/2 whitespace-nowrap rounded-md px-2 py-1 text-xs leading-tight shadow ring-1';

/** One step's line in the mode: "1.830 pessoas · previsto 2.000 (−8 %)", the gap in its tone; null label: not tracked. */
export function StepResultBadge({ label }: { label: StepBadgeLabel | null }) {
  if (!label)
    return (
      <div className={`${BOX} bg-slate-900/80 text-slate-400 ring-slate-800`} data-testid="step-results" data-tone="untracked">
        Sem rastreio
      </div>
    );
  return (
    <div className={`${BOX} bg-slate-900/95 ${TONE_RING[label.tone]}`} data-testid="step-results" data-tone={label.tone}>
      <span className="font-semibold text-white" data-testid="step-results-people">
        {label.people}
      </span>
      {label.planned ? <span className="text-slate-300"> · {label.planned}</span> : null}
      {label.gap ? <span className={`font-semibold ${TONE_TEXT[label.tone]}`}> {label.gap}</span> : null}
    </div>
  );
}

export const StepBadge = memo(function StepBadge({ id }: { id: string }) {
  const r = useStepResult(id);
  if (r === null) return <StepFigures id={id} />;
  if (r === 'wait') return null;
  return <StepResultBadge label={r === 'untracked' ? null : r} />;
});
