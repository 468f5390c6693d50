import { describe, expect, it } from 'vitest';
import { isThreadVisible, reviewerComments } from './comment-visibility.ts';
import type { CanvasComment } from './content.ts';

const SINCE = '2026-11-26T12:00:00.000Z';
const BEFORE = '2026-11-20T09:00:00.000Z';
const AFTER = '2026-11-27T09:00:00.000Z';

const c = (id: string, over: Partial<CanvasComment> = {}): CanvasComment => ({
  id,
  position: { x: 0, y: 0 },
  content: id,
  author: 'Ana',
  authorKind: 'agency',
  timestamp: AFTER,
  ...over,
});

describe('isThreadVisible', () => {
  it('an agency thread is internal unless marked for the client', () => {
    expect(isThreadVisible(c('a', { visibility: 'internal' }), SINCE)).toBe(false);
    expect(isThreadVisible(c('a', { visibility: 'client' }), SINCE)).toBe(true);
  });
  it('a new agency thread without a visibility is internal', () => {
    expect(isThreadVisible(c('a'), SINCE)).toBe(false);
    expect(isThreadVisible(c('a', { authorKind: undefined }), SINCE)).toBe(false);
    expect(isThreadVisible(c('a', { timestamp: 'não é uma data' }), SINCE)).toBe(false);
  });
  it('an agency thread started before the rule keeps being shown', () => {
    expect(isThreadVisible(c('a', { timestamp: BEFORE }), SINCE)).toBe(true);
    expect(isThreadVisible(c('a', { timestamp: BEFORE, authorKind: undefined }), new Date(SINCE))).toBe(true);
    // …unless the agency marked it internal since.
    expect(isThreadVisible(c('a', { timestamp: BEFORE, visibility: 'internal' }), SINCE)).toBe(false);
  });
  it("a client's or public reviewer's thread is always theirs to see", () => {
    expect(isThreadVisible(c('a', { authorKind: 'client' }), SINCE)).toBe(true);
    expect(isThreadVisible(c('a', { authorKind: 'public', visibility: 'internal' }), SINCE)).toBe(true);
  });
});

describe('reviewerComments', () => {
  it('keeps whole visible threads, agency replies included, and drops internal threads with their replies', () => {
    const all = [
      c('note', { content: 'Revisar a headline antes de publicar' }),
      c('note-reply', { parentId: 'note' }),
      c('shared', { visibility: 'client' }),
      c('shared-reply', { parentId: 'shared', visibility: 'internal' }),
      c('asked', { authorKind: 'public' }),
      c('answer', { parentId: 'asked' }),
      c('old', { timestamp: BEFORE }),
      c('orphan-client', { parentId: 'gone', authorKind: 'client' }),
      c('orphan-agency', { parentId: 'gone' }),
    ];
    expect(reviewerComments(all, SINCE).map((x) => x.id)).toEqual(['shared', 'shared-reply', 'asked', 'answer', 'old', 'orphan-client']);
  });
});
