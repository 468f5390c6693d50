// The funnel's forecast controls (issue 13): the projected monthly revenue, read by everyone who
// sees the map; for the agency, "Previsão" in the tool bar switches it on or off for this funnel
// and sets the monthly visitors.

import { TrendingUp } from 'lucide-react';
import { Popover } from 'radix-ui';
import { memo, useId } from 'react';
import { type ForecastSettings, ForecastSettingsSchema } from '#shared/canvas/content.ts';
import { type Forecast, formatReais } from '#shared/canvas/forecast.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { NumberField } from './number-field.tsx';

const INCOMPLETE_HINT = 'Algumas etapas que vendem ainda não têm taxa de conversão: o total soma só as etapas calculadas.';

/**
 * The projected monthly revenue, at the top of the map (the editor's top bar has no room left
 * at 1440 px, and a phone's none at all): every reader of the map sees it in the same place.
 */
export const ForecastTotal = memo(function ForecastTotal({ forecast }: { forecast: Forecast | null }) {
  if (!forecast) return null;
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

/**
 * Previsão (agency), in the tool bar beside Alinhar à grade (the top bar is full): switches the
 * forecast on or off for this funnel and sets the monthly visitors.
 */
export const ForecastControl = memo(function ForecastControl({
  settings,
  onChange,
}: {
  settings: ForecastSettings | undefined;
  onChange: (s: Partial<ForecastSettings>) => void;
}) {
  const switchId = useId();
  const enabled = settings?.enabled ?? false;
  return (
    <Popover.Root>
      <Tooltip content={enabled ? 'Previsão: ligada' : 'Previsão: desligada'} side="right">
        <Popover.Trigger asChild>
          <button
            type="button"
            className={`flex size-10 items-center justify-center rounded-lg ${enabled ? 'text-emerald-300' : 'text-slate-500'} hover:bg-slate-800`}
            aria-label="Previsão"
          >
            <TrendingUp className="size-5" aria-hidden="true" />
          </button>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          side="right"
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-lg border border-slate-700 bg-slate-900 p-3 text-white shadow-2xl"
          aria-label="Previsão do funil"
        >
          <h2 className="mb-1 text-sm font-semibold">Previsão do funil</h2>
          <p className="mb-3 text-xs text-slate-400">Mostra no mapa quantas pessoas chegam a cada etapa e quanto as etapas de venda faturam por mês.</p>
          <div className="mb-3 flex items-center justify-between gap-2">
            <label htmlFor={switchId} className="text-sm">
              Mostrar previsão no mapa
            </label>
            <Switch id={switchId} checked={enabled} onCheckedChange={(on) => onChange({ enabled: on, visitors: settings?.visitors ?? 0 })} />
          </div>
          <NumberField
            label="Visitantes por mês"
            value={settings?.visitors}
            schema={ForecastSettingsSchema.shape.visitors}
            placeholder="10.000"
            format={(n) => n.toLocaleString('pt-BR')}
            onCommit={(v) => onChange({ visitors: v ?? 0, enabled: settings?.enabled ?? true })}
          />
          <p className="mt-3 text-xs text-slate-400">Taxas e preços: selecione uma etapa no mapa.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
