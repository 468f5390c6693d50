// Ajustar à tela: the whole funnel in view (the origin when empty).
import { Maximize } from 'lucide-react';
import { always, defineAction } from './types.ts';

export const zoomFitAction = defineAction({
  id: 'zoomFit',
  label: 'Ajustar à tela',
  icon: Maximize,
  shortcuts: [{ key: 'f' }],
  toolbar: 'zoom',
  keepDefault: true,
  enabled: always,
  run: (ctx) => ctx.viewport.fit(),
});
