// The agency deletes any comment (the client's, a public reviewer's, its own), after a
// confirmation naming it. The server removes it with its replies from the live document and
// from the activity list (DELETE /api/canvases/{id}/comments/{commentId}); open editors and the
// portal follow through the document. Without a live socket the local copy is updated too.
import { useCallback, useState } from 'react';
import type * as Y from 'yjs';
import type { CanvasComment } from '#shared/canvas/content.ts';
import type { DeletedComment } from '#shared/schemas/canvas-editor.ts';
import { ConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';

const AUTHOR_KIND: Record<string, string> = { client: 'do cliente', public: 'de revisor público', agency: 'da agência' };

function excerpt(text: string, max = 80): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export function useCommentDelete(canvasId: string, doc: Y.Doc, live: boolean) {
  const [target, setTarget] = useState<CanvasComment | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      const res = await apiRequest<DeletedComment>(`/api/canvases/${encodeURIComponent(canvasId)}/comments/${encodeURIComponent(target.id)}`, 'DELETE');
      if (!live) {
        doc.transact(() => {
          for (const id of res.deleted) doc.getMap('comments').delete(id);
        });
      }
      toast({ title: 'Comentário excluído', variant: 'success' });
      setTarget(null);
    } catch (e) {
      toast({ title: 'Erro ao excluir comentário', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const request = useCallback((c: CanvasComment) => setTarget(c), []);
  const author = target ? `${target.author || 'Usuário'}${target.authorKind ? ` (${AUTHOR_KIND[target.authorKind] ?? ''})`.replace(' ()', '') : ''}` : '';
  const dialog = (
    <ConfirmDialog
      open={!!target}
      onOpenChange={(o) => !o && !pending && setTarget(null)}
      title="Excluir comentário?"
      description={
        target ? (
          <>
            O comentário de <strong>{author}</strong>, “{excerpt(target.content)}”, e suas respostas serão excluídos para todos. Esta ação não pode ser
            desfeita.
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Excluir comentário"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  );
  return { request, dialog };
}
