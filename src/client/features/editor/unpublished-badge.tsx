// "Alterações não publicadas" (decision 008): the live draft's title or structure differs from the
// latest published version, the one clients see. Compared in the browser with the same rule
// the server uses to decide whether Publicar records a new version (#shared/canvas/structure.ts).
import { useQuery } from '@tanstack/react-query';
import { CircleDot } from 'lucide-react';
import type * as Y from 'yjs';
import { differsFromPublished } from '#shared/canvas/structure.ts';
import type { CanvasVersionDto } from '#shared/schemas/canvas-editor.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useDocContent } from './doc-binding.ts';

/** true / false once the published version is loaded; null before (or never published). */
export function useUnpublishedChanges(canvasId: string, version: number, doc: Y.Doc, title: string): boolean | null {
  const content = useDocContent(doc);
  const q = useQuery<CanvasVersionDto>({
    queryKey: [`/api/canvases/${encodeURIComponent(canvasId)}/versions/${version}`],
    enabled: version > 0,
    staleTime: Number.POSITIVE_INFINITY, // a version never changes
  });
  if (version < 1 || !q.data?.content) return null;
  return differsFromPublished({ title, content }, { title: q.data.title, content: q.data.content });
}

const TEXT = 'Alterações não publicadas';
const HINT = 'O cliente vê a última versão publicada. Publique para mostrar estas alterações.';

export function UnpublishedBadge({ show }: { show: boolean | null }) {
  if (!show) return null;
  return (
    <Tooltip content={HINT} side="bottom">
      <span
        className="flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-sky-500/15 px-1.5 py-0.5 text-[11px] font-medium text-sky-300 sm:px-2"
        data-testid="unpublished-badge"
        role="status"
        aria-label={TEXT}
      >
        <CircleDot className="size-3" aria-hidden="true" />
        {/* a phone's top bar keeps its room for the title: the dot alone, named for screen readers */}
        <span className="hidden sm:inline">{TEXT}</span>
      </span>
    </Tooltip>
  );
}
