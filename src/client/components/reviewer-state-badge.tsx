// How a reviewer's state looks, the same in the editor's panel and on the funnel cards.
import { CheckCircle2, Clock, Wrench } from 'lucide-react';
import { REVIEWER_STATE_LABEL, type ReviewerState } from '#shared/reviewer-state.ts';
import { Badge } from './ui/badge.tsx';

export const STATE_TONE: Record<ReviewerState, 'green' | 'orange' | 'gray'> = { approved: 'green', adjustment_requested: 'orange', waiting: 'gray' };
export const STATE_ICON = { approved: CheckCircle2, adjustment_requested: Wrench, waiting: Clock } as const;

export function ReviewerStateBadge({ state, className }: { state: ReviewerState; className?: string }) {
  const Icon = STATE_ICON[state];
  return (
    <Badge tone={STATE_TONE[state]} className={className} data-reviewer-state={state}>
      <Icon className="size-3" aria-hidden="true" />
      {REVIEWER_STATE_LABEL[state]}
    </Badge>
  );
}

/** "não verificado": a public reviewer who never proved their email; their decision does not set the status. */
export function UnverifiedTag() {
  return (
    <span
      className="rounded-full border border-dashed border-slate-300 px-1.5 py-px text-[10px] font-medium text-slate-500"
      title="Revisor do link público que não confirmou o email: sua decisão não muda o status do funil"
    >
      não verificado
    </span>
  );
}
