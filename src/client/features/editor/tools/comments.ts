// Comentários: a click on the canvas or on a component opens the new comment dialog; on a
// component the pin is stored relative to it, so it follows the component.
import { MessageSquare } from 'lucide-react';
import { preloadCanvasDialogs } from '../lazy-dialogs.tsx';
import { defineTool } from './types.ts';

export const commentsTool = defineTool({
  id: 'comments',
  label: 'Comentários',
  icon: MessageSquare,
  shortcut: 'M',
  cursor: { pane: 'crosshair' },
  hint: (phone) => (phone ? 'Toque em um componente para comentar' : 'Clique no funil para adicionar comentário'),
  flow: { panOnDrag: true, selectable: true, dragsNodes: true, connectsByHandle: false },
  drawingsInteractive: () => false,
  // On a phone the sheet would cover the canvas to tap on: it opens from the dock instead.
  onEnter(ctx) {
    if (ctx.caps.addComments) preloadCanvasDialogs();
    if (!ctx.phone) ctx.setUi({ showComments: true });
  },
  onNodeClick(ctx, e, node) {
    if (node.type === 'comment') {
      ctx.openThread(node.id);
      return true;
    }
    if (!ctx.caps.addComments) return true;
    const p = ctx.flowPoint(e);
    const comp = node.type === 'component' ? ctx.content().components.find((c) => c.id === node.id) : undefined;
    ctx.setUi({
      commentAt: comp
        ? { position: { x: Math.round(p.x - comp.position.x), y: Math.round(p.y - comp.position.y) }, componentId: comp.id, title: comp.data.title }
        : { position: { x: Math.round(p.x), y: Math.round(p.y) } },
    });
    return true;
  },
  onPaneClick(ctx, e) {
    if (!ctx.caps.addComments) return;
    const p = ctx.flowPoint(e);
    ctx.setUi({ commentAt: { position: { x: Math.round(p.x), y: Math.round(p.y) } } });
  },
});
