// The figures under a step on the map: people reaching it and, on a selling step,
// the revenue; small, under the node, never in the way of a click.
import { memo } from 'react';
import { UNKNOWN, useStepLabel } from './forecast-store.ts';

const UNKNOWN_HINT = 'Falta a taxa de conversão de uma etapa anterior';

export const StepFigures = memo(function StepFigures({ id }: { id: string }) {
  const label = useStepLabel(id);
  if (!label) return null;
  return (
    <div
      className="pointer-events-none absolute left-1/2 top-full z-10 mt-2 flex -translate-x-1/2 flex-col items-center gap-0.5 whitespace-nowrap rounded-md bg-slate-900/90 px-2 py-1 text-center text-xs leading-tight shadow ring-1 ring-slate-700"
      data-testid="step-forecast"
      title={label.people === UNKNOWN || label.revenue === UNKNOWN ? UNKNOWN_HINT : undefined}
    >
      <span className="font-medium text-slate-100" data-testid="step-people">
        {label.people}
      </span>
      {label.revenue ? (
        <span className="font-semibold text-emerald-300" data-testid="step-revenue">
          {label.revenue}
        </span>
      ) : null}
    </div>
  );
});
