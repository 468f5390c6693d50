// /public/{link}: anonymous review through a public link (spec 02 "Public canvas page",
// sections 5 and 8; D6). Identification first (remembered on this browser), then the funnel
// drawn by the editor's CanvasEditor in read-only mode (pan, zoom, fit: the same drawing as
// the editor), with comments pinned to a component (Comentar, then click a component),
// threads with replies, and the Aprovar and Ajustes decisions. The header is the editor's
// top bar with the logo first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, MessageSquare, MessagesSquare, Wrench } from 'lucide-react';
import { type MouseEvent as ReactMouseEvent, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { componentSize } from '#shared/canvas/catalogue.ts';
import type { CanvasComment } from '#shared/canvas/content.ts';
import { docFromContent, mergeContent, readContent } from '#shared/canvas/doc.ts';
import { type PublicApprovalStatus, type PublicCanvas, type PublicIdentity, PublicIdentitySchema } from '#shared/schemas/portal.ts';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { cn } from '../../lib/utils.ts';
import { CanvasEditor } from '../editor/canvas-editor.tsx';
import { CommentsPanel } from './comments-panel.tsx';
import { Celebration } from './review-ui.tsx';

export const REVIEWER_KEY = 'funil-public-reviewer';

function loadReviewer(): PublicIdentity | null {
  try {
    const r = PublicIdentitySchema.safeParse(JSON.parse(localStorage.getItem(REVIEWER_KEY) ?? 'null'));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

function IdentifyDialog({ open, initial, onDone }: { open: boolean; initial: PublicIdentity | null; onDone: (who: PublicIdentity) => void }) {
  const form = useForm<PublicIdentity>({ resolver: zodResolver(PublicIdentitySchema), defaultValues: initial ?? { clientName: '', email: '' } });
  const { errors } = form.formState;
  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Identifique-se</DialogTitle>
          <DialogDescription>Informe seu nome e email para revisar este funil.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => {
            localStorage.setItem(REVIEWER_KEY, JSON.stringify(v));
            onDone(v);
          })}
        >
          <Field label="Nome" htmlFor="reviewer-name" error={errors.clientName?.message}>
            <Input id="reviewer-name" autoComplete="name" aria-invalid={!!errors.clientName} {...form.register('clientName')} />
          </Field>
          <Field label="Email" htmlFor="reviewer-email" error={errors.email?.message}>
            <Input id="reviewer-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
          </Field>
          <Button type="submit" className="w-full">
            Continuar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const ADJUST_OPTIONS: { value: Exclude<PublicApprovalStatus, 'approved'>; label: string }[] = [
  { value: 'adjustment_requested', label: 'Solicitar ajustes' },
  { value: 'rejected', label: 'Rejeitar' },
];

/** The editor's top bar as this page's header: no back link; on phones no zoom buttons (pinch zooms). */
const PUBLIC_CSS =
  '.public-review .funil-editor header > a[aria-label="Voltar"]{display:none}' +
  '@media (max-width:639px){.public-review .funil-editor header [aria-label="Zoom"]{display:none}}';

export default function PublicReviewPage() {
  const { publicLink = '' } = useParams();
  const key = `/api/public/canvas/${encodeURIComponent(publicLink)}`;
  const q = useQuery<PublicCanvas>({ queryKey: [key], refetchOnWindowFocus: false });
  const [who, setWho] = useState<PublicIdentity | null>(() => loadReviewer());
  // The editor draws from a document: one built from the public content (no live socket here).
  const doc = useMemo(() => (q.data ? docFromContent(q.data.content) : null), [q.data]);
  const [comments, setComments] = useState<CanvasComment[]>([]);
  const [status, setStatus] = useState<PublicCanvas['status'] | null>(null);
  const [dialog, setDialog] = useState<'approve' | 'adjust' | null>(null);
  const [adjustKind, setAdjustKind] = useState<Exclude<PublicApprovalStatus, 'approved'>>('adjustment_requested');
  const [feedback, setFeedback] = useState('');
  const [sending, setSending] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const [commentMode, setCommentMode] = useState(false);
  const [threadsOpen, setThreadsOpen] = useState(false);
  const [pinAt, setPinAt] = useState<{ componentId: string; title: string; position: { x: number; y: number } } | null>(null);
  const [commentText, setCommentText] = useState('');
  const [activeComment, setActiveComment] = useState<string | null>(null);

  useEffect(() => {
    if (q.data) {
      setComments(q.data.content.comments);
      setStatus(q.data.status);
      document.title = `${q.data.title} - Funil`;
    }
  }, [q.data]);
  useEffect(() => {
    if (!celebrate) return;
    const t = setTimeout(() => setCelebrate(false), 3000);
    return () => clearTimeout(t);
  }, [celebrate]);

  if (q.isLoading) {
    return (
      <div className="flex h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">
        <Loader2 className="mr-2 size-5 animate-spin" /> Carregando...
      </div>
    );
  }
  if (q.isError || !q.data || !doc) {
    const e = q.error;
    const message =
      e instanceof ApiError && e.status === 404 ? 'Canvas não encontrado' : `Erro: Error ${e instanceof ApiError ? e.status : 0}: Failed to load canvas`;
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
        <Logo />
        <p className="text-lg font-semibold text-slate-900" role="alert">
          {message}
        </p>
      </div>
    );
  }
  const data = q.data;

  const send = async (s: PublicApprovalStatus) => {
    if (!who) return;
    if (s !== 'approved' && !feedback.trim()) return;
    setSending(true);
    try {
      const res = await apiRequest<{ status: PublicCanvas['status'] }>(`${key}/approvals`, 'POST', {
        status: s,
        feedback: feedback.trim(),
        clientName: who.clientName,
        email: who.email,
      });
      setStatus(res.status);
      setDialog(null);
      setFeedback('');
      toast({ title: 'Feedback enviado!', variant: 'success' });
      if (s === 'approved') setCelebrate(true);
    } catch (e) {
      toast({ title: 'Erro', description: (e instanceof ApiError && e.serverMessage) || 'Erro ao enviar feedback.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const postComment = async (c: Pick<CanvasComment, 'id' | 'position' | 'content' | 'componentId' | 'parentId'>) => {
    if (!who) return;
    try {
      const res = await apiRequest<PublicCanvas>(`${key}/comments`, 'POST', { clientName: who.clientName, email: who.email, comment: c });
      mergeContent(doc, { comments: res.content.comments }, ['comments']);
      setComments(readContent(doc).comments);
      setActiveComment(c.parentId ?? c.id);
    } catch (e) {
      toast({ title: 'Erro', description: (e instanceof ApiError && e.serverMessage) || 'Erro ao enviar feedback.', variant: 'destructive' });
    }
  };

  /** Comentar on: a click on a component opens the comment pinned to it (issue 5). */
  const onClickCapture = (e: ReactMouseEvent<HTMLDivElement>) => {
    if (!commentMode || !who) return;
    const node = (e.target as HTMLElement).closest<HTMLElement>('.react-flow__node-component');
    const comp = node?.dataset.id ? data.content.components.find((c) => c.id === node.dataset.id) : undefined;
    if (!node || !comp) return;
    e.stopPropagation();
    e.preventDefault();
    const r = node.getBoundingClientRect();
    const scale = r.width / componentSize(comp.type).width || 1;
    setPinAt({
      componentId: comp.id,
      title: comp.data.title,
      position: { x: Math.round((e.clientX - r.left) / scale), y: Math.round((e.clientY - r.top) / scale) },
    });
    setCommentText('');
  };

  const newId = () => `comment-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const threads = comments.filter((c) => !c.parentId).length;

  const actions = (
    <div className="flex items-center gap-1.5">
      <Button
        size="sm"
        variant="outline"
        className={cn('border-slate-700 bg-slate-800 text-white hover:bg-slate-700', commentMode && 'border-amber-400 bg-amber-500/20')}
        aria-pressed={commentMode}
        aria-label="Comentar"
        disabled={!who}
        onClick={() => setCommentMode((v) => !v)}
      >
        <MessageSquare aria-hidden="true" /> <span className="hidden md:inline">Comentar</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="border-slate-700 bg-slate-800 text-white hover:bg-slate-700"
        aria-pressed={threadsOpen}
        aria-label="Conversas"
        onClick={() => setThreadsOpen((v) => !v)}
      >
        <MessagesSquare aria-hidden="true" /> <span className="rounded-full bg-amber-500 px-1.5 text-[10px] font-bold text-slate-950">{threads}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="border-orange-400/60 bg-slate-800 text-orange-300 hover:bg-slate-700"
        onClick={() => setDialog('adjust')}
        disabled={!who}
        aria-label="Ajustes"
      >
        <Wrench aria-hidden="true" /> <span className="hidden sm:inline">Ajustes</span>
      </Button>
      <Button size="sm" className="bg-green-600 text-white hover:bg-green-700" onClick={() => setDialog('approve')} disabled={!who} aria-label="Aprovar">
        <CheckCircle2 aria-hidden="true" /> <span className="hidden sm:inline">Aprovar</span>
      </Button>
    </div>
  );

  return (
    <div onClickCapture={onClickCapture} className="public-review relative">
      {/* The editor's top bar is this page's header: logo first, no back link (nowhere to go back to). */}
      <style>{PUBLIC_CSS}</style>
      <CanvasEditor
        doc={doc}
        mode="readonly"
        title={data.title}
        status={status ?? data.status}
        backHref="/"
        actions={actions}
        author={{ name: who?.clientName ?? 'Usuário', kind: 'client' }}
        presence={
          <span className="order-first shrink-0 [&>span>span:last-child]:hidden sm:[&>span>span:last-child]:inline">
            <Logo light />
          </span>
        }
      />
      {commentMode ? (
        <p className="fixed left-1/2 top-16 z-30 -translate-x-1/2 rounded-full bg-amber-500 px-3 py-1 text-xs font-semibold text-slate-950 shadow">
          Clique em um componente para comentar
        </p>
      ) : null}
      {who ? (
        <p className="fixed bottom-3 left-3 z-30 max-w-[70%] truncate rounded-md bg-slate-900/90 px-2 py-1 text-xs text-slate-300 shadow">
          Revisando como <strong className="text-white">{who.clientName}</strong>{' '}
          <button type="button" className="text-amber-300 underline" onClick={() => setWho(null)}>
            trocar
          </button>
        </p>
      ) : null}
      {threadsOpen ? (
        <div className="fixed bottom-0 right-0 top-14 z-40 w-[min(100%,22rem)] shadow-2xl" data-testid="threads-panel">
          <CommentsPanel
            comments={comments}
            components={data.content.components}
            toolOn={commentMode}
            activeId={activeComment}
            onSelect={setActiveComment}
            onReply={(parent, text) =>
              postComment({ id: newId(), position: parent.position, componentId: parent.componentId ?? null, parentId: parent.id, content: text })
            }
            onClose={() => setThreadsOpen(false)}
          />
        </div>
      ) : null}

      <IdentifyDialog open={!who} initial={loadReviewer()} onDone={setWho} />

      <Dialog open={!!pinAt} onOpenChange={(o) => !o && setPinAt(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Adicionar Comentário</DialogTitle>
            <DialogDescription>{pinAt ? `Fixado em: ${pinAt.title}` : ''}</DialogDescription>
          </DialogHeader>
          <Textarea aria-label="Comentário" value={commentText} onChange={(e) => setCommentText(e.target.value)} rows={4} autoFocus />
          <DialogFooter>
            <Button variant="outline" onClick={() => setPinAt(null)}>
              Cancelar
            </Button>
            <Button
              disabled={!commentText.trim()}
              onClick={async () => {
                if (!pinAt) return;
                const p = pinAt;
                setPinAt(null);
                await postComment({ id: newId(), position: p.position, componentId: p.componentId, content: commentText.trim() });
                setThreadsOpen(true);
              }}
            >
              Adicionar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog !== null} onOpenChange={(o) => !o && !sending && setDialog(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog === 'approve' ? 'Aprovar Funil' : 'Solicitar Ajustes'}</DialogTitle>
            <DialogDescription>
              {dialog === 'approve' ? 'Confirme a aprovação. Se quiser, deixe um comentário.' : 'Conte o que precisa mudar. Seu feedback é obrigatório.'}
            </DialogDescription>
          </DialogHeader>
          {dialog === 'adjust' ? (
            <fieldset className="flex gap-2">
              <legend className="sr-only">Tipo de resposta</legend>
              {ADJUST_OPTIONS.map((o) => (
                <label
                  key={o.value}
                  className={cn(
                    'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium',
                    adjustKind === o.value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
                  )}
                >
                  <input
                    type="radio"
                    name="adjust-kind"
                    value={o.value}
                    checked={adjustKind === o.value}
                    onChange={() => setAdjustKind(o.value)}
                    className="sr-only"
                  />
                  {o.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <Textarea
            aria-label={dialog === 'approve' ? 'Comentário (opcional)' : 'Feedback'}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            rows={5}
            placeholder={dialog === 'approve' ? 'Comentário (opcional)' : 'Descreva os ajustes...'}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)} disabled={sending}>
              Cancelar
            </Button>
            {dialog === 'approve' ? (
              <Button className="bg-green-600 hover:bg-green-700" disabled={sending} onClick={() => send('approved')}>
                {sending ? <Loader2 className="animate-spin" /> : null} Aprovar
              </Button>
            ) : (
              <Button className="bg-orange-600 hover:bg-orange-700" disabled={sending || !feedback.trim()} onClick={() => send(adjustKind)}>
                {sending ? <Loader2 className="animate-spin" /> : null} Enviar Feedback
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Celebration show={celebrate} />
    </div>
  );
}
