// Presence on a live canvas (D19: who is here, their cursor): helpers over the Yjs awareness
// of the provider. Cursors are in canvas coordinates (not screen pixels), so they land on the
// same spot whatever each person's pan and zoom.
import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { isHexColor } from '#shared/color.ts';

export interface PresenceUser {
  name: string;
  color: string;
  kind?: 'agency' | 'client';
}

export interface Point {
  x: number;
  y: number;
}

export interface RemotePresence {
  clientId: number;
  user: PresenceUser;
  cursor: Point | null;
  /** Ids of the elements the person has selected. */
  selection: string[];
}

/** Colours for people on the canvas (distinct from the drawing colours of docs/product.md). */
export const PRESENCE_COLORS = ['#8b5cf6', '#ec4899', '#14b8a6', '#eab308', '#ef4444', '#22c55e', '#06b6d4', '#a855f7', '#f43f5e', '#84cc16'];

/** A stable colour for a person (same name/id, same colour on every screen). */
export function colorFor(seed: string): string {
  let h = 0;
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
  return PRESENCE_COLORS[h % PRESENCE_COLORS.length];
}

export function setLocalUser(awareness: Awareness, user: PresenceUser): void {
  awareness.setLocalStateField('user', user);
}

export function setLocalCursor(awareness: Awareness, cursor: Point | null): void {
  awareness.setLocalStateField('cursor', cursor);
}

export function setLocalSelection(awareness: Awareness, ids: string[]): void {
  awareness.setLocalStateField('selection', ids);
}

/**
 * A cursor reporter that sends at most one update per `intervalMs` (pointer moves fire far
 * more often than anyone needs to see), always ending on the last position.
 */
export function createCursorReporter(awareness: Awareness, intervalMs = 50) {
  let last = 0;
  let pending: Point | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    last = Date.now();
    if (pending !== undefined) setLocalCursor(awareness, pending);
    pending = undefined;
  };
  return {
    move(p: Point | null) {
      pending = p;
      const wait = intervalMs - (Date.now() - last);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

function isPoint(v: unknown): v is Point {
  return !!v && typeof v === 'object' && Number.isFinite((v as Point).x) && Number.isFinite((v as Point).y);
}

/** Everyone else on the canvas who announced a name, in a stable order. */
export function listRemoteUsers(awareness: Awareness): RemotePresence[] {
  const out: RemotePresence[] = [];
  awareness.getStates().forEach((state, clientId) => {
    if (clientId === awareness.clientID) return;
    const user = state.user as Partial<PresenceUser> | undefined;
    if (!user || typeof user.name !== 'string') return;
    out.push({
      clientId,
      // The colour reaches CSS (cursor, avatar, selection ring): only #rrggbb, whatever a peer sent.
      user: { name: user.name, color: isHexColor(user.color) ? user.color : colorFor(user.name), ...(user.kind ? { kind: user.kind } : {}) },
      cursor: isPoint(state.cursor) ? { x: state.cursor.x, y: state.cursor.y } : null,
      selection: Array.isArray(state.selection) ? state.selection.filter((s): s is string => typeof s === 'string') : [],
    });
  });
  return out.sort((a, b) => a.clientId - b.clientId);
}

/** The remote people, re-rendered when anyone joins, leaves, moves or selects. */
export function useRemoteUsers(awareness: Awareness | null): RemotePresence[] {
  const [users, setUsers] = useState<RemotePresence[]>([]);
  useEffect(() => {
    if (!awareness) {
      setUsers([]);
      return;
    }
    const update = () => setUsers(listRemoteUsers(awareness));
    update();
    awareness.on('change', update);
    return () => awareness.off('change', update);
  }, [awareness]);
  return users;
}
