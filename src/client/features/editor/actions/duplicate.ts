// Duplicar (Ctrl+D): the shared duplicate rule, one step away.
import { duplicateSelection, isClipboardEmpty } from '#shared/canvas/rules.ts';
import { GRID } from '../command-context.ts';
import { copyToClipboard, selectedIds, writeCopies } from './clipboard.ts';
import { always, defineAction } from './types.ts';

export const duplicateAction = defineAction({
  id: 'duplicate',
  label: 'Duplicar',
  shortcuts: [{ key: 'd', mod: true }],
  enabled: always,
  run(ctx) {
    const ids = selectedIds(ctx);
    // The selection also becomes the clipboard, already pasted once: Ctrl+V goes one step further.
    const clip = copyToClipboard(ctx, ids);
    if (isClipboardEmpty(clip)) return;
    ctx.clipboard.pasteCount = 1;
    writeCopies(ctx, duplicateSelection(ctx.content(), ids, { x: GRID * 2, y: GRID * 2 }));
  },
});
