// Who sets a funnel's status (decision 008, "Decisions belong to a reviewer and a version"), as one
// pure rule that the server applies after every decision and publish, and that tests read.
import type { FunnelStatus } from './funnel-status.ts';

export type ReviewerKind = 'client' | 'public';
/** 'rejected' is a public reviewer's older answer: it asks for adjustments too. */
export type DecisionValue = 'approved' | 'adjustment_requested' | 'rejected';

export interface ReviewDecision {
  kind: ReviewerKind;
  /** Client accesses are always verified; a public reviewer only after the emailed code. */
  verified: boolean;
  decision: DecisionValue;
  version: number;
  /** ISO time or Date; ties keep the order of the list (later in the list is newer). */
  createdAt: string | Date;
}

const time = (d: ReviewDecision) => new Date(d.createdAt).getTime();

function latest(ds: ReviewDecision[]): ReviewDecision | null {
  let best: ReviewDecision | null = null;
  for (const d of ds) if (!best || time(d) >= time(best)) best = d;
  return best;
}

const statusOf = (d: ReviewDecision): FunnelStatus => (d.decision === 'approved' ? 'approved' : 'needs_adjustments');

/**
 * The status of a funnel whose current published version is `publishedVersion`:
 * - the client's own accesses rule: their latest decision on the current version decides;
 * - when none of them decided on it, the latest VERIFIED public decision on it decides;
 * - unverified public decisions never move the status (a stranger's link cannot overturn);
 * - nothing decided on the current version: 'published' (review open). Never published: 'draft'.
 */
export function reviewStatus(publishedVersion: number, decisions: readonly ReviewDecision[]): FunnelStatus {
  if (publishedVersion < 1) return 'draft';
  const onCurrent = decisions.filter((d) => d.version === publishedVersion);
  const client = latest(onCurrent.filter((d) => d.kind === 'client'));
  if (client) return statusOf(client);
  const verifiedPublic = latest(onCurrent.filter((d) => d.kind === 'public' && d.verified));
  return verifiedPublic ? statusOf(verifiedPublic) : 'published';
}

/**
 * The version of the last approval that still counts for the agency's "Aprovado na versão N —
 * mudou desde então": the newest version a client access (or a verified public reviewer)
 * approved, when it is older than the current one and nobody who counts has decided on the
 * current one yet; null otherwise.
 */
export function approvedOlderVersion(publishedVersion: number, decisions: readonly Omit<ReviewDecision, 'createdAt'>[]): number | null {
  const counted = decisions.filter((d) => d.kind === 'client' || d.verified);
  // Someone who counts already decided on the current version: that decision is the news.
  if (counted.some((d) => d.version === publishedVersion)) return null;
  let best: number | null = null;
  for (const d of counted) if (d.decision === 'approved' && (best === null || d.version > best)) best = d.version;
  return best !== null && best < publishedVersion ? best : null;
}
