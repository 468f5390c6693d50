// Texto: a click on the canvas places a paragraph and opens it for typing.
import { Type } from 'lucide-react';
import { newTextElement } from '#shared/canvas/rules.ts';
import { defineTool } from './types.ts';

export const textTool = defineTool({
  id: 'text',
  label: 'Texto',
  icon: Type,
  shortcut: 'T',
  cursor: { pane: 'crosshair' },
  hint: () => 'Clique no funil para adicionar um texto',
  flow: { panOnDrag: true, selectable: true, dragsNodes: true, connectsByHandle: false },
  drawingsInteractive: () => false,
  onPaneClick(ctx, e) {
    if (!ctx.caps.editStructure) return;
    const el = newTextElement(ctx.flowPoint(e));
    ctx.doc.set('textElements', el);
    ctx.setUi({ editingTextId: el.id, tool: null });
  },
});
