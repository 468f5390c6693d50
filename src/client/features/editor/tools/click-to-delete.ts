// Deletar Componentes: a click deletes the element (a component with its connections, by the
// shared rule), an edge, or one of the author's own drawings.
import { Trash2 } from 'lucide-react';
import { removalFor } from '#shared/canvas/rules.ts';
import { KIND_OF_NODE } from '../flow-sync.ts';
import { defineTool } from './types.ts';

export const clickToDeleteTool = defineTool({
  id: 'delete',
  label: 'Deletar Componentes',
  icon: Trash2,
  shortcut: 'X',
  cursor: { node: 'not-allowed', edge: 'not-allowed' },
  danger: true,
  drawingHint: 'Clique para apagar o desenho',
  hint: () => 'Clique em um componente para excluí-lo com suas conexões',
  flow: { panOnDrag: true, selectable: true, dragsNodes: false, connectsByHandle: false },
  drawingsInteractive: (caps) => caps.editStructure,
  onNodeClick(ctx, _e, node) {
    if (!ctx.caps.editStructure || !node.type) return false;
    ctx.remove(removalFor(ctx.content(), { [KIND_OF_NODE[node.type]]: [node.id] }));
    return true;
  },
  onEdgeClick(ctx, edge) {
    if (ctx.caps.editStructure) ctx.remove(removalFor(ctx.content(), { connections: [edge.id] }));
  },
  onDrawingClick(ctx, d) {
    ctx.remove(removalFor(ctx.content(), { drawings: [d.id] }));
  },
});
