// /dashboard/canvas-editor?id={id} (or the id as last path segment), docs/product.md.
// Loads the canvas, holds it in a Yjs document (D19), autosaves with PATCH, renames,
// publishes with PUT, and renders CanvasEditor in agency mode.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type * as Y from 'yjs';
import type { CanvasPrincipal } from '#shared/canvas/capabilities.ts';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import { docFromContent, readContent } from '#shared/canvas/doc.ts';
import { can } from '#shared/permissions.ts';
import { type UseCanvasDoc, useCanvasDoc } from '../../collab/use-canvas-doc.ts';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { takeEarly } from '../../lib/first-reads.ts';
import { EditorExportMenu } from '../export/doc-export-menu.tsx';
import { CanvasEditor } from './canvas-editor.tsx';
import { AgencyBarActions } from './chrome/agency-bar-actions.tsx';
import { DueDatePicker } from './chrome/due-date-picker.tsx';
import { useCommentDelete } from './delete-comment-dialog.tsx';
import { LiveBadge, SaveIndicator, StorePendingBadge } from './editor-badges.tsx';
import { EditorMessage } from './editor-message.tsx';
import { canvasPath, firstReadPath, startFirstOpen, takeEarlySocket } from './first-open.ts';
import { HistoryDialog, MoreActionsDialog, PublishDialog, ShareDialog } from './lazy-dialogs.tsx';
import { agencyResultsLayer } from './results/agency-results-layer.tsx';
import { shownResults } from './results/shown-results.ts';
import { ReviewersPanel } from './reviewers-button.tsx';
import { reviewsKey } from './reviews-key.ts';
import { UnpublishedBadge, useUnpublishedChanges } from './unpublished-badge.tsx';
import { type SaveFn, useAutosave } from './use-autosave.ts';
import { useDocTitle } from './use-doc-title.ts';
import { usePhone } from './use-media.ts';

const anyComment = () => true;
export interface EditorCanvas {
  id: string;
  title: string;
  description?: string | null;
  status: string;
  clientId?: string | null;
  clientName?: string | null;
  content: unknown;
  updatedAt?: string;
  version?: number;
  /** Version of `content` (its ETag): the base of a REST-only editor's saves. */
  contentVersion?: number;
  publicLink?: string | null;
  dueDate?: string | null;
  showResults?: boolean;
}

/** Largest body a keepalive fetch may carry (browsers cap the sum at 64 KiB). */
const KEEPALIVE_MAX = 60_000;

/** The JSON body of a save, and whether it may go with keepalive. */
export function saveRequest(body: unknown, keepalive: boolean): { text: string; keepalive: boolean } {
  const text = JSON.stringify(body);
  return { text, keepalive: keepalive && new Blob([text]).size <= KEEPALIVE_MAX };
}

/**
 * `baseVersion`: the content version this editor's copy was read at. The server then merges
 * three ways (README "API"), keeping what others did meanwhile, and answers 412 with a pt-BR
 * message (shown in the save error toast) when that version is no longer kept.
 */
async function patchCanvas(id: string, body: { title?: string; content?: CanvasContent }, keepalive = false, baseVersion?: number) {
  const req = saveRequest(body, keepalive);
  const headers: Record<string, string> = baseVersion ? { 'If-Match': `"v${baseVersion}"` } : {};
  return apiRequest<EditorCanvas>(canvasPath(id), 'PATCH', body, { headers, ...(req.keepalive ? { keepalive: true } : {}) });
}

/** The funnel and the live socket leave with the session check (first-open.ts). */
export const preloadFirstRender = startFirstOpen;

export default function EditorPage() {
  const [search] = useSearchParams();
  const params = useParams();
  const id = search.get('id') || params.id || '';
  if (!id) return <EditorMessage message="Funil não encontrado" />;
  return <EditorLoader key={id} id={id} />;
}

function EditorLoader({ id }: { id: string }) {
  // The live socket opens at once, alongside the GET, so its first sync is not queued behind it.
  const collab = useCanvasDoc(id, { as: 'agency', opened: takeEarlySocket });
  // Without its content: the editor draws the live document, and reads the content only if the
  // socket fails (useEditorDoc). On a big funnel's first open the server was reading and encoding
  // the content for this answer while the socket waited for it to build the same document.
  const first = firstReadPath(id);
  const q = useQuery<EditorCanvas>({
    queryKey: [first],
    queryFn: ({ signal }) => takeEarly<Promise<EditorCanvas>>(first) ?? apiRequest<EditorCanvas>(first, 'GET', undefined, { signal }),
    // The document is built once; later changes come from this editor (or the live socket).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (q.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">
        <Loader2 className="mr-2 size-5 animate-spin" aria-hidden="true" /> Abrindo editor...
      </div>
    );
  }
  if (q.isError) {
    const notFound = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400);
    return <EditorMessage message={notFound ? 'Funil não encontrado' : 'Erro ao carregar o funil'} onRetry={notFound ? undefined : () => void q.refetch()} />;
  }
  return <AgencyEditor canvas={q.data} collab={collab} />;
}

/**
 * How long to wait for the live socket's first sync before editing from the REST content:
 * 5 s when the socket is not even connected, 15 s when it is connected and syncing (a big
 * funnel on a busy server).
 */
export const LIVE_CONNECT_TIMEOUT_MS = 5000;
export const LIVE_SYNC_TIMEOUT_MS = 15000;

interface EditorDoc {
  doc: Y.Doc | null;
  live: boolean;
  /** A REST-only copy's content version (its saves merge against it); undefined when live. */
  contentVersion?: number;
  collab: UseCanvasDoc;
}

/**
 * The document to edit (D19): the live one (Hocuspocus, src/client/collab) once its first sync
 * is done; if the socket is refused or does not sync in time, a local document built from the
 * REST content, saved by PATCH alone. Chosen once, so undo history and selection stay put.
 */
function useEditorDoc(canvas: EditorCanvas, collab: UseCanvasDoc): EditorDoc {
  const [elapsed, setElapsed] = useState<'none' | 'connect' | 'sync'>('none');
  const [chosen, setChosen] = useState<{ doc: Y.Doc; live: boolean; contentVersion?: number } | null>(null);
  useEffect(() => {
    const a = setTimeout(() => setElapsed('connect'), LIVE_CONNECT_TIMEOUT_MS);
    const b = setTimeout(() => setElapsed('sync'), LIVE_SYNC_TIMEOUT_MS);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
  }, []);
  // The live document is taken in the render its first sync arrives in, not in an effect after.
  const picked = chosen ?? (collab.synced && collab.doc ? { doc: collab.doc, live: true } : null);
  if (picked !== chosen) setChosen(picked);
  const fallingBack = useRef(false);
  const [failed, setFailed] = useState<Error | null>(null);
  if (failed) throw failed;
  useEffect(() => {
    if (chosen) return;
    const giveUp = collab.denied || elapsed === 'sync' || (elapsed === 'connect' && collab.status !== 'connected');
    if (giveUp && !fallingBack.current && !(collab.synced && collab.doc)) {
      fallingBack.current = true;
      // The live document still wins if its sync lands while the checker and the content load.
      // A failed download goes to the route's error page (its "reload" advice), not a spinner.
      Promise.all([import('./initial-content.ts'), apiRequest<EditorCanvas>(canvasPath(canvas.id))]).then(
        ([{ initialContent }, full]) =>
          setChosen((c) => c ?? { doc: docFromContent(initialContent(full.content)), live: false, contentVersion: full.contentVersion }),
        (e: unknown) => setFailed(e instanceof Error ? e : new Error(String(e))),
      );
    }
  }, [chosen, collab.synced, collab.doc, collab.denied, collab.status, elapsed, canvas.id]);
  return { doc: picked?.doc ?? null, live: picked?.live ?? false, contentVersion: picked?.contentVersion, collab };
}

/** Resolves true once `ok()` holds, false after `ms`. */
function waitFor(ok: () => boolean, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (ok()) return resolve(true);
    const started = Date.now();
    const t = setInterval(() => {
      if (ok()) {
        clearInterval(t);
        resolve(true);
      } else if (Date.now() - started > ms) {
        clearInterval(t);
        resolve(false);
      }
    }, 100);
  });
}

function AgencyEditor({ canvas, collab: liveDoc }: { canvas: EditorCanvas; collab: UseCanvasDoc }) {
  const { doc, live, contentVersion, collab } = useEditorDoc(canvas, liveDoc);
  if (!doc) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">
        <Loader2 className="mr-2 size-5 animate-spin" aria-hidden="true" /> Conectando ao funil...
      </div>
    );
  }
  return <AgencyEditorOn canvas={contentVersion === undefined ? canvas : { ...canvas, contentVersion }} doc={doc} live={live} collab={collab} />;
}

function AgencyEditorOn({ canvas, doc, live, collab }: { canvas: EditorCanvas; doc: Y.Doc; live: boolean; collab: UseCanvasDoc }) {
  const { user } = useAuth();
  const phone = usePhone();
  // The editor's capabilities follow the member's role (D7); the route only opens for a signed-in member.
  const role = user?.role ?? 'admin';
  const isAgencyUser = user?.isAgencyUser ?? false;
  const plan = user?.plan ?? '';
  const principal = useMemo<CanvasPrincipal>(() => ({ kind: 'agency', actor: { role, isAgencyUser, plan } }), [role, isAgencyUser, plan]);
  const collabRef = useRef(collab);
  collabRef.current = collab;
  // The title follows the live document; only the rename writes it (Salvar and Publicar send
  // no title, so an editor holding an older one can never write it back: doc.ts readDocTitle).
  const [title, setTitle] = useDocTitle(doc, canvas.title);
  // Any comment, whoever wrote it, for a member who may edit the funnel (decision 008).
  const canWrite = !!user && can(user, 'canvases:write');
  const commentDelete = useCommentDelete(canvas.id, doc, live);
  const [status, setStatus] = useState(canvas.status);
  const [publishOpen, setPublishOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [publicLink, setPublicLink] = useState<string | null>(canvas.publicLink ?? null);
  const [showResults, setShowResults] = useState(canvas.showResults ?? false);
  const [dueDate, setDueDate] = useState<string | null>(canvas.dueDate ?? null);
  const [reviewersOpen, setReviewersOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [version, setVersion] = useState(canvas.version ?? 0);
  const unpublished = useUnpublishedChanges(canvas.id, version, doc, title);
  const qc = useQueryClient();
  const lastSaveError = useRef<unknown>(null);
  const save: SaveFn = useCallback(
    async (content, { keepalive, manual }) => {
      // Live and connected: the socket already carries every edit to the server (D19). A
      // whole-content PATCH then would only race with the others' edits still in flight (it
      // replaces the kinds it carries), so autosave waits for the server's acknowledgement and
      // PATCHes only when the socket is down or does not confirm. Salvar always PATCHes.
      const c = () => collabRef.current;
      if (live && !manual && c().status === 'connected' && c().synced) {
        if (keepalive ? c().unsyncedChanges === 0 : await waitFor(() => c().unsyncedChanges === 0, 3000)) return;
      }
      // A REST-only copy (no live socket) was read once: its saves merge against that read. The
      // live document is kept in step by the socket instead, so its Salvar replaces (spec).
      const base = live ? undefined : canvas.contentVersion;
      try {
        await patchCanvas(canvas.id, { content }, keepalive, base);
      } catch (e) {
        lastSaveError.current = e;
        throw e;
      }
    },
    [canvas.id, canvas.contentVersion, live],
  );
  const autosave = useAutosave(doc, save, {
    enabled: true,
    onError: (e) => toast({ title: 'Erro ao salvar funil', description: errorMessage(e), variant: 'destructive' }),
  });

  // Edits the live server has not acknowledged yet are unsaved too.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (live && collabRef.current.unsyncedChanges > 0) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [live]);

  const onSave = async () => {
    const ok = await autosave.saveNow();
    if (ok) toast({ title: 'Funil salvo com sucesso!', variant: 'success' });
    else toast({ title: 'Erro ao salvar funil', description: errorMessage(lastSaveError.current), variant: 'destructive' });
  };

  const onRename = useCallback(
    async (next: string) => {
      try {
        await patchCanvas(canvas.id, { title: next });
        setTitle(next);
        toast({ title: 'Nome salvo com sucesso!', variant: 'success' });
        return true;
      } catch (e) {
        toast({ title: 'Erro ao salvar nome', description: errorMessage(e), variant: 'destructive' });
        return false;
      }
    },
    [canvas.id, setTitle],
  );

  // The server updates the live document, so the panel follows by itself (D19); without a
  // live socket, the same flag is set on the local document so the panel shows it at once.
  const onResolveComment = useCallback(
    async (c: CanvasComment, resolved: boolean) => {
      try {
        await apiRequest(`${canvasPath(canvas.id)}/comments/${encodeURIComponent(c.id)}`, 'PATCH', { resolved });
        if (!live) (doc.getMap('comments').get(c.id) as Y.Map<unknown> | undefined)?.set('resolved', resolved);
        toast({ title: resolved ? 'Comentário resolvido' : 'Comentário reaberto', variant: 'success' });
      } catch (e) {
        toast({ title: 'Erro ao atualizar comentário', description: errorMessage(e), variant: 'destructive' });
      }
    },
    [canvas.id, live, doc],
  );

  const onPublish = async () => {
    setPublishing(true);
    try {
      const res = await apiRequest<EditorCanvas>(canvasPath(canvas.id), 'PUT', { content: readContent(doc), status: 'published' });
      setStatus(res?.status ?? 'published');
      if (res?.version !== undefined) setVersion(res.version);
      void qc.invalidateQueries({ queryKey: [reviewsKey(canvas.id)] });
      setPublishOpen(false);
      // decision 008: an unchanged funnel records no new version (the review stays as it is).
      const same = res?.version !== undefined && res.version === version;
      toast({
        title: 'Funil publicado com sucesso!',
        description: same ? `Nada mudou desde a versão ${res.version}: o cliente continua vendo a mesma versão.` : 'O funil está visível para o cliente.',
        variant: 'success',
      });
    } catch (e) {
      toast({ title: 'Erro ao publicar funil', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPublishing(false);
    }
  };

  const storePending = live && !!collab.storePending;
  // While the server cannot store (database down) the header says so at every width (the save
  // text beside the actions is hidden on small screens); "saved" would be untrue then.
  const indicator = storePending ? null : <SaveIndicator status={autosave.status} />;

  const actions = (
    <AgencyBarActions
      phone={phone}
      saving={autosave.status === 'saving'}
      onReviewers={() => setReviewersOpen(true)}
      onHistory={() => setHistoryOpen(true)}
      onShare={() => setShareOpen(true)}
      onPublish={() => setPublishOpen(true)}
      onSave={() => void onSave()}
      onMore={() => setMoreOpen(true)}
    />
  );

  return (
    <>
      <CanvasEditor
        doc={doc}
        principal={principal}
        title={title}
        onRename={onRename}
        status={status}
        backHref="/dashboard?tab=funnels"
        actions={actions}
        useLayer={agencyResultsLayer(canvas.id)}
        presentResults={() => shownResults(canvas.id)}
        barActions={
          <EditorExportMenu doc={doc} title={title} clientName={canvas.clientName} version={version} status={status} results={() => shownResults(canvas.id)} />
        }
        saveIndicator={indicator}
        dueDate={<DueDatePicker canvasId={canvas.id} dueDate={dueDate} status={status} onChange={setDueDate} compact={phone} />}
        awareness={live ? collab.awareness : null}
        presence={
          <>
            <LiveBadge live={live} status={collab.status} />
            <UnpublishedBadge show={unpublished} />
            {storePending ? <StorePendingBadge /> : null}
          </>
        }
        author={{ name: user?.name || 'Usuário', kind: 'agency' }}
        onDraggingChange={autosave.setDragging}
        onResolveComment={onResolveComment}
        canDeleteComment={canWrite ? anyComment : undefined}
        onDeleteComment={commentDelete.request}
      />
      {commentDelete.dialog}
      <ShareDialog
        open={shareOpen}
        onOpenChange={setShareOpen}
        canvasId={canvas.id}
        title={title}
        status={status}
        publicLink={publicLink}
        onLinkChange={setPublicLink}
        results={canWrite ? { shown: showResults, onChange: setShowResults } : null}
      />
      <HistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} canvasId={canvas.id} />
      <ReviewersPanel open={reviewersOpen} onOpenChange={setReviewersOpen} canvasId={canvas.id} draftChanged={unpublished === true} />
      <PublishDialog open={publishOpen} onOpenChange={setPublishOpen} onConfirm={() => void onPublish()} pending={publishing} />
      <MoreActionsDialog
        open={moreOpen}
        onOpenChange={setMoreOpen}
        onPublish={() => setPublishOpen(true)}
        onShare={() => setShareOpen(true)}
        onHistory={() => setHistoryOpen(true)}
      />
    </>
  );
}
