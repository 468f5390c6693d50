// The one way code loads on first use (decision 011): `onUse(load)` holds one download per
// module, started by `preload()`, an explicit call (opening, pointing at a trigger, an idle
// moment, a page that knows it needs it); importing a module never starts one. Free of React,
// so the entry (main.tsx) can start the current page's download; the views built on it are in
// load-on-use.tsx.
export interface OnUse<T> {
  /** Starts the download (once: every call answers the same promise; a failed one is tried again). */
  preload: () => Promise<T>;
  /** The value once it has arrived: what a render can use without suspending. */
  loaded: () => T | undefined;
}

export function onUse<T>(load: () => Promise<T>): OnUse<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const preload = () => {
    pending ??= load().then(
      (v) => (value = v),
      (e) => {
        pending = undefined;
        throw e;
      },
    );
    return pending;
  };
  return { preload, loaded: () => value };
}
