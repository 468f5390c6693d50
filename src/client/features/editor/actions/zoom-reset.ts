// Redefinir zoom: back to 100%.
import { always, defineAction } from './types.ts';

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
