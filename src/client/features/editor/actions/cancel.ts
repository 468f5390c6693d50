// Escape.
import { always, defineAction } from './types.ts';

export const cancelAction = defineAction({
  id: 'cancel',
  label: 'Cancelar',
  shortcuts: [{ key: 'Escape' }],
  keepDefault: true,
  enabled: always,
  run(ctx) {
    if (ctx.ui.connectingFrom) ctx.setUi({ connectingFrom: null });
    else if (ctx.ui.tool) ctx.setUi({ tool: null });
    else {
      ctx.setNodes((ns) => ns.map((n) => (n.selected ? { ...n, selected: false } : n)));
      ctx.setEdges((es) => es.map((x) => (x.selected ? { ...x, selected: false } : x)));
      ctx.setUi({ selectedDrawing: null });
    }
  },
});
