// A dashboard view's first reads, sent together with the session check instead of after its
// answer (decision 011, "How the editor opens"): on a first visit the view waited for
// /api/auth/me, then for its own GET. A view names its reads when its code has arrived
// (`preloadFirstRender`, pages.ts); they leave once the dashboard has started the session check
// (`sessionChecked`, dashboard-route.tsx), never before it (from the entry they queued behind
// the page's module downloads), and never once the session is known to be missing. The view
// takes each answer once (`takeEarly`); one nobody took is dropped after a few seconds, so a
// later visit of the same address asks again.
const KEEP_MS = 10_000;

type Gate = 'waiting' | 'open' | 'closed';
let gate: Gate = 'waiting';
const waiting: (() => void)[] = [];
const early = new Map<string, { value: unknown; drop?: () => void }>();

/** `start` runs once the session check has left, at once if it has; never without a session. */
export function afterSessionCheck(start: () => void) {
  if (gate === 'open') start();
  else if (gate === 'waiting') waiting.push(start);
}

/** The dashboard's session check has left (or found a session): open. Found none: closed. */
export function sessionChecked(signedInOrPending: boolean) {
  gate = signedInOrPending ? 'open' : 'closed';
  // After the commit's other effects, AuthProvider's among them (a parent's run after its
  // children's): the session call leaves first, so the server answers it before the heavier
  // reads and the page's frame is drawn while they are being answered.
  if (gate === 'open')
    queueMicrotask(() => {
      if (gate === 'open') for (const start of waiting.splice(0)) start();
    });
  else {
    waiting.length = 0;
    for (const key of [...early.keys()]) dropEarly(key);
  }
}

/** Keeps `make()`'s value (a read's promise, an open socket) under `key` for the view to take. */
export function startEarly<T>(key: string, make: () => T, drop?: (value: T) => void) {
  if (early.has(key)) return;
  const value = make();
  (value as { catch?: (f: () => void) => void }).catch?.(() => {}); // the view's query reports it
  const entry = { value, drop: drop && (() => drop(value)) };
  early.set(key, entry);
  setTimeout(() => early.get(key) === entry && dropEarly(key), KEEP_MS);
}

function dropEarly(key: string) {
  const entry = early.get(key);
  early.delete(key);
  entry?.drop?.();
}

/** The value started early under `key`, once; undefined when there is none. */
export function takeEarly<T>(key: string): T | undefined {
  const entry = early.get(key);
  early.delete(key);
  return entry?.value as T | undefined;
}
