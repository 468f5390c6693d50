// What copy, paste and duplicate share: the selection, the in-editor clipboard, writing the
// copies the document rules made (new ids, connections remapped) and selecting them.
import { type Clipboard, clipboardIds, copySelection, isClipboardEmpty } from '#shared/canvas/rules.ts';
import type { EditorCtx } from '../command-context.ts';

export function selectedIds(ctx: EditorCtx): Set<string> {
  const s = new Set<string>();
  for (const n of ctx.rf.getNodes()) if (n.selected) s.add(n.id);
  return s;
}

export function writeCopies(ctx: EditorCtx, made: Clipboard) {
  ctx.selectAfterWrite(clipboardIds(made));
  ctx.doc.setMany([
    ...made.components.map((el) => ({ kind: 'components' as const, el })),
    ...made.textElements.map((el) => ({ kind: 'textElements' as const, el })),
    ...made.connections.map((el) => ({ kind: 'connections' as const, el })),
  ]);
}

export function copyToClipboard(ctx: EditorCtx, ids: ReadonlySet<string>): Clipboard {
  const clip = copySelection(ctx.content(), ids);
  if (!isClipboardEmpty(clip)) {
    ctx.clipboard.current = clip;
    ctx.clipboard.pasteCount = 0;
  }
  return clip;
}
