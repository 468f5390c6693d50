// Histórico de Comentários (docs/product.md): the editor's one comment panel in every mode:
// threads with replies, open and resolved, content, author and pt-BR date. A side
// panel on a computer, a bottom sheet on a phone (the editor places it).
import { CheckCircle2, Lock, MessageSquare, Pin, Reply, RotateCcw, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CanvasComment, CanvasComponent } from '#shared/canvas/content.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { cn } from '../../lib/utils.ts';
import { useReturnFocus } from './chrome/return-focus.ts';
import { threadsOf } from './flow-sync.ts';

const safeDate = (s: string) => {
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? s : formatDateTime(d);
};

export interface CommentsPanelProps {
  comments: readonly CanvasComment[];
  components: readonly CanvasComponent[];
  toolOn: boolean;
  /** False where no comment can be added (the agency's read-only phone view): no hint to use the tool. */
  canAdd?: boolean;
  activeId?: string | null;
  onSelect?: (id: string) => void;
  onReply?: (parent: CanvasComment, text: string) => Promise<void> | void;
  canDelete?: (c: CanvasComment) => boolean;
  onDelete?: (c: CanvasComment) => void;
  onClose?: () => void;
  /**
   * Agency only: mark a thread resolved or reopen it, e.g. with
   * apiRequest(`/api/canvases/${id}/comments/${c.id}`, 'PATCH', { resolved }).
   */
  onResolve?: (c: CanvasComment, resolved: boolean) => void;
  className?: string;
}

function CommentBody({ c, canDelete, onDelete }: { c: CanvasComment; canDelete?: (c: CanvasComment) => boolean; onDelete?: (c: CanvasComment) => void }) {
  return (
    <div className="min-w-0">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {c.author || 'Usuário'}
          {c.authorKind === 'agency' ? <span className="ml-1 text-xs font-normal text-orange-600">(agência)</span> : null}
          {c.authorKind === 'public' && !c.verified ? <span className="ml-1 text-xs font-normal text-slate-500">(não verificado)</span> : null}
        </p>
        {canDelete?.(c) && onDelete ? (
          <button
            type="button"
            onClick={() => onDelete(c)}
            className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
            aria-label="Excluir comentário"
          >
            <Trash2 className="size-3.5" />
          </button>
        ) : null}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{c.content}</p>
      <p className="mt-0.5 text-xs text-slate-400">{safeDate(c.timestamp)}</p>
    </div>
  );
}

function ThreadGroup({ heading, threads, render }: { heading: string; threads: CanvasComment[]; render: (c: CanvasComment) => React.ReactNode }) {
  if (!threads.length) return null;
  return (
    <section>
      <h3 className="mb-2 px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {heading} ({threads.length})
      </h3>
      <ul className="space-y-2">{threads.map(render)}</ul>
    </section>
  );
}

export function CommentsPanel({
  comments,
  components,
  toolOn,
  canAdd = true,
  activeId,
  onSelect,
  onReply,
  canDelete,
  onDelete,
  onClose,
  onResolve,
  className,
}: CommentsPanelProps) {
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [text, setText] = useState('');
  const ref = useRef<HTMLElement>(null);
  useReturnFocus(ref, 'button[aria-label="Histórico de Comentários"]');
  const threads = threadsOf(comments);
  const number = new Map(threads.map((c, i) => [c.id, i + 1]));
  const open = threads.filter((c) => !c.resolved);
  const resolved = threads.filter((c) => c.resolved);
  const title = (id?: string | null) => components.find((x) => x.id === id)?.data.title;

  const renderThread = (c: CanvasComment) => {
    const replies = comments.filter((r) => r.parentId === c.id);
    return (
      <li
        key={c.id}
        data-testid="comment-thread"
        data-comment-id={c.id}
        data-resolved={c.resolved ? 'true' : 'false'}
        className={cn(
          'rounded-lg border bg-white p-3',
          activeId === c.id ? 'border-yellow-400 ring-2 ring-yellow-200' : 'border-slate-200',
          c.resolved && 'opacity-75',
        )}
      >
        <button
          type="button"
          className="mb-1 flex w-full items-center gap-2 text-left text-xs text-slate-500"
          title="Mostrar no funil"
          onClick={() => onSelect?.(c.id)}
        >
          <span
            className={cn(
              'flex size-5 items-center justify-center rounded-full text-[10px] font-bold text-white',
              c.resolved ? 'bg-slate-400' : c.authorKind === 'agency' ? 'bg-orange-500' : 'bg-blue-600',
            )}
          >
            {number.get(c.id)}
          </span>
          {c.componentId && title(c.componentId) ? (
            <span className="inline-flex min-w-0 items-center gap-1 truncate">
              <Pin className="size-3" aria-hidden="true" /> {title(c.componentId)}
            </span>
          ) : (
            <span>No funil</span>
          )}
          {c.visibility === 'internal' ? (
            <span
              className="inline-flex shrink-0 items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700"
              title="Só a sua equipe vê este comentário"
            >
              <Lock className="size-3" aria-hidden="true" /> Interno
            </span>
          ) : null}
          {c.resolved ? (
            <span className="ml-auto inline-flex items-center gap-1 text-green-700">
              <CheckCircle2 className="size-3" aria-hidden="true" /> Resolvido
            </span>
          ) : null}
        </button>
        <CommentBody c={c} canDelete={canDelete} onDelete={onDelete} />
        {replies.length ? (
          <ul className="mt-2 space-y-2 border-l-2 border-slate-100 pl-3">
            {replies.map((r) => (
              <li key={r.id} data-testid="comment-reply">
                <CommentBody c={r} canDelete={canDelete} onDelete={onDelete} />
              </li>
            ))}
          </ul>
        ) : null}
        {onResolve ? (
          <button
            type="button"
            className="mt-2 mr-3 inline-flex items-center gap-1 text-xs font-medium text-green-700 hover:underline"
            onClick={() => onResolve(c, !c.resolved)}
          >
            {c.resolved ? <RotateCcw className="size-3" aria-hidden="true" /> : <CheckCircle2 className="size-3" aria-hidden="true" />}
            {c.resolved ? 'Reabrir' : 'Marcar como resolvido'}
          </button>
        ) : null}
        {onReply ? (
          replyTo === c.id ? (
            <form
              className="mt-2 space-y-2"
              onSubmit={async (e) => {
                e.preventDefault();
                if (!text.trim()) return;
                await onReply(c, text.trim());
                setText('');
                setReplyTo(null);
              }}
            >
              <Textarea aria-label="Resposta" value={text} onChange={(e) => setText(e.target.value)} rows={2} placeholder="Escreva uma resposta..." autoFocus />
              <div className="flex justify-end gap-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => setReplyTo(null)}>
                  Cancelar
                </Button>
                <Button type="submit" size="sm" disabled={!text.trim()}>
                  Responder
                </Button>
              </div>
            </form>
          ) : (
            <button
              type="button"
              className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
              onClick={() => {
                setReplyTo(c.id);
                setText('');
              }}
            >
              <Reply className="size-3" aria-hidden="true" /> Responder
            </button>
          )
        ) : null}
      </li>
    );
  };

  return (
    <aside ref={ref} className={cn('flex h-full w-full flex-col border-l border-slate-200 bg-slate-50', className)} aria-label="Histórico de Comentários">
      <div className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <MessageSquare className="size-4" aria-hidden="true" /> Histórico de Comentários
        </h2>
        {onClose ? (
          <button type="button" onClick={onClose} className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label="Fechar histórico de comentários">
            <X className="size-4" />
          </button>
        ) : null}
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto p-3">
        {threads.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-slate-500">
            {!canAdd
              ? 'Nenhum comentário ainda.'
              : toolOn
                ? 'Clique no funil para adicionar comentário'
                : 'Nenhum comentário ainda. Ative a ferramenta e clique no funil.'}
          </p>
        ) : null}
        <ThreadGroup heading="Abertos" threads={open} render={renderThread} />
        <ThreadGroup heading="Resolvidos" threads={resolved} render={renderThread} />
      </div>
    </aside>
  );
}
