// A reviewer's state for the current published version (the editor's panel and the funnel
// cards); the answer schemas are in schemas/reviews.ts.
import type { ReviewDecisionValue } from './schemas/reviews.ts';

export type ReviewerState = 'approved' | 'adjustment_requested' | 'waiting';

/**
 * A reviewer's state for the current published version: a decision on an older version counts
 * as waiting (they have not seen this one), with that older decision still shown beside it.
 */
export function reviewerState(r: { decision: ReviewDecisionValue | null; version: number | null }, publishedVersion: number): ReviewerState {
  if (!r.decision || r.version !== publishedVersion) return 'waiting';
  return r.decision;
}

export const REVIEWER_STATE_LABEL: Record<ReviewerState, string> = {
  approved: 'Aprovado',
  adjustment_requested: 'Ajustes solicitados',
  waiting: 'Aguardando',
};
