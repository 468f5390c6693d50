// The funnel's forecast controls (docs/decisions/014-forecast.md): the projected monthly revenue, read by everyone who
// sees the map; for the agency, "Previsão" in the tool bar switches it on or off for this funnel
// and sets the monthly visitors. Its popover (Radix Popover and Switch, forecast-popover.tsx)
// loads when it is first opened; until then the tool bar shows a stand-in of its button.
import { TrendingUp } from 'lucide-react';
import { memo } from 'react';
import { type Forecast, formatReais } from '#shared/canvas/forecast.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { lazyControl } from '../../../lib/load-on-use.tsx';
import { useResultsModeState } from '../results/results-store.ts';
import { type ForecastPopoverProps, forecastButtonClass, forecastLabel } from './forecast-button.ts';

const INCOMPLETE_HINT = 'Algumas etapas que vendem ainda não têm taxa de conversão: o total soma só as etapas calculadas.';

/**
 * The projected monthly revenue, at the top of the map (the editor's top bar has no room left
 * at 1440 px, and a phone's none at all): every reader of the map sees it in the same place.
 */
export const ForecastTotal = memo(function ForecastTotal({ forecast }: { forecast: Forecast | null }) {
  // The Resultados mode's bar shows the forecast for its period beside the real revenue: a monthly
  // total on the map too would read as a second, different forecast.
  const results = useResultsModeState();
  if (!forecast || results !== 'off') return null;
  return (
    // Top left of the map on a computer (the hints take the top centre), above the bottom dock on a phone.
    <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center px-2 sm:inset-x-auto sm:bottom-auto sm:left-3 sm:top-3">
      <p
        className="pointer-events-auto flex max-w-full items-center gap-1.5 whitespace-nowrap rounded-full border border-emerald-800 bg-slate-900/95 px-3 py-1.5 text-sm text-slate-200 shadow-lg"
        data-testid="forecast-total"
      >
        <TrendingUp className="size-4 shrink-0 text-emerald-300" aria-hidden="true" />
        <span>Receita projetada: </span>
        <span className="font-semibold text-emerald-300">{formatReais(forecast.totalRevenue)}/mês</span>
        {forecast.complete ? null : (
          <Tooltip content={INCOMPLETE_HINT} side="bottom">
            <button type="button" className="cursor-help font-semibold text-amber-300" aria-label={INCOMPLETE_HINT} data-testid="forecast-incomplete">
              *
            </button>
          </Tooltip>
        )}
      </p>
    </div>
  );
});

const LazyPopover = lazyControl<ForecastPopoverProps>(() => import('./forecast-popover.tsx').then((m) => m.ForecastPopover));

/**
 * Previsão (agency), in the tool bar beside Alinhar à grade (the top bar is full): switches the
 * forecast on or off for this funnel and sets the monthly visitors.
 */
export const ForecastToolButton = memo(function ForecastToolButton(props: ForecastPopoverProps) {
  const enabled = props.settings?.enabled ?? false;
  return (
    <LazyPopover
      {...props}
      standIn={({ open, preload }) => (
        <Tooltip content={forecastLabel(enabled)} side="right">
          <button
            type="button"
            className={forecastButtonClass(enabled)}
            aria-label="Previsão"
            aria-haspopup="dialog"
            aria-expanded={false}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            <TrendingUp className="size-5" aria-hidden="true" />
          </button>
        </Tooltip>
      )}
    />
  );
});
