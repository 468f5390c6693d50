// Aumentar zoom: one step of 20% (docs/product.md).
import { Plus } from 'lucide-react';
import { always, defineAction } from './types.ts';

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
