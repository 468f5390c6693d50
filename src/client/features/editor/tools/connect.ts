// After Conectar on a component's toolbar: the next component clicked is the other end; a click
// anywhere else, Escape or Cancelar ends it.
import { defineTool } from './types.ts';

export const connectTool = defineTool({
  id: 'connect',
  label: '',
  icon: null,
  shortcut: null,
  cursor: { component: 'copy' },
  hint: () => 'Clique em outro componente para conectar',
  flow: { panOnDrag: true, selectable: true, dragsNodes: true, connectsByHandle: true },
  drawingsInteractive: () => true,
  onNodeClick(ctx, _e, node) {
    const from = ctx.ui.connectingFrom;
    if (from && node.type === 'component' && node.id !== from) ctx.connect(from, node.id);
    ctx.setUi({ connectingFrom: null });
    return true;
  },
  onPaneClick(ctx) {
    ctx.setUi({ connectingFrom: null });
  },
});
