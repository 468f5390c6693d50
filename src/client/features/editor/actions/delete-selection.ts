// Delete / Backspace, and the Apagar desenho button: by the shared rules, a component goes with
// its connections and a drawing only by its own side.
import { canDeleteDrawing, isEmptyRemoval, type Removal, removalFor } from '#shared/canvas/rules.ts';
import { KIND_OF_NODE } from '../flow-sync.ts';
import { always, defineAction } from './types.ts';

export const deleteSelectionAction = defineAction({
  id: 'delete',
  label: 'Apagar seleção',
  shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
  enabled: always,
  run(ctx) {
    const content = ctx.content();
    const drawingId = ctx.ui.selectedDrawing;
    if (drawingId) {
      const d = content.drawings.find((x) => x.id === drawingId);
      if (d && ctx.caps.writesDoc && canDeleteDrawing(d, ctx.author.kind)) ctx.remove(removalFor(content, { drawings: [d.id] }));
      ctx.setUi({ selectedDrawing: null });
      return;
    }
    if (!ctx.caps.editStructure) return;
    const sel: Partial<Removal> = { components: [], textElements: [], comments: [] };
    for (const n of ctx.rf.getNodes()) if (n.selected && n.type) sel[KIND_OF_NODE[n.type]]?.push(n.id);
    sel.connections = ctx.rf
      .getEdges()
      .filter((e) => e.selected)
      .map((e) => e.id);
    const r = removalFor(content, sel);
    if (!isEmptyRemoval(r)) ctx.remove(r);
  },
});
