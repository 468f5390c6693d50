// The top bar's Revisores button; the panel it opens (reviewers-panel.tsx) loads on the first open.
import { Users } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { lazyDialog } from '../../lib/load-on-use.tsx';

export const ReviewersPanel = lazyDialog(() => import('./reviewers-panel.tsx').then((m) => m.ReviewersPanel));

export function ReviewersButton({ onClick, compact }: { onClick: () => void; compact?: boolean }) {
  if (compact)
    return (
      <Tooltip content="Revisores" side="bottom">
        <button
          type="button"
          onClick={onClick}
          aria-label="Revisores"
          className="flex size-8 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <Users className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    );
  // The label shows on wide screens; narrower, the icon (named) leaves room for the save state.
  return (
    <Tooltip content="Revisores" side="bottom">
      <Button size="sm" variant="outline" className="border-slate-700 bg-slate-800 text-white hover:bg-slate-700" onClick={onClick} aria-label="Revisores">
        <Users aria-hidden="true" /> <span className="hidden min-[1800px]:inline">Revisores</span>
      </Button>
    </Tooltip>
  );
}
