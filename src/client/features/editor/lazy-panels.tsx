import type { ComponentProps } from 'react';
import { lazyView } from '../../lib/load-on-use.tsx';

// Shown now and then, not on every open (decision 011): the comment threads when their panel is
// opened, the first-steps hint only on an empty funnel. Their code loads then.
export const CommentsPanel = lazyView<ComponentProps<typeof import('./comments-panel.tsx').CommentsPanel>>(() =>
  import('./comments-panel.tsx').then((m) => m.CommentsPanel),
);
export const EmptyCanvasHint = lazyView<ComponentProps<typeof import('./chrome/empty-canvas.tsx').EmptyCanvasHint>>(() =>
  import('./chrome/empty-canvas.tsx').then((m) => m.EmptyCanvasHint),
);

export function PanelLoading() {
  return (
    <div className="flex h-full items-center justify-center bg-slate-900 text-sm text-slate-300" role="status">
      Carregando comentários...
    </div>
  );
}
