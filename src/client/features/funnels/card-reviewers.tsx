// The reviewers of a funnel on its card (decision 008): who approved, asked for adjustments or is
// still waiting on the current published version, in one compact line.
import { approvedOlderVersion } from '#shared/review-status.ts';
import { REVIEWER_STATE_LABEL, reviewerState } from '#shared/reviewer-state.ts';
import type { ReviewerSummary } from '#shared/schemas/reviews.ts';
import { STATE_ICON } from '../../components/reviewer-state-badge.tsx';

const SHOWN = 3;
const ICON_TONE = { approved: 'text-emerald-600', adjustment_requested: 'text-orange-600', waiting: 'text-slate-400' } as const;

export function CardReviewers({ reviewers, version }: { reviewers: ReviewerSummary[]; version: number }) {
  if (version < 1 || reviewers.length === 0) return null;
  const older = approvedOlderVersion(
    version,
    reviewers.flatMap((r) => (r.decision && r.version !== null ? [{ ...r, decision: r.decision, version: r.version }] : [])),
  );
  const rest = reviewers.length - SHOWN;
  // Accesses of one client share its name: tell them apart by their email's first part.
  const named = (r: ReviewerSummary) => (reviewers.filter((x) => x.name === r.name).length > 1 && r.email ? `${r.name} (${r.email.split('@')[0]})` : r.name);
  return (
    <div className="mt-3 grid gap-1" data-testid="card-reviewers">
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600" aria-label="Revisores">
        <li className="font-medium text-slate-500" aria-hidden="true">
          Revisores:
        </li>
        {reviewers.slice(0, SHOWN).map((r) => {
          const state = reviewerState(r, version);
          const Icon = STATE_ICON[state];
          const label = `${named(r)}: ${REVIEWER_STATE_LABEL[state]}${r.kind === 'public' && !r.verified ? ' (não verificado)' : ''}`;
          return (
            <li key={`${r.kind}:${r.verified}:${r.email ?? r.name}`} className="flex min-w-0 items-center gap-1" title={label} data-reviewer-state={state}>
              <Icon className={`size-3.5 shrink-0 ${ICON_TONE[state]}`} aria-hidden="true" />
              <span className="max-w-[11rem] truncate">{named(r)}</span>
              <span className="sr-only">{REVIEWER_STATE_LABEL[state]}</span>
              {r.kind === 'public' && !r.verified ? <span className="text-[10px] text-slate-400">não verificado</span> : null}
            </li>
          );
        })}
        {rest > 0 ? <li className="text-slate-400">+{rest}</li> : null}
      </ul>
      {older !== null ? <p className="text-xs font-medium text-amber-700">Aprovado na versão {older} — mudou desde então</p> : null}
    </div>
  );
}
