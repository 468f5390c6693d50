// The editor's forecast layer, one hook so the shell only wires it: the forecast
// computed once per content change, the store the nodes read their own figures from, the
// total on the map, Previsão in the tool bar (agency), and the selected step's fields.
import { type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import type { CanvasCapabilities } from '#shared/canvas/capabilities.ts';
import type { CanvasContent, ForecastSettings } from '#shared/canvas/content.ts';
import { writeForecast } from '#shared/canvas/doc.ts';
import { computeForecast, type Forecast } from '#shared/canvas/forecast.ts';
import { LOCAL_ORIGIN } from '../doc-binding.ts';
import { ForecastToolButton, ForecastTotal } from './forecast-header.tsx';
import { ForecastContext, ForecastStore } from './forecast-store.ts';
import { StepForecastPanel } from './step-panel.tsx';

/** One store per editor, above the nodes: each reads its own figures from it. */
export function ForecastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new ForecastStore());
  return <ForecastContext.Provider value={store}>{children}</ForecastContext.Provider>;
}

type Patch = (kind: 'components' | 'connections', id: string, fields: Record<string, unknown>) => void;

export function useForecastLayer(
  doc: Y.Doc,
  content: CanvasContent,
  caps: CanvasCapabilities,
  patch: Patch,
): { forecast: Forecast | null; control: ReactNode; panel: ReactNode } {
  const { components, connections, forecast: settings } = content;
  const forecast = useMemo(() => computeForecast({ components, connections, forecast: settings }), [components, connections, settings]);
  const store = useContext(ForecastContext);
  useLayoutEffect(() => store?.set(forecast), [store, forecast]);
  const edit = caps.editStructure;
  const onChange = useMemo(() => (edit ? (s: Partial<ForecastSettings>) => doc.transact(() => writeForecast(doc, s), LOCAL_ORIGIN) : undefined), [doc, edit]);
  const control = useMemo(() => (onChange ? <ForecastToolButton settings={settings} onChange={onChange} /> : null), [settings, onChange]);
  const panel = (
    <>
      <ForecastTotal forecast={forecast} />
      {edit ? <StepForecastPanel components={components} connections={connections} forecast={forecast} onPatch={patch} /> : null}
    </>
  );
  return { forecast, control, panel };
}
