// What opens over the editor: the new comment, link and description dialogs, and the agency's
// phone dock (Histórico de Comentários only: the canvas is view-only there, the threads are not).
import { MessageSquare, MessagesSquare } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import type { EditorCtx } from '../command-context.ts';
import { CommentDialog, DescriptionDialog, LinkDialog } from '../lazy-dialogs.tsx';

export function EditorDialogs({
  ctx,
  content,
  addComment,
}: {
  ctx: EditorCtx;
  content: CanvasContent;
  addComment: (c: Omit<CanvasComment, 'id' | 'author' | 'authorKind' | 'timestamp'>) => Promise<void>;
}) {
  const { commentAt, linkFor, descFor } = ctx.ui;
  const { setUi, doc } = ctx;
  const linkComp = linkFor ? content.components.find((c) => c.id === linkFor) : undefined;
  const descComp = descFor ? content.components.find((c) => c.id === descFor) : undefined;
  const linkInitial = useMemo(() => (linkComp?.link ? { url: linkComp.link.url, text: linkComp.link.text ?? '' } : null), [linkComp]);
  return (
    <>
      <CommentDialog
        open={!!commentAt}
        pinnedTo={commentAt?.title}
        askVisibility={ctx.author.kind === 'agency'}
        onOpenChange={(o) => {
          if (!o) setUi({ commentAt: null });
        }}
        onAdd={(text, visibility) => {
          if (!commentAt) return;
          setUi({ commentAt: null });
          void addComment({ position: commentAt.position, componentId: commentAt.componentId, content: text, ...(visibility ? { visibility } : {}) });
        }}
      />
      <LinkDialog
        open={!!linkComp}
        onOpenChange={(o) => {
          if (!o) setUi({ linkFor: null });
        }}
        initial={linkInitial}
        onSave={(link) => {
          if (linkComp) doc.patch('components', linkComp.id, { link });
          setUi({ linkFor: null });
        }}
      />
      <DescriptionDialog
        open={!!descComp}
        onOpenChange={(o) => {
          if (!o) setUi({ descFor: null });
        }}
        initialTitle={descComp?.data.title ?? ''}
        initial={descComp?.data.description ?? ''}
        onSave={(v) => {
          if (descComp) doc.patch('components', descComp.id, { data: { ...descComp.data, title: v.title, description: v.description } });
          setUi({ descFor: null });
        }}
      />
    </>
  );
}

export function PhoneAgencyDock({
  showComments,
  openThreads,
  onToggle,
  commenting,
  onComment,
}: {
  showComments: boolean;
  openThreads: number;
  onToggle: () => void;
  /** Whether Comentar is on; undefined where the member may not comment (no button then). */
  commenting?: boolean;
  onComment: () => void;
}) {
  const countId = useId();
  // The count sits beside the button, not in it: the name is what the button says (a speech user
  // says "Histórico de Comentários"), the count is its description.
  return (
    <div
      className="relative z-30 flex shrink-0 gap-2 border-t border-slate-800 bg-slate-900 p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      data-testid="phone-dock"
    >
      {commenting === undefined ? null : (
        <button
          type="button"
          aria-pressed={commenting}
          onClick={onComment}
          className={`flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium active:bg-slate-700 ${commenting ? 'bg-orange-700 text-white' : 'bg-slate-800 text-white'}`}
        >
          <MessageSquare className="size-5" aria-hidden="true" />
          Comentar
        </button>
      )}
      <button
        type="button"
        aria-pressed={showComments}
        aria-label="Histórico de Comentários"
        aria-describedby={openThreads ? countId : undefined}
        onClick={onToggle}
        className="flex h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg bg-slate-800 text-sm font-medium text-white active:bg-slate-700"
      >
        <MessagesSquare className="size-5" aria-hidden="true" />
        {/* Beside Comentar the full name does not fit; the accessible name keeps it (and contains the shown word). */}
        {commenting === undefined ? 'Histórico de Comentários' : 'Comentários'}
      </button>
      {openThreads ? (
        <span
          id={countId}
          className="pointer-events-none absolute right-5 top-[1.875rem] min-w-5 -translate-y-1/2 rounded-full bg-amber-500 px-1.5 text-center text-xs font-bold leading-5 text-slate-950"
          title="Abertos"
        >
          {openThreads}
          <span className="sr-only"> abertos</span>
        </span>
      ) : null}
    </div>
  );
}
