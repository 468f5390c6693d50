// /client-canvas/{id}: the same editor in client mode (spec 02 sections 2, 4, 6 and 8; D5, D9, D19).
// CanvasEditor (issue 4) draws the funnel on the live document (read-only on the socket for a
// client); the client's comments and own drawings are written into the document locally and
// sent with PUT /api/client/canvas/{id}, which keeps only those (the server merges them into
// the live document, so the agency sees them at once). Around the editor this page adds what
// the review needs: comments pinned to the clicked component, threads with replies and their
// resolved state (Conversas), the changes since the version last reviewed (D9), the
// Voltar como Ajuste / Aprovar Funil dialogs and the 'Funil Aprovado!' celebration.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Loader2, MessagesSquare, Wrench } from 'lucide-react';
import { type MouseEvent as ReactMouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as Y from 'yjs';
import { componentSize } from '#shared/canvas/catalogue.ts';
import { CANVAS, type CanvasComment, type CanvasContent, type ContentKind } from '#shared/canvas/content.ts';
import { docFromContent, kindMap, mergeContent, readContent, setElement } from '#shared/canvas/doc.ts';
import type { ClientCanvas } from '#shared/schemas/portal.ts';
import { useCanvasDoc } from '../../collab/use-canvas-doc.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { CanvasEditor } from '../editor/canvas-editor.tsx';
import { LOCAL_ORIGIN } from '../editor/use-canvas-doc.ts';
import { CommentsPanel } from '../public-review/comments-panel.tsx';
import { Celebration } from '../public-review/review-ui.tsx';
import { useRequireClient, useSessionExpiry } from './client-dashboard-page.tsx';
import { type ContentDiff, diffContent, hasChanges } from './content-diff.ts';

/** Changes written back from the server's answer: not the client's own edits (no re-save). */
const SERVER_ORIGIN = Symbol('funil-portal-server');
/** REST fallback when the socket does not sync in time; longer while it is connected (busy server). */
const LIVE_SYNC_TIMEOUT_MS = 5000;
const LIVE_SYNC_CONNECTED_TIMEOUT_MS = 15000;
const SAVE_DEBOUNCE_MS = 400;
const REVIEW_KINDS: ContentKind[] = ['comments', 'drawings'];

const newId = (prefix: string) => `${prefix}-${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The live document once synced; the REST content when the socket is refused or slow. */
function useReviewDoc(canvasId: string, content: CanvasContent | undefined) {
  const collab = useCanvasDoc(content ? canvasId : null, { as: 'client' });
  const [timedOut, setTimedOut] = useState(false);
  const [chosen, setChosen] = useState<{ doc: Y.Doc; live: boolean } | null>(null);
  const connected = collab.status === 'connected';
  useEffect(() => {
    const t = setTimeout(() => setTimedOut(true), connected ? LIVE_SYNC_CONNECTED_TIMEOUT_MS : LIVE_SYNC_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [connected]);
  useEffect(() => {
    if (!content) return;
    // A socket that syncs after the fallback still takes over: the page would otherwise stay on a
    // frozen REST copy. Safe, because the client's own writes go through REST (PUT) either way.
    if (collab.synced && collab.doc && !chosen?.live) setChosen({ doc: collab.doc, live: true });
    else if (!chosen && (collab.denied || timedOut)) setChosen({ doc: docFromContent(content), live: false });
  }, [chosen, collab.synced, collab.doc, collab.denied, timedOut, content]);
  return { doc: chosen?.doc ?? null, live: chosen?.live ?? false, collab };
}

/** Sends the client's comments and drawings (PUT) shortly after each of its own edits. */
function useReviewSave(doc: Y.Doc | null, path: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveNow = useCallback(async () => {
    if (!doc) return;
    const content = readContent(doc);
    try {
      const res = await apiRequest<ClientCanvas>(path, 'PUT', { content: { comments: content.comments, drawings: content.drawings } });
      // What the server kept (author, time, pin checks) becomes the document's state.
      mergeContent(doc, { comments: res.content.comments, drawings: res.content.drawings }, REVIEW_KINDS, SERVER_ORIGIN);
    } catch (e) {
      toast({ title: 'Erro ao salvar alterações', description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
      try {
        const fresh = await apiRequest<ClientCanvas>(`${path}?t=${Date.now()}`);
        mergeContent(doc, { comments: fresh.content.comments, drawings: fresh.content.drawings }, REVIEW_KINDS, SERVER_ORIGIN);
      } catch {
        // the next save or reload brings the server's state back
      }
    }
  }, [doc, path]);
  useEffect(() => {
    if (!doc) return;
    const onTx = (tr: Y.Transaction) => {
      if (tr.origin !== LOCAL_ORIGIN && !(tr.origin instanceof Y.UndoManager)) return;
      const touched = REVIEW_KINDS.some((k) => {
        const t = kindMap(doc, k) as unknown as Y.AbstractType<Y.YEvent<Y.AbstractType<unknown>>>;
        return tr.changedParentTypes.has(t) || tr.changed.has(t);
      });
      if (!touched) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_DEBOUNCE_MS);
    };
    doc.on('afterTransaction', onTx);
    return () => {
      doc.off('afterTransaction', onTx);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [doc, saveNow]);
}

function useDocSnapshot(doc: Y.Doc | null): CanvasContent | null {
  const [content, setContent] = useState<CanvasContent | null>(() => (doc ? readContent(doc) : null));
  useEffect(() => {
    if (!doc) return;
    const update = () => setContent(readContent(doc));
    update();
    doc.on('update', update);
    return () => doc.off('update', update);
  }, [doc]);
  return content;
}

/** D9 highlight on the editor's nodes and edges (React Flow marks them with data-id). */
function diffCss(diff: ContentDiff): string {
  const rules: string[] = [];
  const color = { added: '#22c55e', changed: '#f59e0b', removed: '#ef4444' } as const;
  const label = { added: 'Novo', changed: 'Alterado', removed: 'Removido' } as const;
  for (const [id, kind] of diff.components) {
    if (kind === 'removed') continue;
    const sel = `.funil-editor .react-flow__node[data-id="${CSS.escape(id)}"]`;
    rules.push(`${sel}{outline:4px solid ${color[kind]};outline-offset:6px;border-radius:14px}`);
    rules.push(
      `${sel}::after{content:"${label[kind]}";position:absolute;top:-14px;right:-10px;background:${color[kind]};color:#fff;font:700 11px/1 sans-serif;padding:4px 7px;border-radius:999px;z-index:5}`,
    );
  }
  for (const [id, kind] of diff.textElements) {
    if (kind !== 'removed') rules.push(`.funil-editor .react-flow__node[data-id="${CSS.escape(id)}"]{outline:3px dashed ${color[kind]};outline-offset:4px}`);
  }
  for (const [id, kind] of diff.connections) {
    if (kind !== 'removed') rules.push(`.funil-editor .react-flow__edge[data-id="${CSS.escape(id)}"] path{stroke:${color[kind]} !important}`);
  }
  return rules.join('\n');
}

export default function ClientCanvasPage() {
  const { canvasId = '' } = useParams();
  const me = useRequireClient();
  const qc = useQueryClient();
  const key = `/api/client/canvas/${canvasId}`;
  const q = useQuery<ClientCanvas>({
    queryKey: [key],
    // spec 02 section 7: with a cache-busting timestamp; counted as a view once per visit
    queryFn: ({ signal }) => apiRequest<ClientCanvas>(`${key}?t=${Date.now()}`, 'GET', undefined, { signal }),
    enabled: !!me.data && !!canvasId,
    refetchOnWindowFocus: false,
  });
  useSessionExpiry(q.error);
  const { doc, live, collab } = useReviewDoc(canvasId, q.data?.content);
  useReviewSave(doc, key);
  const content = useDocSnapshot(doc);

  const [status, setStatus] = useState<ClientCanvas['status'] | null>(null);
  useEffect(() => {
    if (q.data) setStatus(q.data.status);
  }, [q.data]);
  const [threadsOpen, setThreadsOpen] = useState(false);
  const [activeComment, setActiveComment] = useState<string | null>(null);
  const [pinAt, setPinAt] = useState<{ componentId: string; title: string; position: { x: number; y: number } } | null>(null);
  const [pinText, setPinText] = useState('');
  const [dialog, setDialog] = useState<'adjust' | 'approve' | null>(null);
  const [feedback, setFeedback] = useState('');
  const [sending, setSending] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const [showDiff, setShowDiff] = useState(true);

  const diff = useMemo(() => (q.data?.reviewedContent && content ? diffContent(q.data.reviewedContent, content) : null), [q.data?.reviewedContent, content]);
  const css = useMemo(() => (diff && showDiff ? diffCss(diff) : ''), [diff, showDiff]);

  useEffect(() => {
    if (!celebrate) return;
    const t = setTimeout(() => setCelebrate(false), CANVAS.celebrationMs);
    return () => clearTimeout(t);
  }, [celebrate]);

  const writeLocal = useCallback(
    (f: (d: Y.Doc) => void) => {
      if (doc) doc.transact(() => f(doc), LOCAL_ORIGIN);
    },
    [doc],
  );

  /** With Comentários on, a click on a component pins the comment to it (issue 5). */
  const onClickCapture = (e: ReactMouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (!target.closest('[data-tool="comments"]')) return;
    const node = target.closest<HTMLElement>('.react-flow__node-component');
    const id = node?.dataset.id;
    const comp = id ? content?.components.find((c) => c.id === id) : undefined;
    if (!node || !comp) return;
    e.stopPropagation();
    e.preventDefault();
    const r = node.getBoundingClientRect();
    const size = componentSize(comp.type);
    const scale = r.width / size.width || 1;
    setPinAt({
      componentId: comp.id,
      title: comp.data.title,
      position: { x: Math.round((e.clientX - r.left) / scale), y: Math.round((e.clientY - r.top) / scale) },
    });
    setPinText('');
  };

  if (!me.data || (q.isLoading && !q.data)) {
    return (
      <div className="flex h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">
        <Loader2 className="mr-2 size-5 animate-spin" /> Carregando...
      </div>
    );
  }
  if (q.isError || !q.data) {
    const notFound = q.error instanceof ApiError && q.error.status === 404;
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center" role="alert">
        <p className="text-lg font-semibold text-slate-900">{notFound ? 'Canvas não encontrado' : 'Failed to fetch canvas'}</p>
        <Button asChild variant="outline">
          <Link to="/client-dashboard">
            <ArrowLeft /> Voltar
          </Link>
        </Button>
      </div>
    );
  }
  if (!doc || !content) {
    return (
      <div className="flex h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">
        <Loader2 className="mr-2 size-5 animate-spin" /> Conectando ao canvas...
      </div>
    );
  }

  const name = me.data.name;
  const addReply = (parent: CanvasComment, text: string) =>
    writeLocal((d) =>
      setElement(d, 'comments', {
        id: newId('comment'),
        position: parent.position,
        componentId: parent.componentId ?? null,
        parentId: parent.id,
        content: text,
        author: name,
        authorKind: 'client',
        timestamp: new Date().toISOString(),
      }),
    );

  const decide = async (kind: 'approve' | 'adjust') => {
    if (kind === 'adjust' && !feedback.trim()) return;
    setSending(true);
    try {
      const res = await apiRequest<{ status: ClientCanvas['status'] }>(`${key}/approval`, 'POST', { status: kind, feedback: feedback.trim() });
      setStatus(res.status);
      setDialog(null);
      setFeedback('');
      void qc.invalidateQueries({ queryKey: ['/api/client/canvases'] });
      void qc.invalidateQueries({ queryKey: ['/api/client/analytics'] });
      if (kind === 'approve') {
        toast({ title: 'Funil aprovado!', variant: 'success' });
        setCelebrate(true);
      } else {
        toast({ title: 'Solicitação de ajuste enviada!', variant: 'success' });
      }
    } catch (e) {
      toast({ title: 'Erro ao processar solicitação', description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const threads = content.comments.filter((c) => !c.parentId).length;
  const actions = (
    <div className="flex items-center gap-1.5">
      <Button
        size="sm"
        variant="outline"
        className="border-slate-700 bg-slate-800 text-white hover:bg-slate-700"
        aria-pressed={threadsOpen}
        aria-label="Conversas"
        onClick={() => setThreadsOpen((v) => !v)}
      >
        <MessagesSquare aria-hidden="true" /> <span className="hidden md:inline">Conversas</span>
        <span className="rounded-full bg-amber-500 px-1.5 text-[10px] font-bold text-slate-950">{threads}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="border-orange-400/60 bg-slate-800 text-orange-300 hover:bg-slate-700"
        aria-label="Voltar como Ajuste"
        onClick={() => setDialog('adjust')}
      >
        <Wrench aria-hidden="true" /> <span className="hidden sm:inline">Voltar como Ajuste</span>
      </Button>
      <Button size="sm" className="bg-green-600 text-white hover:bg-green-700" aria-label="Aprovar Funil" onClick={() => setDialog('approve')}>
        <CheckCircle2 aria-hidden="true" /> <span className="hidden sm:inline">Aprovar Funil</span>
      </Button>
    </div>
  );

  return (
    <div onClickCapture={onClickCapture} className="relative" data-live={live ? 'on' : 'off'} data-collab={collab.status}>
      {css ? <style data-diff="">{css}</style> : null}
      <CanvasEditor
        doc={doc}
        mode="client"
        title={q.data.title}
        status={status ?? q.data.status}
        backHref="/client-dashboard"
        actions={actions}
        tools={q.data.canDraw ? ['comments', 'draw', 'pan'] : ['comments', 'pan']}
        author={{ name, kind: 'client' }}
        awareness={live ? collab.awareness : null}
      />

      {diff && hasChanges(diff) ? (
        <div
          className="fixed bottom-3 left-3 right-3 z-30 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-700 bg-slate-900/95 px-3 py-2 text-xs text-slate-200 shadow-xl sm:left-20 sm:right-auto"
          data-testid="diff-banner"
        >
          <span className="font-semibold text-white">Mudanças desde a versão que você revisou (v{q.data.lastReview?.version}):</span>
          <span className="text-green-400">{diff.counts.added} novo(s)</span>
          <span className="text-amber-400">{diff.counts.changed} alterado(s)</span>
          <span className="text-red-400">
            {diff.counts.removed} removido(s)
            {diff.removedComponents.length ? `: ${diff.removedComponents.map((c) => c.data.title).join(', ')}` : ''}
          </span>
          <span className="ml-auto inline-flex items-center gap-2 font-medium">
            <Switch id="show-diff" checked={showDiff} onCheckedChange={setShowDiff} />
            <label htmlFor="show-diff">Mostrar alterações</label>
          </span>
        </div>
      ) : null}

      {threadsOpen ? (
        <div className="fixed bottom-0 right-0 top-14 z-40 w-[min(100%,22rem)] shadow-2xl" data-testid="threads-panel">
          <CommentsPanel
            comments={content.comments}
            components={content.components}
            toolOn={false}
            activeId={activeComment}
            onSelect={setActiveComment}
            onReply={addReply}
            canDelete={(c) => c.authorKind === 'client'}
            onDelete={(c) =>
              writeLocal((d) => {
                const map = kindMap(d, 'comments');
                for (const x of content.comments) if (x.id === c.id || x.parentId === c.id) map.delete(x.id);
              })
            }
            onClose={() => setThreadsOpen(false)}
          />
        </div>
      ) : null}

      {/* Adicionar Comentário pinned to a component */}
      <Dialog open={!!pinAt} onOpenChange={(o) => !o && setPinAt(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Adicionar Comentário</DialogTitle>
            <DialogDescription>{pinAt ? `Fixado em: ${pinAt.title}` : ''}</DialogDescription>
          </DialogHeader>
          <Textarea
            aria-label="Comentário"
            value={pinText}
            onChange={(e) => setPinText(e.target.value)}
            rows={4}
            placeholder="Escreva seu comentário..."
            autoFocus
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setPinAt(null)}>
              Cancelar
            </Button>
            <Button
              disabled={!pinText.trim()}
              onClick={() => {
                if (!pinAt) return;
                const id = newId('comment');
                writeLocal((d) =>
                  setElement(d, 'comments', {
                    id,
                    position: pinAt.position,
                    componentId: pinAt.componentId,
                    content: pinText.trim(),
                    author: name,
                    authorKind: 'client',
                    timestamp: new Date().toISOString(),
                  }),
                );
                setPinAt(null);
                setActiveComment(id);
              }}
            >
              Adicionar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {/* Voltar como Ajuste / Aprovar Funil */}
      <Dialog open={dialog !== null} onOpenChange={(o) => !o && !sending && setDialog(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog === 'adjust' ? 'Voltar como Ajuste' : 'Aprovar Funil'}</DialogTitle>
            <DialogDescription>
              {dialog === 'adjust'
                ? 'Descreva o que precisa ser ajustado. A agência será avisada.'
                : 'Confirme a aprovação deste funil. Se quiser, deixe um comentário para a agência.'}
            </DialogDescription>
          </DialogHeader>
          <Textarea
            aria-label={dialog === 'adjust' ? 'Ajustes necessários' : 'Comentário (opcional)'}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            rows={5}
            placeholder={dialog === 'adjust' ? 'Descreva os ajustes necessários...' : 'Comentário (opcional)'}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)} disabled={sending}>
              Cancelar
            </Button>
            {dialog === 'adjust' ? (
              <Button className="bg-orange-600 hover:bg-orange-700" onClick={() => decide('adjust')} disabled={sending || !feedback.trim()}>
                {sending ? <Loader2 className="animate-spin" /> : null} Enviar Solicitação
              </Button>
            ) : (
              <Button className="bg-green-600 hover:bg-green-700" onClick={() => decide('approve')} disabled={sending}>
                {sending ? <Loader2 className="animate-spin" /> : null} Aprovar
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Celebration show={celebrate} />
    </div>
  );
}
