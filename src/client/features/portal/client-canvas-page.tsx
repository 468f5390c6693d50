// /client-canvas/{id}: the same editor in client mode (docs/product.md; D5, D9, D19).
// CanvasEditor draws the latest published version (decision 008: never the agency's live
// draft, so no live socket) on a local document built from GET /api/client/canvas/{id}; the
// comments and drawings around it are refreshed from the same call every few seconds. The
// client's comments (pinned to the tapped component, threads with replies: the editor's
// Histórico de Comentários) and own drawings are written into the local document and sent with
// PUT /api/client/canvas/{id}, which keeps only those (the server merges them into the live
// document, so the agency sees them at once). Around the editor this page adds the
// changes since the version last reviewed (D9), the Voltar como Ajuste / Aprovar Funil
// decisions, the 'Funil Aprovado!' celebration, and Resultados when the agency shows the traffic
// results (docs/decisions/026). On a phone the editor keeps all of it usable.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Loader2, Wrench } from 'lucide-react';
import { type RefObject, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as Y from 'yjs';
import type { CanvasPrincipal } from '#shared/canvas/capabilities.ts';
import { CANVAS, type ContentKind } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { type ContentDiff, diffContent, hasChanges } from '#shared/canvas/content-diff.ts';
import { docFromContent, kindMap, mergeContent, readContent } from '#shared/canvas/doc.ts';
import type { ClientCanvas } from '#shared/schemas/portal.ts';
import { Celebration } from '../../components/celebration.tsx';
import { DecisionDialog, type DecisionTexts } from '../../components/lazy-decision-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { lazyView } from '../../lib/load-on-use.tsx';
import { CanvasEditor } from '../editor/canvas-editor.tsx';
import { LOCAL_ORIGIN } from '../editor/doc-binding.ts';
import { resultsLayerFor } from '../editor/results/use-results-mode.tsx';
import { DocExportMenu } from '../export/doc-export-menu.tsx';
import { useRequireClient, useSessionExpiry } from './client-session.ts';
import { PortalDueDate } from './portal-due-date.tsx';

type Decision = 'approve' | 'adjust';

/** The editor's principal (D5: the plan decides whether the client draws). Constants: stable identities. */
const CLIENT_DRAWS: CanvasPrincipal = { kind: 'client', canDraw: true };
const CLIENT_NO_DRAWING: CanvasPrincipal = { kind: 'client', canDraw: false };

/** docs/product.md: Voltar como Ajuste (feedback required) and Aprovar Funil. */
const DECISION_TEXTS: Record<Decision, DecisionTexts> = {
  adjust: {
    title: 'Voltar como Ajuste',
    description: 'Descreva o que precisa ser ajustado. A agência será avisada.',
    fieldLabel: 'Ajustes necessários',
    placeholder: 'Descreva os ajustes necessários...',
    confirm: 'Enviar Solicitação',
  },
  approve: {
    title: 'Aprovar Funil',
    description: 'Confirme a aprovação deste funil. Se quiser, deixe um comentário para a agência.',
    fieldLabel: 'Comentário (opcional)',
    placeholder: 'Comentário (opcional)',
    confirm: 'Aprovar',
  },
};

/** Changes written back from the server's answer: not the client's own edits (no re-save). */
const SERVER_ORIGIN = Symbol('funil-portal-server');
const SAVE_DEBOUNCE_MS = 400;
/** How often the page asks for the latest comments and drawings (no live socket for clients). */
const REFRESH_MS = 4000;
const REVIEW_KINDS: ContentKind[] = ['comments', 'drawings'];

const ChangesBanner = lazyView(() => import('./changes-banner.tsx').then((m) => m.ChangesBanner));

/**
 * The client's local document, built from the REST answer (the published version, decision 008):
 * the live socket carries the agency's draft, so clients never join it.
 */
function useReviewDoc(content: CanvasContent | undefined) {
  const [doc, setDoc] = useState<Y.Doc | null>(null);
  // Built in the render the answer arrives in (React renders again at once, before committing),
  // not in an effect after it: that was one more commit and task before the funnel is drawn.
  if (content && !doc) {
    const built = docFromContent(content);
    setDoc(built);
    return built;
  }
  return doc;
}

/**
 * Sends the client's comments and drawings (PUT) shortly after each of its own edits. `busy`
 * tells the refresh that a local edit is not stored yet (its answer would undo it).
 */
function useReviewSave(doc: Y.Doc | null, path: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef({ pending: false, edits: 0 });
  const saveNow = useCallback(async () => {
    if (!doc) return;
    const content = readContent(doc);
    const edits = busy.current.edits;
    try {
      const res = await apiRequest<ClientCanvas>(path, 'PUT', { content: { comments: content.comments, drawings: content.drawings } });
      // What the server kept (author, time, pin checks) becomes the document's state, unless the
      // client edited again meanwhile (the next save carries that edit and brings the answer).
      if (busy.current.edits === edits) mergeContent(doc, { comments: res.content.comments, drawings: res.content.drawings }, REVIEW_KINDS, SERVER_ORIGIN);
    } catch (e) {
      toast({ title: 'Erro ao salvar alterações', description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
      try {
        const fresh = await apiRequest<ClientCanvas>(`${path}?refresh=1&t=${Date.now()}`);
        mergeContent(doc, { comments: fresh.content.comments, drawings: fresh.content.drawings }, REVIEW_KINDS, SERVER_ORIGIN);
      } catch {
        // the next refresh or reload brings the server's state back
      }
    } finally {
      if (busy.current.edits === edits) busy.current.pending = false;
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
      busy.current.pending = true;
      busy.current.edits += 1;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_DEBOUNCE_MS);
    };
    doc.on('afterTransaction', onTx);
    return () => {
      doc.off('afterTransaction', onTx);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [doc, saveNow]);
  return busy;
}

/**
 * Brings the agency's replies and the other reviewers' comments and drawings every few seconds
 * while the tab is visible (and at once when it comes back), merged like a save's answer.
 */
function useReviewRefresh(doc: Y.Doc | null, path: string, busy: RefObject<{ pending: boolean; edits: number }>, onFresh: (fresh: ClientCanvas) => void) {
  useEffect(() => {
    if (!doc) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const hidden = () => document.visibilityState === 'hidden';
    const tick = async () => {
      timer = null;
      if (stopped || hidden()) return;
      const edits = busy.current.edits;
      try {
        const fresh = await apiRequest<ClientCanvas>(`${path}?refresh=1&t=${Date.now()}`);
        if (!stopped && !busy.current.pending && busy.current.edits === edits) {
          mergeContent(doc, { comments: fresh.content.comments, drawings: fresh.content.drawings }, REVIEW_KINDS, SERVER_ORIGIN);
          onFresh(fresh);
        }
      } catch {
        // a failed refresh is retried at the next tick; saves report their own errors
      }
      if (!stopped && !hidden()) timer = setTimeout(() => void tick(), REFRESH_MS);
    };
    const onVisibility = () => {
      if (hidden()) {
        if (timer) clearTimeout(timer);
        timer = null;
      } else if (!timer) void tick();
    };
    timer = setTimeout(() => void tick(), REFRESH_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [doc, path, busy, onFresh]);
}

function useDocSnapshot(doc: Y.Doc | null): CanvasContent | null {
  const [snap, setSnap] = useState(() => ({ doc, content: doc ? readContent(doc) : null }));
  // A new document is read in the render that brings it (as useReviewDoc builds it), not in an
  // effect after it; nothing writes to it between that render and the subscription below.
  let current = snap;
  if (snap.doc !== doc) {
    current = { doc, content: doc ? readContent(doc) : null };
    setSnap(current);
  }
  useEffect(() => {
    if (!doc) return;
    const update = () => setSnap({ doc, content: readContent(doc) });
    doc.on('update', update);
    return () => doc.off('update', update);
  }, [doc]);
  return current.content;
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
  // Asked together with the session check, not after its answer (decision 011, "How the editor
  // opens"): the server answers 401 without the session, and only then does the check decide.
  const q = useQuery<ClientCanvas>({
    queryKey: [key],
    // docs/product.md: with a cache-busting timestamp; counted as a view once per visit
    queryFn: ({ signal }) => apiRequest<ClientCanvas>(`${key}?t=${Date.now()}`, 'GET', undefined, { signal }),
    enabled: !!canvasId,
    refetchOnWindowFocus: false,
  });
  // Without a session the check says so (useRequireClient), once.
  useSessionExpiry(me.data ? q.error : null);
  const doc = useReviewDoc(q.data?.content);
  const busy = useReviewSave(doc, key);
  const content = useDocSnapshot(doc);

  const [status, setStatus] = useState<ClientCanvas['status'] | null>(null);
  useEffect(() => {
    if (q.data) setStatus(q.data.status);
  }, [q.data]);
  // A version published while the page is open is offered, not swapped under the client's eyes.
  const [newerVersion, setNewerVersion] = useState<number | null>(null);
  const loadedVersion = q.data?.version;
  const onFresh = useCallback(
    (fresh: ClientCanvas) => {
      setStatus(fresh.status);
      if (loadedVersion !== undefined && fresh.version > loadedVersion) setNewerVersion(fresh.version);
    },
    [loadedVersion],
  );
  useReviewRefresh(doc, key, busy, onFresh);
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [sending, setSending] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const [showDiff, setShowDiff] = useState(true);
  // Resultados, when the agency shows them: decided once, from the first answer, since the editor
  // calls the layer as a hook; a later switch-off answers { shared: false } and the bar says so.
  const [showResults, setShowResults] = useState<boolean | null>(null);
  if (q.data && showResults === null) setShowResults(q.data.showResults);

  const diff = useMemo(() => (q.data?.reviewedContent && content ? diffContent(q.data.reviewedContent, content) : null), [q.data?.reviewedContent, content]);
  const css = useMemo(() => (diff && showDiff ? diffCss(diff) : ''), [diff, showDiff]);

  useEffect(() => {
    if (!celebrate) return;
    const t = setTimeout(() => setCelebrate(false), CANVAS.celebrationMs);
    return () => clearTimeout(t);
  }, [celebrate]);

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
        <p className="text-lg font-semibold text-slate-900">{notFound ? 'Funil não encontrado' : 'Erro ao carregar o funil'}</p>
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
        <Loader2 className="mr-2 size-5 animate-spin" /> Carregando funil...
      </div>
    );
  }

  const decide = async (kind: Decision, feedback: string) => {
    if (kind === 'adjust' && !feedback) return;
    setSending(true);
    try {
      const res = await apiRequest<{ status: ClientCanvas['status'] }>(`${key}/approval`, 'POST', { status: kind, feedback });
      setStatus(res.status);
      setDialog(null);
      void qc.invalidateQueries({ queryKey: ['/api/client/canvases'] });
      void qc.invalidateQueries({ queryKey: ['/api/client/analytics'] });
      if (kind === 'approve') {
        // The toast and the overlay say the same: both end after the spec's 3 s (the toast's own
        // 5 s made the celebration seem to last 5 s).
        toast({ title: 'Funil aprovado!', variant: 'success', duration: CANVAS.celebrationMs });
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

  // In the top bar on a computer; on a phone the editor puts them in its bottom dock, side by side.
  const actions = (
    <>
      <Button size="sm" variant="outline" className="border-orange-400/60 bg-slate-800 text-orange-300 hover:bg-slate-700" onClick={() => setDialog('adjust')}>
        <Wrench aria-hidden="true" /> Voltar como Ajuste
      </Button>
      <Button size="sm" className="bg-green-700 text-white hover:bg-green-800" onClick={() => setDialog('approve')}>
        <CheckCircle2 aria-hidden="true" /> Aprovar Funil
      </Button>
    </>
  );

  // The banner (and the Radix Switch in it) loads only when there is something to show: a
  // first review has no earlier version to compare with.
  const banner =
    diff && hasChanges(diff) ? (
      <Suspense fallback={null}>
        <ChangesBanner.Lazy diff={diff} reviewedVersion={q.data.lastReview?.version} showDiff={showDiff} onShowDiff={setShowDiff} />
      </Suspense>
    ) : null;

  return (
    <div className="relative" data-live="off">
      {css ? <style data-diff="">{css}</style> : null}
      <CanvasEditor
        doc={doc}
        principal={q.data.canDraw ? CLIENT_DRAWS : CLIENT_NO_DRAWING}
        title={q.data.title}
        status={status ?? q.data.status}
        backHref="/client-dashboard"
        dueDate={<PortalDueDate dueDate={q.data.dueDate} status={status ?? q.data.status} dark />}
        actions={actions}
        barActions={
          <DocExportMenu
            doc={doc}
            title={q.data.title}
            agencyName={me.data.agencyName}
            clientName={q.data.clientName}
            version={q.data.version}
            status={status ?? q.data.status}
          />
        }
        author={{ name: me.data.name, kind: 'client' }}
        awareness={null}
        canDeleteComment={(c) => c.authorKind === 'client'}
        canvasOverlay={banner}
        useLayer={showResults ? resultsLayerFor(`${key}/results`) : undefined}
        presentDecisions={[
          { tone: 'adjust', label: 'Voltar como Ajuste', onChoose: () => setDialog('adjust') },
          { tone: 'approve', label: 'Aprovar Funil', onChoose: () => setDialog('approve') },
        ]}
      />
      <DecisionDialog
        open={dialog !== null}
        onOpenChange={(o) => !o && setDialog(null)}
        tone={dialog ?? 'approve'}
        texts={DECISION_TEXTS[dialog ?? 'approve']}
        pending={sending}
        onConfirm={(feedback) => dialog && void decide(dialog, feedback)}
      />
      <Celebration show={celebrate} />
      {newerVersion !== null ? (
        <div
          className="fixed left-1/2 top-16 z-50 flex w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 items-center gap-3 rounded-lg border border-sky-300 bg-white px-3 py-2 text-sm text-slate-800 shadow-lg"
          role="status"
          data-testid="new-version"
        >
          <span className="flex-1">A agência publicou a versão {newerVersion} deste funil.</span>
          <Button size="sm" onClick={() => window.location.reload()}>
            Ver nova versão
          </Button>
        </div>
      ) : null}
    </div>
  );
}
