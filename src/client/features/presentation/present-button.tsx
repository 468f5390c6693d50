// The "Apresentar" button. The presentation itself is loaded on first use (its own
// chunk, nothing in the route bundles) and mounted only while it is open, so the editor pays
// nothing for it the rest of the time.
import { Presentation } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type * as Y from 'yjs';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';
import type { PresentationDecision } from './types.ts';

const load = () => import('./presentation-dialog.tsx');
const PresentationDialog = lazy(load);

export function PresentButton({
  doc,
  decisions,
  results,
  compact,
  crowded = false,
}: {
  doc: Y.Doc;
  /** Read when the last slide renders, so the page's handlers and states stay current. */
  decisions?: () => readonly PresentationDecision[];
  /** The traffic results on screen, read when the presentation opens. */
  results?: () => ResultsAnswer | null;
  /** A phone: the icon alone. */
  compact: boolean;
  /** A top bar full of actions (the agency's): the word only on the widest screens. */
  crowded?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        className={cn('border-slate-700 bg-slate-800 text-white hover:bg-slate-700', compact ? 'size-8 p-0' : crowded && 'px-2 min-[1800px]:px-3')}
        aria-label="Apresentar"
        title="Apresentar"
        // Fetch the chunk as soon as the pointer or focus is on the button.
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Presentation aria-hidden="true" />
        {compact ? null : <span className={crowded ? 'hidden min-[1800px]:inline' : undefined}>Apresentar</span>}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PresentationDialog doc={doc} decisions={decisions} results={results?.() ?? null} returnFocus={button} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
