// Refazer: this editor's own undone edit.
import { Redo2 } from 'lucide-react';
import { defineAction } from './types.ts';

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
