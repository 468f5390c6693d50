// The step panel's "Resultados" group as the panel mounts it: its fields (track-fields.tsx) load
// when the panel first shows a step, with the shared schema that checks them.
import { Suspense } from 'react';
import { lazyView } from '../../../lib/load-on-use.tsx';
import type { TrackFieldsProps } from './track-fields.tsx';

const TrackFields = lazyView<TrackFieldsProps>(() => import('./track-fields.tsx').then((m) => m.TrackFields));

export function TrackGroup(props: TrackFieldsProps) {
  return (
    <Suspense fallback={<p className="mt-3 border-t border-slate-800 pt-3 text-xs text-slate-500">Carregando Resultados...</p>}>
      <TrackFields.Lazy {...props} />
    </Suspense>
  );
}
