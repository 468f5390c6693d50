// Desfazer / Refazer: this editor's own edits only (remote edits stay, D19).
import { Redo2, Undo2 } from 'lucide-react';
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

export const redoAction = defineAction({
  id: 'redo',
  label: 'Refazer',
  icon: Redo2,
  shortcuts: [
    { key: 'z', mod: true, shift: true },
    { key: 'y', mod: true },
  ],
  toolbar: 'history',
  enabled: (ctx) => ctx.undo.canRedo,
  run: (ctx) => ctx.undo.redo(),
});
