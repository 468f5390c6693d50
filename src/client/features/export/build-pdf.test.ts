import { describe, expect, it } from 'vitest';
import { EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { DEFAULT_CONNECTION_STYLE } from '#shared/canvas/rules.ts';
import { openCommentGroups } from './build-pdf.ts';
import { paperColor } from './funnel-sheet.tsx';

const ts = '2026-11-20T12:00:00.000Z';
const comment = (id: string, over: Record<string, unknown> = {}) => ({ id, position: { x: 0, y: 0 }, content: id, author: 'Ana', timestamp: ts, ...over });

describe('openCommentGroups', () => {
  it('lists the open threads by element in flow order, replies under them, resolved ones left out', () => {
    const content = {
      ...EMPTY_CONTENT,
      components: [
        { id: 'b', type: 'checkout-page', position: { x: 400, y: 0 }, data: { title: 'Checkout', description: '' } },
        { id: 'a', type: 'capture-page', position: { x: 0, y: 0 }, data: { title: '', description: '' } },
      ],
      connections: [{ id: 'ab', from: 'a', to: 'b', style: DEFAULT_CONNECTION_STYLE }],
      comments: [
        comment('on-b', { componentId: 'b' }),
        comment('reply', { parentId: 'on-b' }),
        comment('on-a', { componentId: 'a' }),
        comment('done', { componentId: 'a', resolved: true }),
        comment('loose'),
      ],
    } as CanvasContent;
    const groups = openCommentGroups(content);
    expect(groups.map((g) => g.element)).toEqual(['Página de Captura', 'Checkout', 'Comentários no funil']);
    expect(groups[0].threads.map((t) => t.root.id)).toEqual(['on-a']);
    expect(groups[1].threads[0].replies.map((r) => r.id)).toEqual(['reply']);
    expect(groups[2].threads.map((t) => t.root.id)).toEqual(['loose']);
  });
});

describe('paperColor', () => {
  it('prints white text dark and keeps other colours', () => {
    expect(paperColor('white')).toBe('#0f172a');
    expect(paperColor('#FFFFFF')).toBe('#0f172a');
    expect(paperColor('#f97316')).toBe('#f97316');
  });
});
