// The editor's "Revisores" panel (decision 008): each reviewer of the funnel with their state on the
// current published version, the version they decided on, their feedback and when they last
// opened it; "Aprovado na versão N — mudou desde então" when the approval is of an older version
// (or the draft changed since the approved version). Loaded when it first opens
// (reviewers-button.tsx holds what the top bar shows).
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { approvedOlderVersion } from '#shared/review-status.ts';
import { reviewerState } from '#shared/reviewer-state.ts';
import type { Reviewer, ReviewsAnswer } from '#shared/schemas/reviews.ts';
import { ReviewerStateBadge, UnverifiedTag } from '../../components/reviewer-state-badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { QueryState } from './query-state.tsx';
import { reviewsKey } from './reviews-key.ts';

/** The version an approval that counts was given on, when the funnel changed since (published or draft). */
export function approvedChangedVersion(data: ReviewsAnswer, draftChanged: boolean): number | null {
  const decisions = data.reviewers.flatMap((r) =>
    r.decision && r.version !== null && r.decidedAt
      ? [{ kind: r.kind, verified: r.verified, decision: r.decision, version: r.version, createdAt: r.decidedAt }]
      : [],
  );
  const older = approvedOlderVersion(data.publishedVersion, decisions);
  if (older !== null) return older;
  // Approved on the current version, and the draft moved on since.
  const approvedNow = data.reviewers.some((r) => (r.kind === 'client' || r.verified) && reviewerState(r, data.publishedVersion) === 'approved');
  return draftChanged && approvedNow ? data.publishedVersion : null;
}

function ReviewerItem({ r, publishedVersion }: { r: Reviewer; publishedVersion: number }) {
  const state = reviewerState(r, publishedVersion);
  const older = r.decision && r.version !== null && r.version !== publishedVersion;
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 p-3" data-testid="reviewer" data-kind={r.kind}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 truncate font-medium text-slate-900">{r.name}</span>
        <span className="text-xs text-slate-500">{r.kind === 'client' ? 'Acesso do cliente' : 'Link público'}</span>
        {r.kind === 'public' && !r.verified ? <UnverifiedTag /> : null}
        <ReviewerStateBadge state={state} className="ml-auto" />
      </div>
      {r.email ? <p className="truncate text-xs text-slate-500">{r.email}</p> : null}
      {r.decision && r.version !== null ? (
        <p className="text-xs text-slate-600">
          {r.decision === 'approved' ? 'Aprovou' : 'Pediu ajustes'} a versão {r.version}
          {r.decidedAt ? ` em ${formatDateTime(r.decidedAt)}` : ''}
          {older ? ' (versão anterior)' : ''}
        </p>
      ) : null}
      {r.feedback ? <p className="whitespace-pre-wrap rounded bg-slate-50 px-2 py-1 text-sm text-slate-700">“{r.feedback}”</p> : null}
      <p className="text-xs text-slate-500">{r.lastSeenAt ? `Visto por último em ${formatDateTime(r.lastSeenAt)}` : 'Ainda não abriu o funil'}</p>
    </li>
  );
}

export function ReviewersPanel({
  open,
  onOpenChange,
  canvasId,
  draftChanged,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  canvasId: string;
  /** The live draft differs from the published version ("Alterações não publicadas"). */
  draftChanged: boolean;
}) {
  const q = useQuery<ReviewsAnswer>({ queryKey: [reviewsKey(canvasId)], enabled: open, staleTime: 0 });
  const changedSince = q.data ? approvedChangedVersion(q.data, draftChanged) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Revisores</DialogTitle>
          <DialogDescription>
            {q.data && q.data.publishedVersion > 0
              ? `Quem revisa este funil e o que decidiu. Versão publicada: ${q.data.publishedVersion}.`
              : 'Quem revisa este funil e o que decidiu.'}
          </DialogDescription>
        </DialogHeader>
        {q.isPending || q.isError ? (
          <QueryState query={q} loading="Carregando revisores..." />
        ) : (
          <div className="grid gap-3">
            {changedSince !== null ? (
              <p
                className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800"
                data-testid="approved-changed"
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Aprovado na versão {changedSince} — mudou desde então
              </p>
            ) : null}
            {q.data.publishedVersion === 0 ? (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">Ainda não publicado. Publique o funil para o cliente revisar.</p>
            ) : null}
            {q.data.reviewers.length === 0 ? (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
                Nenhum revisor ainda. Crie um acesso ao portal para o cliente ou compartilhe o link público.
              </p>
            ) : (
              <ul className="grid gap-2" aria-label="Revisores">
                {q.data.reviewers.map((r) => (
                  <ReviewerItem key={`${r.kind}:${r.verified}:${r.email ?? r.name}`} r={r} publishedVersion={q.data.publishedVersion} />
                ))}
              </ul>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
