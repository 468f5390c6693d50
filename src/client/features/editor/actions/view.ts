// Zoom buttons and keys (spec 02 section 5: steps of 20%, 100%, fit).
import { Maximize, Minus, Plus } from 'lucide-react';
import { always, defineAction } from './types.ts';

export const zoomOutAction = defineAction({
  id: 'zoomOut',
  label: 'Diminuir zoom',
  icon: Minus,
  shortcuts: [{ key: '-' }],
  toolbar: 'zoom',
  keepDefault: true,
  enabled: always,
  run: (ctx) => ctx.viewport.zoomBy(-1),
});

/** Its button shows the zoom level instead of an icon. */
export const zoomResetAction = defineAction({
  id: 'zoomReset',
  label: 'Redefinir zoom',
  tooltip: 'Redefinir zoom para 100%',
  shortcuts: [{ key: '0' }],
  toolbar: 'zoom',
  keepDefault: true,
  enabled: always,
  run: (ctx) => ctx.viewport.zoomBy(0),
});

export const zoomInAction = defineAction({
  id: 'zoomIn',
  label: 'Aumentar zoom',
  icon: Plus,
  shortcuts: [{ key: '+' }, { key: '=' }],
  toolbar: 'zoom',
  keepDefault: true,
  enabled: always,
  run: (ctx) => ctx.viewport.zoomBy(1),
});

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
