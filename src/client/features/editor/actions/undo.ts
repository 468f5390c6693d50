// Desfazer: this editor's own last edit (remote edits stay, D19).
import { Undo2 } from 'lucide-react';
import { defineAction } from './types.ts';

export const undoAction = defineAction({
  id: 'undo',
  label: 'Desfazer',
  icon: Undo2,
  shortcuts: [{ key: 'z', mod: true }],
  toolbar: 'history',
  enabled: (ctx) => ctx.undo.canUndo,
  run: (ctx) => ctx.undo.undo(),
});
