// The selected step's forecast fields, agency only: "Taxa de conversão (%)" and
// "Preço (R$)" of a component, "Divisão do tráfego (%)" of a connection. A small card over the
// canvas, shown while exactly one of them is selected. A component's card also holds what it
// counts of the client's site (Resultados, results/track-fields.tsx): one place to set a step up.
import { useOnSelectionChange } from '@xyflow/react';
import { memo, useCallback, useState } from 'react';
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import type { CanvasComponent, CanvasConnection } from '#shared/canvas/content.ts';
import type { Forecast } from '#shared/canvas/forecast.ts';
import { CONVERSION_RATE_RULE, PRICE_RULE, SHARE_RULE } from '#shared/canvas/forecast-rules.ts';
import { TrackGroup } from '../results/track-group.tsx';
import { stepLabel } from './forecast-store.ts';
import { NumberField } from './number-field.tsx';

/** A step's own forecast fields, in the card's order. */
const STEP_FIELDS = [
  { field: 'conversionRate', label: 'Taxa de conversão (%)', rule: CONVERSION_RATE_RULE, placeholder: 'Ex.: 20' },
  { field: 'price', label: 'Preço (R$)', rule: PRICE_RULE, placeholder: 'Só em etapas que vendem' },
] as const;

type Selected = { kind: 'component' | 'connection'; id: string } | null;

export const StepForecastPanel = memo(function StepForecastPanel({
  components,
  connections,
  forecast,
  onPatch,
}: {
  components: readonly CanvasComponent[];
  connections: readonly CanvasConnection[];
  forecast: Forecast | null;
  onPatch: (kind: 'components' | 'connections', id: string, fields: Record<string, unknown>) => void;
}) {
  const [sel, setSel] = useState<Selected>(null);
  const onChange = useCallback(({ nodes, edges }: { nodes: { id: string; type?: string }[]; edges: { id: string }[] }) => {
    if (nodes.length === 1 && edges.length === 0 && nodes[0].type === 'component') setSel({ kind: 'component', id: nodes[0].id });
    else if (edges.length === 1 && nodes.length === 0) setSel({ kind: 'connection', id: edges[0].id });
    else setSel(null);
  }, []);
  useOnSelectionChange({ onChange });
  if (!sel) return null;
  // Bottom left: the minimap and the comments panel take the right side.
  const card = 'absolute bottom-4 left-4 z-20 w-64 rounded-xl border border-slate-700 bg-slate-900/95 p-3 text-white shadow-2xl';
  if (sel.kind === 'component') {
    const c = components.find((x) => x.id === sel.id);
    if (!c) return null;
    const label = stepLabel(forecast, c.id);
    const setData = (field: 'conversionRate' | 'price' | 'track', v: unknown) => {
      const { [field]: _old, ...rest } = c.data;
      onPatch('components', c.id, { data: v === null ? rest : { ...rest, [field]: v } });
    };
    return (
      <section className={card} aria-label="Previsão da etapa" data-testid="step-forecast-panel">
        <h2 className="mb-0.5 text-sm font-semibold">Previsão da etapa</h2>
        <p className="mb-3 truncate text-xs text-slate-400">{c.data.title || componentDefOrFallback(c.type).title}</p>
        <div className="flex flex-col gap-2.5">
          {STEP_FIELDS.map((f) => (
            <NumberField
              key={`${c.id}-${f.field}`}
              label={f.label}
              value={c.data[f.field]}
              rule={f.rule}
              placeholder={f.placeholder}
              onCommit={(v) => setData(f.field, v)}
            />
          ))}
        </div>
        {label ? (
          <p className="mt-3 text-xs text-slate-300">
            Chegam {label.people}
            {label.revenue ? ` · receita ${label.revenue}` : ''}
          </p>
        ) : (
          <p className="mt-3 text-xs text-slate-500">A previsão deste funil está desligada (botão Previsão no topo).</p>
        )}
        <TrackGroup key={c.id} track={c.data.track} onCommit={(t) => setData('track', t)} />
      </section>
    );
  }
  const l = connections.find((x) => x.id === sel.id);
  if (!l) return null;
  return (
    <section className={card} aria-label="Previsão da conexão" data-testid="step-forecast-panel">
      <h2 className="mb-3 text-sm font-semibold">Previsão da conexão</h2>
      <NumberField
        key={`${l.id}-share`}
        label="Divisão do tráfego (%)"
        value={l.share}
        rule={SHARE_RULE}
        placeholder="Vazio: divide igualmente"
        onCommit={(v) => onPatch('connections', l.id, { share: v })}
      />
      <p className="mt-2 text-xs text-slate-400">Parte de quem segue da etapa de origem que vai por esta conexão.</p>
    </section>
  );
});
