// Diminuir zoom: one step of 20% (docs/product.md).
import { Minus } from 'lucide-react';
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
