// Copiar (Ctrl+C): the selection into the in-editor clipboard; the browser copies too.
import { copyToClipboard, selectedIds } from './clipboard.ts';
import { always, defineAction } from './types.ts';

export const copyAction = defineAction({
  id: 'copy',
  label: 'Copiar',
  shortcuts: [{ key: 'c', mod: true }],
  keepDefault: true,
  enabled: always,
  run: (ctx) => void copyToClipboard(ctx, selectedIds(ctx)),
});
