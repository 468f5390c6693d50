// Selecionar tudo (Ctrl+A).
import { always, defineAction } from './types.ts';

export const selectAllAction = defineAction({
  id: 'selectAll',
  label: 'Selecionar tudo',
  shortcuts: [{ key: 'a', mod: true }],
  enabled: always,
  run: (ctx) => ctx.setNodes((ns) => ns.map((n) => (n.selected ? n : { ...n, selected: true }))),
});
