// /public/{link}: anonymous review through a public link (docs/product.md;
// D6). Identification first, or "Só quero ver" until they comment or decide
// (remembered on this browser; "Verificar meu email" proves it with a code, and the server then
// names the reviewer and verifies what this browser commented before: decision 022), then the funnel
// drawn by the editor's CanvasEditor in public mode (pan, zoom, fit: the same drawing as the
// editor; Comentários pins a comment on the tapped component, Histórico de Comentários holds the
// threads with replies, on a phone too), and the Aprovar and Ajustes decisions. The header is
// the editor's top bar with the logo first. Comments go to the server through this page.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, Wrench } from 'lucide-react';
import { Suspense, startTransition, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { PublicApprovalStatus, PublicCanvas, PublicIdentity, PublicReviewer } from '#shared/schemas/portal.ts';
import { Celebration } from '../../components/celebration.tsx';
import { DecisionDialog, type DecisionTexts } from '../../components/lazy-decision-dialog.tsx';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { lazyDialog, lazyView } from '../../lib/load-on-use.tsx';
import type { PublicReviewDrawingProps } from './public-review-drawing.tsx';
import { ReviewerBadge } from './reviewer-badge.tsx';
import { checkStoredReviewer, REVIEWER_KEY, storedReviewer } from './reviewer-store.ts';
import { StillFunnel } from './still-funnel.tsx';
import { dropStillIdentify } from './still-identify-handoff.ts';

export { REVIEWER_KEY } from './reviewer-store.ts';

// The dialogs load when they open: most visits verify nobody, and a remembered reviewer is not
// asked again. A newcomer's "Identifique-se" starts loading with the page (preloadFirstRender).
const IdentifyDialog = lazyDialog(() => import('./identify-dialog.tsx').then((m) => m.IdentifyDialog));
const VerifyEmailDialog = lazyDialog(() => import('./verify-email-dialog.tsx').then((m) => m.VerifyEmailDialog));

// The funnel as the editor draws it (React Flow, the editor, the Yjs document: most of the page's
// code). A newcomer first gets "Identifique-se" over the funnel's still drawing (still-funnel.tsx);
// this loads once they start answering or close the dialog, and at once for a remembered reviewer.
const Drawing = lazyView<PublicReviewDrawingProps>(() => import('./public-review-drawing.tsx').then((m) => m.PublicReviewDrawing));
const loadDrawing = () => void Drawing.preload().catch(() => {}); // a failure shows through the router's error page

/** What the first render needs (pages.ts): "Identifique-se" for a newcomer, the drawing for a remembered reviewer. */
export function preloadFirstRender() {
  if (storedReviewer()) loadDrawing();
  else void IdentifyDialog.preload().catch(() => {});
}

type Decision = 'approve' | 'adjust';
type AdjustKind = Exclude<PublicApprovalStatus, 'approved'>;

const ADJUST_OPTIONS: readonly { value: AdjustKind; label: string }[] = [
  { value: 'adjustment_requested', label: 'Solicitar ajustes' },
  { value: 'rejected', label: 'Rejeitar' },
];

/** docs/product.md: Aprovar and Ajustes (feedback required). */
const DECISION_TEXTS: Record<Decision, DecisionTexts> = {
  approve: {
    title: 'Aprovar Funil',
    description: 'Confirme a aprovação. Se quiser, deixe um comentário.',
    fieldLabel: 'Comentário (opcional)',
    placeholder: 'Comentário (opcional)',
    confirm: 'Aprovar',
  },
  adjust: {
    title: 'Solicitar Ajustes',
    description: 'Conte o que precisa mudar. Seu feedback é obrigatório.',
    fieldLabel: 'Feedback',
    placeholder: 'Descreva os ajustes...',
    confirm: 'Enviar Feedback',
  },
};

export default function PublicReviewPage() {
  const { publicLink = '' } = useParams();
  const key = `/api/public/canvas/${encodeURIComponent(publicLink)}`;
  const q = useQuery<PublicCanvas>({ queryKey: [key], refetchOnWindowFocus: false });
  // The query's answer arrives as an urgent update; the funnel it draws renders deferred, in slices
  // a phone can interleave with the dialog's typing, rather than in one long task.
  const loaded = useDeferredValue(q.data);
  const [typed, setWho] = useState<PublicIdentity | null>(storedReviewer);
  // The remembered identity passes the shared schema once it has loaded, as when it was typed.
  const [initialTyped] = useState(typed);
  useEffect(() => {
    if (!initialTyped) return;
    let live = true;
    void checkStoredReviewer(initialTyped).then((ok) => {
      if (live && !ok) setWho((w) => (w === initialTyped ? null : w));
    });
    return () => {
      live = false;
    };
  }, [initialTyped]);
  // The verified guest (decision 008): the server's answer for this link's cookie, or the one just verified.
  const [verifiedNow, setVerifiedNow] = useState<PublicReviewer | null>(null);
  const [verifying, setVerifying] = useState(false);
  const verified = verifiedNow ?? loaded?.reviewer ?? null;
  const who: PublicIdentity | null = verified ? { clientName: verified.name, email: verified.email } : typed;
  const [status, setStatus] = useState<PublicCanvas['status'] | null>(null);
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [sending, setSending] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  // "Identifique-se" is asked on arrival and again when someone who chose "Só quero ver" comments
  // or decides; what they were doing then goes on once they have said who they are.
  const [asking, setAsking] = useState(true);
  const identifying = !who && asking;
  const afterIdentify = useRef<((who: PublicIdentity) => void) | null>(null);
  // The editor's drawing replaces the still one once the dialog has closed, and stays. It renders
  // in a transition: React works on it in slices and keeps the still drawing until it is ready.
  const [drawing, setDrawing] = useState(false);
  useEffect(() => {
    if (!identifying && !drawing) startTransition(() => setDrawing(true));
  }, [identifying, drawing]);
  const [commentsStale, setCommentsStale] = useState(0);
  // The HTML's still "Identifique-se" goes when nobody is to be asked; otherwise the dialog takes it over.
  useLayoutEffect(() => {
    if (!identifying || q.isError) dropStillIdentify();
  });

  useEffect(() => {
    if (loaded) {
      setStatus(loaded.status);
      document.title = `${loaded.title} - Funil`;
    }
  }, [loaded]);
  useEffect(() => {
    if (!celebrate) return;
    const t = setTimeout(() => setCelebrate(false), CANVAS.celebrationMs);
    return () => clearTimeout(t);
  }, [celebrate]);

  // A newcomer says who they are while the funnel loads; the dialog keeps its place (and what was
  // typed) when the canvas arrives.
  const identify = (
    <IdentifyDialog
      open={identifying}
      initial={storedReviewer()}
      onStart={loadDrawing}
      onDone={(v) => {
        setWho(v);
        const next = afterIdentify.current;
        afterIdentify.current = null;
        next?.(v);
      }}
      onSkip={() => {
        afterIdentify.current = null;
        setAsking(false);
      }}
    />
  );
  const loading = (
    <div className="flex h-dvh items-center justify-center bg-slate-950 text-slate-300" role="status">
      <Loader2 className="mr-2 size-5 animate-spin" /> Carregando...
    </div>
  );
  if (q.isLoading || (q.data && !loaded)) {
    return (
      <>
        {loading}
        {identify}
      </>
    );
  }
  if (q.isError || !loaded) {
    const e = q.error;
    const message = e instanceof ApiError && e.status === 404 ? 'Funil não encontrado' : 'Erro ao carregar o funil. Tente novamente.';
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
        <Logo />
        <p className="text-lg font-semibold text-slate-900" role="alert">
          {message}
        </p>
      </div>
    );
  }
  const data = loaded;
  const shownStatus = status ?? data.status;
  const still = <StillFunnel data={data} status={shownStatus} />;
  /** Runs `action` as the reviewer, after "Identifique-se" when nobody is identified yet. */
  const asReviewer = (action: (who: PublicIdentity) => void) => {
    if (who) return action(who);
    afterIdentify.current = action;
    setAsking(true);
  };

  const send = async (s: PublicApprovalStatus, feedback: string) => {
    if (!who) return;
    if (s !== 'approved' && !feedback) return;
    setSending(true);
    try {
      const res = await apiRequest<{ status: PublicCanvas['status'] }>(`${key}/approvals`, 'POST', {
        status: s,
        feedback,
        clientName: who.clientName,
        email: who.email,
      });
      setStatus(res.status);
      setDialog(null);
      if (verified) {
        // An approval's toast ends with its celebration (spec: 3 s), not 2 s after it.
        toast({ title: 'Feedback enviado!', variant: 'success', ...(s === 'approved' ? { duration: CANVAS.celebrationMs } : {}) });
        if (s === 'approved') setCelebrate(true);
      } else {
        // An unverified reviewer's decision is recorded but does not move the funnel: no celebration.
        toast({ title: 'Feedback enviado!', description: 'Para que sua decisão conte na aprovação, verifique seu email.', variant: 'success' });
      }
    } catch (e) {
      toast({ title: 'Erro', description: (e instanceof ApiError && e.serverMessage) || 'Erro ao enviar feedback.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  // In the top bar on a computer; on a phone the editor puts them in its bottom dock, side by side.
  const actions = (
    <>
      <Button
        size="sm"
        variant="outline"
        className="border-orange-400/60 bg-slate-800 text-orange-300 hover:bg-slate-700"
        onClick={() => asReviewer(() => setDialog('adjust'))}
      >
        <Wrench aria-hidden="true" /> Ajustes
      </Button>
      <Button size="sm" className="bg-green-700 text-white hover:bg-green-800" onClick={() => asReviewer(() => setDialog('approve'))}>
        <CheckCircle2 aria-hidden="true" /> Aprovar
      </Button>
    </>
  );

  return (
    <>
      <div className="public-review relative">
        {drawing ? (
          <Suspense fallback={still}>
            <Drawing.Lazy
              data={data}
              apiBase={key}
              status={shownStatus}
              who={who}
              verified={!!verified}
              asReviewer={asReviewer}
              commentsStale={commentsStale}
              actions={actions}
              overlay={
                <ReviewerBadge
                  verified={verified}
                  who={who}
                  onVerify={() => setVerifying(true)}
                  onChange={() => {
                    setWho(null);
                    setAsking(true);
                  }}
                />
              }
              presentDecisions={[
                { tone: 'adjust', label: 'Ajustes', onChoose: () => asReviewer(() => setDialog('adjust')) },
                { tone: 'approve', label: 'Aprovar', onChoose: () => asReviewer(() => setDialog('approve')) },
              ]}
            />
          </Suspense>
        ) : (
          still
        )}

        <VerifyEmailDialog
          open={verifying}
          onOpenChange={setVerifying}
          apiBase={key}
          initial={typed}
          onVerified={(r) => {
            const identity = { clientName: r.name, email: r.email };
            localStorage.setItem(REVIEWER_KEY, JSON.stringify(identity));
            setWho(identity);
            setVerifiedNow(r);
            setVerifying(false);
            toast({ title: 'Email verificado!', description: `Você revisa como ${r.name}.`, variant: 'success' });
            // The comments made before verifying now show as verified.
            setCommentsStale((n) => n + 1);
          }}
        />

        <DecisionDialog
          open={dialog !== null}
          onOpenChange={(o) => !o && setDialog(null)}
          tone={dialog ?? 'approve'}
          texts={DECISION_TEXTS[dialog ?? 'approve']}
          options={dialog === 'adjust' ? ADJUST_OPTIONS : undefined}
          pending={sending}
          onConfirm={(feedback, kind) => void send(dialog === 'adjust' ? (kind ?? 'adjustment_requested') : 'approved', feedback)}
        />

        <Celebration show={celebrate} />
      </div>
      {identify}
    </>
  );
}
