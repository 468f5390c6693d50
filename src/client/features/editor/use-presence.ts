// Presence (D19): who is here, their cursors and selections; ours shared through the awareness.
import type { ReactFlowInstance } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { colorFor, createCursorReporter, setLocalCursor, setLocalSelection, setLocalUser, useRemoteUsers } from '../../collab/presence.ts';
import type { FunnelEdgeType } from './nodes/funnel-edge.tsx';
import type { EditorNode } from './nodes/nodes.tsx';

export function usePresence(
  awareness: Awareness | null,
  author: { name: string; kind: 'agency' | 'client' },
  rf: ReactFlowInstance<EditorNode, FunnelEdgeType>,
  nodes: readonly EditorNode[],
) {
  const remoteUsers = useRemoteUsers(awareness);
  const reporter = useRef<ReturnType<typeof createCursorReporter> | null>(null);
  useEffect(() => {
    if (!awareness) return;
    setLocalUser(awareness, { name: author.name, color: colorFor(`${author.kind}:${author.name}`), kind: author.kind });
    const rep = createCursorReporter(awareness);
    reporter.current = rep;
    return () => {
      rep.dispose();
      reporter.current = null;
      setLocalCursor(awareness, null);
    };
  }, [awareness, author.kind, author.name]);
  const selectedKey = useMemo(
    () =>
      nodes
        .filter((n) => n.selected)
        .map((n) => n.id)
        .join(','),
    [nodes],
  );
  useEffect(() => {
    if (awareness) setLocalSelection(awareness, selectedKey ? selectedKey.split(',') : []);
  }, [awareness, selectedKey]);
  const onPointerMove = useCallback(
    (e: React.PointerEvent) => {
      reporter.current?.move(rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }, { snapToGrid: false }));
    },
    [rf],
  );
  const onPointerLeave = useCallback(() => reporter.current?.move(null), []);
  // Keyed by a string so that cursor moves (new arrays every time) do not re-render every node.
  const remoteSelKey = JSON.stringify(remoteUsers.map((u) => [u.user.color, u.user.name, u.selection]));
  const remoteSelection = useMemo(() => {
    const m = new Map<string, { color: string; name: string }>();
    for (const [color, name, ids] of JSON.parse(remoteSelKey) as [string, string, string[]][]) {
      for (const id of ids) if (!m.has(id)) m.set(id, { color, name });
    }
    return m;
  }, [remoteSelKey]);
  return { remoteUsers, remoteSelection, onPointerMove, onPointerLeave };
}
