// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

// Path, not URL: happy-dom replaces the global URL, which node:fs rejects.
const FILE = join(import.meta.dirname, 't.js');
const code = readFileSync(FILE, 'utf8');
const ENDPOINT = 'https://funil.example/api/collect';
const SITE = 'site_abc';

type Funil = { track?: (name?: unknown, props?: unknown) => void; q?: unknown[] };
const win = window as Window & { funil?: Funil; doNotTrack?: string };

// The script replaces these on history; each test gets the originals back.
const { pushState, replaceState } = history;
const go = (path: string) => replaceState.call(history, null, '', path);

let beacon: Mock<(url: string, body: string) => boolean>;
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let addListener: ReturnType<typeof vi.spyOn>;
const ownNavProps = new Set<string>();

function setNav(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  ownNavProps.add(name);
}

function load(site: string | null = SITE) {
  const el = document.createElement('script');
  el.src = 'https://funil.example/t.js';
  if (site !== null) el.setAttribute('data-site', site);
  Object.defineProperty(document, 'currentScript', { value: el, configurable: true });
  new Function(code)();
}

const sent = () => beacon.mock.calls.map(([, body]) => JSON.parse(body));
const track = (name?: unknown, props?: unknown) => win.funil?.track?.(name, props);

beforeEach(() => {
  go('/');
  localStorage.clear();
  sessionStorage.clear();
  beacon = vi.fn((_url: string, _body: string) => true);
  setNav('sendBeacon', beacon);
  fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response()));
  vi.stubGlobal('fetch', fetchMock);
  addListener = vi.spyOn(window, 'addEventListener');
});

afterEach(() => {
  for (const [type, listener] of addListener.mock.calls) window.removeEventListener(type as string, listener as EventListener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.pushState = pushState;
  history.replaceState = replaceState;
  for (const name of ownNavProps) Reflect.deleteProperty(navigator, name);
  ownNavProps.clear();
  Reflect.deleteProperty(document, 'currentScript');
  Reflect.deleteProperty(win, 'funil');
  Reflect.deleteProperty(win, 'doNotTrack');
});

describe('t.js page views', () => {
  it('sends one pageview on load to /api/collect of the script host, with the site key from data-site', () => {
    go('/start');
    load();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]).toEqual([ENDPOINT, `{"site":"${SITE}","type":"pageview","url":"${location.origin}/start"}`]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps only the utm_* params, in their order, and drops the hash', () => {
    go('/p?x=1&utm_source=g&y=2&utm_campaign=c%20d#h');
    load();
    expect(sent()[0].url).toBe(`${location.origin}/p?utm_source=g&utm_campaign=c%20d`);
  });

  it('sends no "?" when there is no utm_* param', () => {
    go('/q?x=1&email=a%40b.com#token');
    load();
    expect(sent()[0].url).toBe(`${location.origin}/q`);
  });

  it('pushState to a new path sends a pageview; to the same URL it does not', () => {
    load();
    history.pushState({}, '', '/next');
    expect(location.pathname).toBe('/next');
    expect(sent()).toEqual([
      { site: SITE, type: 'pageview', url: `${location.origin}/` },
      { site: SITE, type: 'pageview', url: `${location.origin}/next` },
    ]);
    history.pushState({}, '', '/next');
    history.pushState({}, '', '/next?other=1#section');
    history.replaceState({ scroll: 10 }, '', '/next?other=1');
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('replaceState that changes the utm params sends a pageview', () => {
    load();
    history.replaceState(null, '', '/?utm_source=news');
    expect(sent()[1]).toEqual({ site: SITE, type: 'pageview', url: `${location.origin}/?utm_source=news` });
  });

  it('popstate after a location change sends; popstate without one does not', () => {
    load();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(beacon).toHaveBeenCalledTimes(1);
    pushState.call(history, null, '', '/back');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual({ site: SITE, type: 'pageview', url: `${location.origin}/back` });
  });

  it('loaded twice, it still counts each page once', () => {
    load();
    load();
    history.pushState(null, '', '/two');
    expect(sent().map((b) => b.url)).toEqual([`${location.origin}/`, `${location.origin}/two`]);
  });
});

describe('t.js events', () => {
  it('funil.track sends the event, with value only when it is a finite number', () => {
    go('/checkout?utm_source=g&x=1');
    load();
    beacon.mockClear();
    track('lead');
    track('purchase', { value: 97 });
    track('refund', { value: Number.NaN });
    track('upsell', { value: '97' });
    track('downsell', { value: Number.POSITIVE_INFINITY });
    const url = `${location.origin}/checkout?utm_source=g`;
    expect(beacon.mock.calls[0]).toEqual([ENDPOINT, `{"site":"${SITE}","type":"event","url":"${url}","name":"lead"}`]);
    expect(beacon.mock.calls[1]).toEqual([ENDPOINT, `{"site":"${SITE}","type":"event","url":"${url}","name":"purchase","value":97}`]);
    expect(sent().slice(2)).toEqual([
      { site: SITE, type: 'event', url, name: 'refund' },
      { site: SITE, type: 'event', url, name: 'upsell' },
      { site: SITE, type: 'event', url, name: 'downsell' },
    ]);
  });

  it('ignores an empty or missing name, and trims and cuts the name to 100 chars', () => {
    load();
    beacon.mockClear();
    track('');
    track('   ');
    track();
    track(null);
    expect(beacon).not.toHaveBeenCalled();
    track(`  ${'a'.repeat(150)}  `);
    track(42);
    expect(sent().map((b) => b.name)).toEqual(['a'.repeat(100), '42']);
  });

  it('replays the calls queued in a pre-existing window.funil.q', () => {
    win.funil = { q: [['lead'], ['purchase', { value: 5 }], 'junk'] };
    load();
    expect(sent()).toEqual([
      { site: SITE, type: 'pageview', url: `${location.origin}/` },
      { site: SITE, type: 'event', url: `${location.origin}/`, name: 'lead' },
      { site: SITE, type: 'event', url: `${location.origin}/`, name: 'purchase', value: 5 },
    ]);
  });
});

describe('t.js privacy', () => {
  const nothingSentAfterUse = (site: string | null = SITE) => {
    win.funil = { q: [['queued']] };
    load(site);
    track('lead', { value: 1 });
    history.pushState(null, '', '/elsewhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  };

  it('sends nothing with navigator.doNotTrack "1"', () => {
    setNav('doNotTrack', '1');
    nothingSentAfterUse();
  });

  it('sends nothing with window.doNotTrack "1"', () => {
    win.doNotTrack = '1';
    nothingSentAfterUse();
  });

  it('sends nothing with navigator.globalPrivacyControl true', () => {
    setNav('globalPrivacyControl', true);
    nothingSentAfterUse();
  });

  it('sends nothing without a site key, but still defines funil.track', () => {
    nothingSentAfterUse(null);
    expect(typeof win.funil?.track).toBe('function');
  });

  it('writes no cookie and no storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    load();
    track('lead', { value: 3 });
    history.pushState(null, '', '/after');
    expect(beacon).toHaveBeenCalledTimes(3);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('the script code (comments aside) never mentions cookies or storage', () => {
    expect(code.replace(/\/\/.*$/gm, '')).not.toMatch(/cookie|storage|indexedDB/i);
  });
});

describe('t.js transport', () => {
  it('falls back to a keepalive text/plain fetch when sendBeacon returns false', () => {
    beacon.mockReturnValue(false);
    load();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init).toEqual({
      method: 'POST',
      body: `{"site":"${SITE}","type":"pageview","url":"${location.origin}/"}`,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain' },
    });
  });

  it('uses fetch when sendBeacon is missing', () => {
    setNav('sendBeacon', undefined);
    load();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never throws into the page: a failing fetch is swallowed', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => load()).not.toThrow();
    fetchMock.mockImplementation(() => {
      throw new TypeError('boom');
    });
    expect(() => track('lead')).not.toThrow();
    expect(() => history.pushState(null, '', '/x')).not.toThrow();
    expect(location.pathname).toBe('/x');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

it('t.js is under 2 KB gzipped', () => {
  const size = gzipSync(readFileSync(FILE)).length;
  console.log(`t.js: ${Buffer.byteLength(code)} bytes, ${size} bytes gzipped`);
  expect(size).toBeLessThan(2048);
});
