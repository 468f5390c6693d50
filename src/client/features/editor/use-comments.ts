// Comments from the editor: new comments and replies (to the page when it stores them itself,
// else into the document), deleting a thread, focusing a pin from Histórico de Comentários.
import { useCallback, useMemo } from 'react';
import type { CanvasComment } from '#shared/canvas/content.ts';
import { newId } from '#shared/canvas/ids.ts';
import { commentThreadIds, removalFor } from '#shared/canvas/rules.ts';
import type { EditorCtx } from './command-context.ts';
import { threadsOf } from './flow-sync.ts';

export function useComments(
  ctxRef: React.RefObject<EditorCtx | null>,
  comments: readonly CanvasComment[],
  onAddComment?: (c: CanvasComment) => Promise<void> | void,
) {
  const get = useCallback(() => ctxRef.current as EditorCtx, [ctxRef]);
  // Pins are numbered like the threads of Histórico de Comentários.
  const threads = useMemo(() => threadsOf(comments), [comments]);
  const commentIndex = useMemo(() => new Map(threads.map((c, i) => [c.id, i + 1])), [threads]);
  const openThreads = threads.filter((c) => !c.resolved).length;

  const addComment = useCallback(
    async (c: Omit<CanvasComment, 'id' | 'author' | 'authorKind' | 'timestamp'>) => {
      const ctx = get();
      const full: CanvasComment = {
        ...c,
        id: newId('comment'),
        author: ctx.author.name || 'Usuário',
        authorKind: ctx.caps.mode === 'public' ? 'public' : ctx.author.kind,
        timestamp: new Date().toISOString(),
      };
      if (onAddComment) await onAddComment(full);
      else ctx.doc.set('comments', full);
      ctx.setUi({ activeComment: c.parentId ?? full.id });
    },
    [get, onAddComment],
  );
  const deleteComment = useCallback(
    (c: CanvasComment) => {
      const ctx = get();
      ctx.remove(removalFor(ctx.content(), { comments: commentThreadIds(ctx.content().comments, c.id) }));
    },
    [get],
  );
  const focusComment = useCallback(
    (id: string) => {
      const ctx = get();
      ctx.setUi({ activeComment: id });
      const n = ctx.rf.getNode(id);
      if (n) void ctx.rf.setCenter(n.position.x, n.position.y, { zoom: Math.max(ctx.rf.getZoom(), 1), duration: 300 });
      ctx.setNodes((ns) => ns.map((x) => (x.id === id ? { ...x, selected: true } : x.selected ? { ...x, selected: false } : x)));
      // On a phone the sheet covers the pin: close it to show the pin.
      if (ctx.phone) ctx.setUi({ showComments: false });
    },
    [get],
  );
  return { threads, commentIndex, openThreads, addComment, deleteComment, focusComment };
}
