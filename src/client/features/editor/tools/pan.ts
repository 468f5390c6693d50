// Mover Funil: drag anywhere to move the view; nothing is selected or moved.
import { Hand } from 'lucide-react';
import { defineTool } from './types.ts';

export const panTool = defineTool({
  id: 'pan',
  label: 'Mover Funil',
  icon: Hand,
  shortcut: 'H',
  cursor: { pane: 'grab', node: 'grab' },
  flow: { panOnDrag: true, selectable: false, dragsNodes: false, connectsByHandle: false },
  drawingsInteractive: () => false,
});
