// Select all, delete the selection, Escape.
import { canDeleteDrawing, isEmptyRemoval, type Removal, removalFor } from '#shared/canvas/rules.ts';
import { KIND_OF_NODE } from '../flow-sync.ts';
import { always, defineAction } from './types.ts';

export const selectAllAction = defineAction({
  id: 'selectAll',
  label: 'Selecionar tudo',
  shortcuts: [{ key: 'a', mod: true }],
  enabled: always,
  run: (ctx) => ctx.setNodes((ns) => ns.map((n) => (n.selected ? n : { ...n, selected: true }))),
});

/** Delete / Backspace, and Apagar desenho: the selected own drawing, else the selected elements. */
export const deleteAction = defineAction({
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

/** Escape: ends a Conectar, else leaves the tool, else clears the selection. */
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
