// Previsão's popover (docs/decisions/014-forecast.md, agency): loaded when it is first opened (ForecastToolButton, forecast-header.tsx).
import { TrendingUp } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { VISITORS_RULE } from '#shared/canvas/forecast-rules.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { type ForecastPopoverProps, forecastButtonClass, forecastLabel } from './forecast-button.ts';
import { NumberField } from './number-field.tsx';

/** Previsão's popover: on or off for this funnel, and the monthly visitors. */
export function ForecastPopover({ settings, onChange, defaultOpen }: ForecastPopoverProps & { defaultOpen?: boolean }) {
  const switchId = useId();
  const enabled = settings?.enabled ?? false;
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Tooltip content={forecastLabel(enabled)} side="right">
        <Popover.Trigger asChild>
          <button type="button" className={forecastButtonClass(enabled)} aria-label="Previsão">
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
            rule={VISITORS_RULE}
            placeholder="10.000"
            format={(n) => n.toLocaleString('pt-BR')}
            onCommit={(v) => onChange({ visitors: v ?? 0, enabled: settings?.enabled ?? true })}
          />
          <p className="mt-3 text-xs text-slate-400">Taxas e preços: selecione uma etapa no mapa.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
