// Real HocuspocusProvider clients for the live-editing tests (DESIGN: start the real server
// on port 0 and connect real providers). Node has no WebSocket with cookies: a `ws` subclass
// sends the session cookie on the upgrade request, as a browser would.
import { HocuspocusProvider, type HocuspocusProviderConfiguration } from '@hocuspocus/provider';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { kindMap } from '../../src/shared/canvas/doc.ts';
import { buildTestApp, listenOnFreePort, loginAs, seedAgency, type TestApp } from './app.ts';
import { component, seedCanvas, seedClient } from './canvas-fixtures.ts';

export interface TestProvider {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Resolves 'synced' after the first sync, or 'denied' when authentication is refused. */
  ready: Promise<'synced' | 'denied'>;
  destroy(): void;
}

export function connectProvider(baseUrl: string, canvasId: string, cookie?: string, opts: { as?: 'agency' | 'client'; origin?: string } = {}): TestProvider {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (opts.origin) headers.origin = opts.origin;
  class CookieWebSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
      // A test that destroys its provider while the socket is still connecting makes `ws` emit
      // "closed before the connection was established"; with no listener that is an uncaught
      // exception in whatever test runs next. The provider's own handlers still get every error.
      this.on('error', () => {});
    }
  }
  const doc = new Y.Doc();
  // The provider hands its whole configuration to the socket it creates (WebSocketPolyfill
  // included), but its type only names `url`.
  const provider = new HocuspocusProvider({
    url: `${baseUrl.replace(/^http/, 'ws')}/collab`,
    name: canvasId,
    document: doc,
    token: opts.as ?? null,
    WebSocketPolyfill: CookieWebSocket,
  } as HocuspocusProviderConfiguration);
  const ready = new Promise<'synced' | 'denied'>((resolve) => {
    provider.on('synced', () => resolve('synced'));
    provider.on('authenticationFailed', () => resolve('denied'));
  });
  return {
    doc,
    provider,
    ready,
    destroy() {
      provider.destroy();
    },
  };
}

/** Polls until `check` passes (it throws until then); fails with the last error after `ms`. */
export async function eventually(check: () => void | Promise<void>, ms = 20_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() - start > ms) throw e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** An agency, a client and a two-step funnel (c1 "Captura", c2 "Vendas"), with the owner signed in. */
export async function seedLiveCanvas(t: TestApp, status = 'draft') {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  const canvas = await seedCanvas(t.db, {
    agencyId: a.agency.id,
    clientId: client.id,
    userId: a.owner.id,
    status,
    content: { components: [component('c1', 'Captura'), component('c2', 'Vendas', 300)] },
  });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, client, canvas, api, cookie: api.cookieHeader() };
}

/** A component's title as a provider sees it. */
export const titleOf = (p: TestProvider, id: string) => (kindMap(p.doc, 'components').get(id)?.get('data') as { title?: string } | undefined)?.title;

/**
 * The app listening on a free port for one test file (registers beforeAll/afterAll): `ready`
 * receives it once started; the returned `connect` opens providers that are closed with it.
 */
export function withLiveApp(ready: (t: TestApp, base: string) => void) {
  const open: TestProvider[] = [];
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    ready(app, await listenOnFreePort(app.app));
  });
  afterAll(async () => {
    for (const p of open) p.destroy();
    await app?.close();
  });
  return (...args: Parameters<typeof connectProvider>) => {
    const p = connectProvider(...args);
    open.push(p);
    return p;
  };
}
