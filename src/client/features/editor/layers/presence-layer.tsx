// Presence on a live canvas (D19): who else is here (avatars in the top bar) and their
// cursors, drawn in canvas coordinates so they land on the same spot whatever the zoom.
import { useStore, ViewportPortal } from '@xyflow/react';
import { MousePointer2 } from 'lucide-react';
import { memo } from 'react';
import type { RemotePresence } from '../../../collab/presence.ts';
import { initials } from '../../../lib/format.ts';

export const PresenceAvatars = memo(function PresenceAvatars({ users }: { users: RemotePresence[] }) {
  if (!users.length) return null;
  const shown = users.slice(0, 4);
  return (
    <ul className="ml-1 hidden items-center -space-x-2 sm:flex" aria-label={`${users.length} ${users.length === 1 ? 'pessoa' : 'pessoas'} neste funil`}>
      {shown.map((u) => (
        <li
          key={u.clientId}
          className="flex size-7 items-center justify-center rounded-full border-2 border-slate-900 text-[11px] font-bold text-white"
          style={{ background: u.user.color }}
          title={`${u.user.name}${u.user.kind === 'client' ? ' (cliente)' : ''}`}
        >
          {initials(u.user.name)}
        </li>
      ))}
      {users.length > shown.length ? (
        <li className="flex size-7 items-center justify-center rounded-full border-2 border-slate-900 bg-slate-700 text-[11px] font-bold text-white">
          +{users.length - shown.length}
        </li>
      ) : null}
    </ul>
  );
});

export function RemoteCursors({ users }: { users: RemotePresence[] }) {
  const zoom = useStore((s) => s.transform[2]);
  const withCursor = users.filter((u) => u.cursor);
  if (!withCursor.length) return null;
  return (
    <ViewportPortal>
      {withCursor.map((u) => (
        <div
          key={u.clientId}
          className="pointer-events-none absolute left-0 top-0 z-[1100]"
          style={{ transform: `translate(${u.cursor?.x}px, ${u.cursor?.y}px) scale(${1 / zoom})`, transformOrigin: '0 0', transition: 'transform 80ms linear' }}
          data-remote-cursor={u.user.name}
        >
          <MousePointer2 className="size-5" style={{ color: u.user.color, fill: u.user.color }} aria-hidden="true" />
          <span className="ml-4 whitespace-nowrap rounded px-1.5 py-0.5 text-[11px] font-medium text-white shadow" style={{ background: u.user.color }}>
            {u.user.name}
          </span>
        </div>
      ))}
    </ViewportPortal>
  );
}
