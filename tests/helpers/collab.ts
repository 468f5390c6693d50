// Real HocuspocusProvider clients for the live-editing tests (start the real server
// on port 0 and connect real providers). Node has no WebSocket with cookies: a `ws` subclass
// sends the session cookie on the upgrade request, as a browser would.
import { HocuspocusProvider, type HocuspocusProviderConfiguration } from '@hocuspocus/provider';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, expect } from 'vitest';
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

/** One raw Hocuspocus message from a provider's socket (what a hostile client can send). */
export function sendRaw(p: TestProvider, type: number, write: (e: encoding.Encoder) => void) {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, p.provider.configuration.name);
  encoding.writeVarUint(e, type);
  write(e);
  p.provider.configuration.websocketProvider.send(encoding.toUint8Array(e));
}

/**
 * An update with every `from` in its bytes replaced by `to` (same length). Yjs will not encode an
 * object whose own "constructor" field is not a function; a hostile client writes the bytes itself.
 */
export function respell(update: Uint8Array, from: string, to: string): Uint8Array {
  const [a, b] = [Buffer.from(from), Buffer.from(to)];
  if (a.length !== b.length) throw new Error('respell: same length only');
  const out = Buffer.from(update);
  for (let i = out.indexOf(a); i >= 0; i = out.indexOf(a, i + 1)) b.copy(out, i);
  return new Uint8Array(out);
}

/** The close codes a provider's socket gets, as they come. */
export function closeCodes(p: TestProvider): number[] {
  const codes: number[] = [];
  p.provider.configuration.websocketProvider.on('close', ({ event }: { event: { code: number } }) => codes.push(event.code));
  return codes;
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

/** Waits for each provider's first sync and expects it to have been let in. */
export async function expectSynced(...providers: TestProvider[]): Promise<void> {
  for (const p of providers) expect(await p.ready).toBe('synced');
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
