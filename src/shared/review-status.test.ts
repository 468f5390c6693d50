import { describe, expect, it } from 'vitest';
import { approvedOlderVersion, type ReviewDecision, reviewStatus } from './review-status.ts';

let minute = 0;
const d = (kind: ReviewDecision['kind'], decision: ReviewDecision['decision'], version: number, verified = kind === 'client'): ReviewDecision => ({
  kind,
  decision,
  version,
  verified,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, ++minute)).toISOString(),
});

describe('reviewStatus', () => {
  it('is published while nobody decided on the current version, draft before any version', () => {
    expect(reviewStatus(0, [])).toBe('draft');
    expect(reviewStatus(1, [])).toBe('published');
    expect(reviewStatus(2, [d('client', 'approved', 1)])).toBe('published');
  });

  it("follows the latest decision of the client's accesses on the current version", () => {
    expect(reviewStatus(1, [d('client', 'approved', 1)])).toBe('approved');
    expect(reviewStatus(1, [d('client', 'approved', 1), d('client', 'adjustment_requested', 1)])).toBe('needs_adjustments');
    expect(reviewStatus(1, [d('client', 'adjustment_requested', 1), d('client', 'approved', 1)])).toBe('approved');
  });

  it("never lets an unverified public reviewer move it: a stranger's adjustments leave Aprovado", () => {
    const approved = d('client', 'approved', 1);
    expect(reviewStatus(1, [approved, d('public', 'adjustment_requested', 1, false)])).toBe('approved');
    expect(reviewStatus(1, [d('public', 'approved', 1, false)])).toBe('published');
    expect(reviewStatus(1, [d('public', 'rejected', 1, false), d('public', 'adjustment_requested', 1, false)])).toBe('published');
  });

  it('lets a verified public reviewer decide only while no client access decided on the version', () => {
    expect(reviewStatus(1, [d('public', 'approved', 1, true)])).toBe('approved');
    expect(reviewStatus(1, [d('public', 'rejected', 1, true)])).toBe('needs_adjustments');
    expect(reviewStatus(1, [d('client', 'approved', 1), d('public', 'adjustment_requested', 1, true)])).toBe('approved');
    expect(reviewStatus(1, [d('public', 'approved', 1, true), d('client', 'adjustment_requested', 1)])).toBe('needs_adjustments');
    // a client decision on an older version does not keep a verified reviewer out of the new one
    expect(reviewStatus(2, [d('client', 'approved', 1), d('public', 'adjustment_requested', 2, true)])).toBe('needs_adjustments');
  });

  it('ties keep the order of the list', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const a: ReviewDecision = { kind: 'client', decision: 'approved', version: 1, verified: true, createdAt: at };
    const b: ReviewDecision = { ...a, decision: 'adjustment_requested' };
    expect(reviewStatus(1, [a, b])).toBe('needs_adjustments');
    expect(reviewStatus(1, [b, a])).toBe('approved');
  });
});

describe('approvedOlderVersion', () => {
  it('names the version approved before the current one until someone who counts decides on it', () => {
    expect(approvedOlderVersion(4, [d('client', 'approved', 3)])).toBe(3);
    expect(approvedOlderVersion(3, [d('client', 'approved', 3)])).toBeNull();
    expect(approvedOlderVersion(4, [d('client', 'approved', 3), d('client', 'approved', 4)])).toBeNull();
    expect(approvedOlderVersion(4, [d('client', 'approved', 3), d('public', 'adjustment_requested', 4, false)])).toBe(3);
    expect(approvedOlderVersion(4, [d('public', 'approved', 2, false)])).toBeNull();
    expect(approvedOlderVersion(4, [d('public', 'approved', 2, true), d('client', 'adjustment_requested', 3)])).toBe(2);
  });
});
