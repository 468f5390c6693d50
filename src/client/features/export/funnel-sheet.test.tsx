// @vitest-environment happy-dom
// The PNG/PDF sheet paints its connections after (above) the components, as the editor draws
// them: a connection passing behind a third component still shows on paper.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { FunnelSheet } from './funnel-sheet.tsx';
import { layoutSheet } from './sheet-layout.ts';

afterEach(cleanup);

const style = { dashed: false, organic: false, endType: 'arrow' as const };
const comp = (id: string, x: number) => ({ id, type: 'landing-page', position: { x, y: 0 }, data: { title: id, description: '' } });

it('draws the connections above the components', () => {
  // a -> c passes straight through b.
  const content: Pick<CanvasContent, 'components' | 'connections' | 'textElements' | 'drawings'> = {
    components: [comp('a', 0), comp('b', 400), comp('c', 800)],
    connections: [{ id: 'ac', from: 'a', to: 'c', style }],
    textElements: [],
    drawings: [],
  };
  const { container } = render(<FunnelSheet content={content} layout={layoutSheet(content, { forecast: false })} forecast={null} />);
  const edge = container.querySelector('[data-sheet-edge]');
  const middle = container.querySelectorAll('[data-sheet-component]')[1];
  expect(edge).not.toBeNull();
  // Later in the same stacking context (all absolutely placed, no z-index) paints on top.
  expect(middle.compareDocumentPosition(edge as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  for (const el of container.querySelectorAll('[data-sheet-component], svg')) expect((el as HTMLElement).style.zIndex).toBe('');
});
