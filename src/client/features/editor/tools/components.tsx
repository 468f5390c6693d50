// Componentes: the side panel of cards, dragged onto the canvas or clicked (added right of the
// last component, the first at the centre of the view: shared/canvas/placement.ts besideLast).
import { LayoutGrid } from 'lucide-react';
import { ComponentsPanel } from '../panels.tsx';
import { defineTool } from './types.ts';

export const componentsTool = defineTool({
  id: 'components',
  label: 'Componentes',
  icon: LayoutGrid,
  shortcut: 'C',
  cursor: {},
  flow: { panOnDrag: true, selectable: true, dragsNodes: true, connectsByHandle: false },
  drawingsInteractive: () => false,
  Panel: ({ ctx }) =>
    ctx.caps.editStructure ? (
      <ComponentsPanel onAdd={(type) => ctx.addComponentAt(type, ctx.viewport.centre(), { freeSpace: true })} onClose={() => ctx.setUi({ tool: null })} />
    ) : null,
});
