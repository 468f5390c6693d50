// Copy, paste and duplicate (keyboard only): the document rules make the copies (new ids,
// connections remapped); each paste of the same copy lands a little further away.
import { type Clipboard, clipboardIds, copySelection, duplicateSelection, isClipboardEmpty, pasteClipboard } from '#shared/canvas/rules.ts';
import { type EditorCtx, GRID } from '../editor-ctx.ts';
import { always, defineAction } from './types.ts';

function selectedIds(ctx: EditorCtx): Set<string> {
  const s = new Set<string>();
  for (const n of ctx.rf.getNodes()) if (n.selected) s.add(n.id);
  return s;
}

function write(ctx: EditorCtx, made: Clipboard) {
  ctx.selectAfterWrite(clipboardIds(made));
  ctx.doc.setMany([
    ...made.components.map((el) => ({ kind: 'components' as const, el })),
    ...made.textElements.map((el) => ({ kind: 'textElements' as const, el })),
    ...made.connections.map((el) => ({ kind: 'connections' as const, el })),
  ]);
}

function copyToClipboard(ctx: EditorCtx, ids: ReadonlySet<string>): Clipboard {
  const clip = copySelection(ctx.content(), ids);
  if (!isClipboardEmpty(clip)) {
    ctx.clipboard.current = clip;
    ctx.clipboard.pasteCount = 0;
  }
  return clip;
}

export const copyAction = defineAction({
  id: 'copy',
  label: 'Copiar',
  shortcuts: [{ key: 'c', mod: true }],
  keepDefault: true,
  enabled: always,
  run: (ctx) => void copyToClipboard(ctx, selectedIds(ctx)),
});

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
    write(ctx, pasteClipboard(clip, { x: off, y: off }));
  },
});

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
    write(ctx, duplicateSelection(ctx.content(), ids, { x: GRID * 2, y: GRID * 2 }));
  },
});
