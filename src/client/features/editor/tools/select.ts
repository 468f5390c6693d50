// No tool chosen: select, move, connect by dragging the handle; a pin opens its thread.
import { defineTool } from './types.ts';

export const selectTool = defineTool({
  id: 'select',
  label: '',
  icon: null,
  shortcut: null,
  cursor: {},
  drawingHint: 'Clique para selecionar o desenho',
  flow: { panOnDrag: true, selectable: true, dragsNodes: true, connectsByHandle: true },
  drawingsInteractive: () => true,
  onNodeClick(ctx, _e, node) {
    if (node.type !== 'comment') return false;
    // A pin opens its thread (on a phone the tap is the only way to read it).
    if (ctx.phone) ctx.openThread(node.id);
    else ctx.setUi({ activeComment: node.id });
    return true;
  },
  onDrawingClick(ctx, d) {
    ctx.setUi((s) => ({ selectedDrawing: s.selectedDrawing === d.id ? null : d.id }));
  },
});
