import { describe, expect, it } from 'vitest';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { mergeReviewContent } from './merge-review-content.ts';

const base = (): CanvasContent => ({
  components: [{ id: 'c1', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'LP', description: '' } }],
  connections: [],
  textElements: [],
  comments: [
    { id: 'a1', position: { x: 0, y: 0 }, content: 'da agência', author: 'Agência', authorKind: 'agency', timestamp: 't0' },
    { id: 'k1', position: { x: 1, y: 1 }, content: 'do cliente', author: 'Cli', authorKind: 'client', timestamp: 't1', componentId: 'c1' },
    { id: 'k2', position: { x: 1, y: 1 }, content: 'resposta do cliente', author: 'Cli', authorKind: 'client', timestamp: 't2', parentId: 'k1' },
    { id: 'a2', position: { x: 1, y: 1 }, content: 'resposta da agência', author: 'Agência', authorKind: 'agency', timestamp: 't3', parentId: 'k1' },
  ],
  drawings: [
    { id: 'da', type: 'brush', points: [{ x: 0, y: 0 }], color: '#f97316', strokeWidth: 3, author: 'agency' },
    { id: 'dk', type: 'brush', points: [{ x: 0, y: 0 }], color: '#3b82f6', strokeWidth: 3, author: 'client' },
  ],
});
// Threads here predate the internal-comments rule (docs/decisions/022): all of them take replies.
const client = { kind: 'client' as const, name: 'Cli', canDraw: true, internalSince: new Date('2100-01-01T00:00:00Z') };

describe('mergeReviewContent (docs/product.md)', () => {
  it('removing an own comment removes its own replies, never the agency’s', () => {
    const m = mergeReviewContent(base(), { comments: base().comments.filter((c) => c.id === 'a1') }, client, 'now');
    expect(m.removedCommentIds.sort()).toEqual(['k1', 'k2']);
    expect(m.comments.map((c) => c.id)).toEqual(['a1', 'a2']);
  });

  it('keeps agency comments and drawings exactly as stored, whatever is proposed', () => {
    const proposal = base();
    proposal.comments[0] = { ...proposal.comments[0], content: 'mudei', resolved: true };
    const m = mergeReviewContent(base(), { comments: proposal.comments, drawings: [] }, client, 'now');
    expect(m.comments[0]).toEqual(base().comments[0]);
    expect(m.drawings.map((d) => d.id)).toEqual(['da']);
  });

  it('a client edit of its own comment keeps author, time, thread and resolved state', () => {
    const proposal = base();
    proposal.comments[1] = { ...proposal.comments[1], content: ' novo texto ', author: 'Outro', timestamp: 'x', resolved: true, parentId: 'a1' };
    const m = mergeReviewContent(base(), { comments: proposal.comments }, client, 'now');
    expect(m.comments.find((c) => c.id === 'k1')).toEqual({ ...base().comments[1], content: 'novo texto' });
    expect(m.addedComments).toEqual([]);
  });

  it('nothing proposed, nothing changed', () => {
    const m = mergeReviewContent(base(), {}, client, 'now');
    expect(m.changed).toBe(false);
    expect(mergeReviewContent(base(), { comments: base().comments, drawings: base().drawings }, client).changed).toBe(false);
  });

  it('counts refused drawings without the plan (D5) and ignores forged agency drawings', () => {
    const drawings = [
      ...base().drawings,
      { id: 'n1', type: 'brush' as const, points: [{ x: 0, y: 0 }], color: '#000', strokeWidth: 3, author: 'client' as const },
    ];
    expect(mergeReviewContent(base(), { drawings }, { ...client, canDraw: false }).refusedDrawings).toBe(1);
    const forged = [
      ...base().drawings,
      { id: 'n2', type: 'brush' as const, points: [{ x: 0, y: 0 }], color: '#000', strokeWidth: 3, author: 'agency' as const },
    ];
    const m = mergeReviewContent(base(), { drawings: forged }, client);
    expect(m.drawings.map((d) => d.id)).toEqual(['da', 'dk']);
  });
});
