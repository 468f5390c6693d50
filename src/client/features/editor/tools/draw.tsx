// Desenhar: free strokes over the canvas (the pane stops panning), in the author's colour.
import { PencilLine } from 'lucide-react';
import { CANVAS } from '#shared/canvas/constants.ts';
import { newDrawing } from '#shared/canvas/rules.ts';
import { DrawCapture } from '../layers/drawing-layer.tsx';
import { defineTool } from './types.ts';

export const drawTool = defineTool({
  id: 'draw',
  label: 'Desenhar',
  icon: PencilLine,
  shortcut: 'D',
  cursor: {},
  hint: (phone) => (phone ? 'Desenhe com o dedo no funil' : 'Desenhe livremente no funil'),
  flow: { panOnDrag: false, selectable: false, dragsNodes: false, connectsByHandle: false },
  drawingsInteractive: () => false,
  Overlay: ({ ctx }) =>
    ctx.caps.mode !== 'readonly' ? (
      <DrawCapture
        color={CANVAS.drawingColor[ctx.author.kind]}
        strokeWidth={CANVAS.drawingStroke}
        author={ctx.author.kind}
        onLive={ctx.setLiveDrawing}
        onDone={(points) => ctx.doc.set('drawings', newDrawing(points, ctx.author.kind))}
      />
    ) : null,
});
