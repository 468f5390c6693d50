// Colar (Ctrl+V): copies with new ids; each paste of the same copy lands a little further away.
import { isClipboardEmpty, pasteClipboard } from '#shared/canvas/rules.ts';
import { GRID } from '../command-context.ts';
import { writeCopies } from './clipboard.ts';
import { defineAction } from './types.ts';

export const pasteAction = defineAction({
  id: 'paste',
  label: 'Colar',
  shortcuts: [{ key: 'v', mod: true }],
  enabled: (ctx) => !isClipboardEmpty(ctx.clipboard.current),
  run(ctx) {
    const clip = ctx.clipboard.current;
    if (!clip || isClipboardEmpty(clip)) return;
    ctx.clipboard.pasteCount += 1;
    const off = GRID * 2 * ctx.clipboard.pasteCount;
    writeCopies(ctx, pasteClipboard(clip, { x: off, y: off }));
  },
});
