// The real share on a connection between two tracked steps, in the Resultados mode only: at the
// middle of the line, never catching a click meant for the connection.
import { EdgeLabelRenderer } from '@xyflow/react';
import { memo } from 'react';
import { useEdgeShare } from './results-store.ts';

// Just above the connections (EDGE_Z, flow-sync.ts, which puts them above the components). Not
// imported: the export sheet's chunk draws the edges too, and sharing flow-sync.ts with it split
// React Flow out of the editor's chunk (about 1 KB more on every canvas page).
const LABEL_Z = 3;

export const EdgeShare = memo(function EdgeShare({ source, target, x, y }: { source: string; target: string; x: number; y: number }) {
  const share = useEdgeShare(source, target);
  if (!share) return null;
  return (
    <EdgeLabelRenderer>
      <div
        className="nodrag nopan pointer-events-none absolute rounded-full bg-slate-900/95 px-2 py-0.5 text-xs font-semibold text-sky-200 shadow ring-1 ring-sky-800"
        style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)`, zIndex: LABEL_Z }}
        data-testid="edge-share"
      >
        {share}
      </div>
    </EdgeLabelRenderer>
  );
});
