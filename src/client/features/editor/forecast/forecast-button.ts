// Previsão's button look and the props of its popover: the names the popover
// (forecast-popover.tsx, loaded on first open) and its stand-in (forecast-header.tsx) share.
import type { ForecastSettings } from '#shared/canvas/content.ts';

export interface ForecastPopoverProps {
  settings: ForecastSettings | undefined;
  onChange: (s: Partial<ForecastSettings>) => void;
}

export const forecastLabel = (enabled: boolean) => (enabled ? 'Previsão: ligada' : 'Previsão: desligada');
export const forecastButtonClass = (enabled: boolean) =>
  `flex size-10 items-center justify-center rounded-lg ${enabled ? 'text-emerald-300' : 'text-slate-500'} hover:bg-slate-800`;
