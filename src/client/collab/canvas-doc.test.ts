// The client side of live editing against the real server (port 0), in Node with a `ws`
// socket that sends the session cookie as the browser does.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { buildTestApp, loginAs, seedAgency, type TestApp } from '../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient, seedClientSession } from '../../../tests/helpers/canvas-fixtures.ts';
import { eventually } from '../../../tests/helpers/collab.ts';
import { readContent, setElement } from '../../shared/canvas/doc.ts';
import { type CanvasDocHandle, type CanvasDocSnapshot, collabUrl, openCanvasDoc } from './canvas-doc.ts';
import { colorFor, createCursorReporter, listRemoteUsers, setLocalCursor, setLocalSelection, setLocalUser } from './presence.ts';

let t: TestApp;
let url: string;
const handles: CanvasDocHandle[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/collab`;
});
afterAll(async () => {
  for (const h of handles) h.destroy();
  await t.close();
});

function open(canvasId: string, cookie: string | undefined, seen: CanvasDocSnapshot[] = []) {
  class CookieWebSocket extends WebSocket {
    constructor(u: string) {
      super(u, { headers: cookie ? { cookie } : {} });
    }
  }
  const h = openCanvasDoc(canvasId, { url, WebSocketPolyfill: CookieWebSocket, onChange: (s) => seen.push(s) });
  handles.push(h);
  return h;
}

async function setup(status = 'published') {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  const canvas = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, status, content: { components: [component('c1', 'Captura')] } });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, client, canvas, cookie: api.cookieHeader() };
}

describe('openCanvasDoc', () => {
  it('builds the socket address from the page', () => {
    expect(collabUrl({ protocol: 'https:', host: 'funil.app' })).toBe('wss://funil.app/collab');
    expect(collabUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/collab');
  });

  it('connects, syncs the stored funnel, reports status and acknowledges local edits', async () => {
    const s = await setup();
    const seen: CanvasDocSnapshot[] = [];
    const h = open(s.canvas.id, s.cookie, seen);
    expect(h.snapshot()).toMatchObject({ status: 'connecting', synced: false, denied: false });
    await eventually(() => expect(h.snapshot()).toMatchObject({ status: 'connected', synced: true, readOnly: false, denied: false }));
    expect(seen.map((x) => x.status)).toContain('connected');
    expect(seen.filter((x) => x.synced)).not.toHaveLength(0);
    expect(readContent(h.doc).components.map((c) => c.id)).toEqual(['c1']);

    setElement(h.doc, 'components', component('c2', 'Nova'));
    await eventually(() => expect(h.snapshot().unsyncedChanges).toBe(0));
    expect((await t.app.deps.canvasDocs.readContent(s.canvas.id)).components.map((c) => c.id)).toEqual(['c1', 'c2']);
  });

  it('gives the provider local updates only from the first sync on, so the synced funnel is not encoded again for it', async () => {
    const s = await setup();
    const h = open(s.canvas.id, s.cookie);
    // lib0's observable keeps its listeners per event name.
    const providerListens = () =>
      (h.doc as unknown as { _observers: Map<string, Set<unknown>> })._observers.get('update')?.has(h.provider.boundDocumentUpdateHandler) ?? false;
    expect(providerListens()).toBe(false);
    await eventually(() => expect(h.snapshot().synced).toBe(true));
    expect(providerListens()).toBe(true);
    setElement(h.doc, 'components', component('c3', 'Depois da sincronização'));
    await eventually(() => expect(h.snapshot().unsyncedChanges).toBe(0));
    expect((await t.app.deps.canvasDocs.readContent(s.canvas.id)).components.map((c) => c.id)).toEqual(['c1', 'c3']);
  });

  it('reports denied for a client session (clients read the published version through REST) and without a session', async () => {
    const s = await setup();
    const { token } = await seedClientSession(t.db, s.agency.id, s.client.id);
    const client = open(s.canvas.id, `funil_client_session=${token}`);
    await eventually(() => expect(client.snapshot().denied).toBe(true));
    expect(client.snapshot().synced).toBe(false);
    expect(readContent(client.doc).components).toEqual([]);
    const nobody = open(s.canvas.id, undefined);
    await eventually(() => expect(nobody.snapshot().denied).toBe(true));
    expect(nobody.snapshot().synced).toBe(false);
    expect(readContent(nobody.doc).components).toEqual([]);
  });
});

describe('presence', () => {
  it('shows the other person with name, colour, cursor in canvas coordinates and selection', async () => {
    const s = await setup();
    const a = open(s.canvas.id, s.cookie);
    const b = open(s.canvas.id, s.cookie);
    await eventually(() => expect(a.snapshot().synced && b.snapshot().synced).toBe(true));
    setLocalUser(a.awareness!, { name: 'Ana', color: '#8b5cf6', kind: 'agency' });
    setLocalCursor(a.awareness!, { x: 10120.5, y: 7600 });
    setLocalSelection(a.awareness!, ['c1']);
    await eventually(() =>
      expect(listRemoteUsers(b.awareness!)).toEqual([
        { clientId: a.doc.clientID, user: { name: 'Ana', color: '#8b5cf6', kind: 'agency' }, cursor: { x: 10120.5, y: 7600 }, selection: ['c1'] },
      ]),
    );
    // nobody lists themselves; someone who leaves disappears
    expect(listRemoteUsers(a.awareness!)).toEqual([]);
    a.destroy();
    await eventually(() => expect(listRemoteUsers(b.awareness!)).toEqual([]));
  });

  it('never hands a colour that is not #rrggbb to the page (it reaches CSS)', () => {
    const peer = new Awareness(new Y.Doc());
    const mine = new Awareness(new Y.Doc());
    peer.setLocalState({ user: { name: 'Eva', color: 'red;background:url(https://evil.example/x)' } });
    applyAwarenessUpdate(mine, encodeAwarenessUpdate(peer, [peer.clientID]), 'test');
    expect(listRemoteUsers(mine).map((u) => u.user.color)).toEqual([colorFor('Eva')]);
    peer.destroy();
    mine.destroy();
  });

  it('throttles cursor updates and always ends on the last position', () => {
    vi.useFakeTimers();
    try {
      const aw = new Awareness(new Y.Doc());
      const spy = vi.fn();
      aw.on('update', spy);
      const r = createCursorReporter(aw, 50);
      r.move({ x: 1, y: 1 });
      for (let i = 2; i <= 20; i++) r.move({ x: i, y: i });
      expect(spy).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(aw.getLocalState()?.cursor).toEqual({ x: 20, y: 20 });
      r.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each name a stable colour', () => {
    expect(colorFor('Ana')).toBe(colorFor('Ana'));
    expect(colorFor('Ana')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
