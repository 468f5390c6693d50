// Code a page loads the first time a person uses it, not with the page (decision 011): dialogs
// most visits never open, menus and popovers until opened, tooltips once the page is idle, the
// toasts' view with the first toast, a form's schemas with its first validation, and each page
// of the router. All of them load through `onUse` (on-use.ts); the views here render through
// React.lazy and Suspense.
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { type OnUse, onUse } from './on-use.ts';

export { type OnUse, onUse } from './on-use.ts';

export interface LazyView<P> extends OnUse<ComponentType<P>> {
  /** React.lazy over the same download, to render under a Suspense boundary. */
  Lazy: ComponentType<P>;
}

/** A view over code that loads on use; `load` may be an `onUse` shared with whoever preloads it. */
export function lazyView<P>(load: (() => Promise<ComponentType<P>>) | OnUse<ComponentType<P>>): LazyView<P> {
  const code = typeof load === 'function' ? onUse(load) : load;
  const Lazy = lazy(() => code.preload().then((C) => ({ default: C })));
  return { ...code, Lazy: Lazy as unknown as ComponentType<P> };
}

/**
 * The view itself when its code is there at mount (no Suspense, nothing held back), else its lazy
 * form for good: switching from one to the other would remount it.
 */
export function LoadedOrLazy({ view }: { view: LazyView<object> }) {
  const [Loaded] = useState(view.loaded);
  return Loaded ? <Loaded /> : <view.Lazy />;
}

/**
 * The view once its code is there, `fallback` until then, without a Suspense boundary: React
 * holds back content that replaces a Suspense fallback until 300 ms after the fallback showed,
 * which on a first visit was most of the wait once the code had arrived. A failed download is
 * thrown from a state update, so the page's error boundary shows it, as with lazy().
 */
export function WhenLoaded({ code, fallback }: { code: OnUse<ComponentType>; fallback: ReactElement }) {
  const [View, setView] = useState(() => code.loaded());
  const [, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (View) return;
    let live = true;
    code.preload().then(
      (C) => live && setView(() => C),
      (e) =>
        live &&
        setFailed(() => {
          throw e;
        }),
    );
    return () => {
      live = false;
    };
  }, [View, code]);
  return View ? <View /> : fallback;
}

type WithPreload<C> = C & { preload: () => Promise<unknown> };

/**
 * A dialog most visits never open: nothing until it first opens, then kept mounted, so closing
 * it still animates. `load` resolves to the dialog, which takes an `open` prop.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): WithPreload<ComponentType<P>> {
  const view = lazyView(load);
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <view.Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: view.preload });
}

export interface StandIn {
  /** Mounts the real control, open. */
  open: () => void;
  /** Starts loading the real control (pointer over it, focus). */
  preload: () => void;
}

/**
 * A menu, popover or select whose code loads when it is first opened: until then the page draws
 * `standIn`, a trigger with the real one's look, and opening it mounts the real control already
 * open. The swap happens only on opening, so a focused stand-in never loses the focus before it
 * is used; a control whose code is already there when it mounts is the real one from the start.
 */
export function lazyControl<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
): WithPreload<ComponentType<P & { standIn: (s: StandIn) => ReactElement }>> {
  const view = lazyView(load);
  function LazyControl(props: P & { standIn: (s: StandIn) => ReactElement }) {
    const { standIn, ...rest } = props;
    const [LoadedAtMount] = useState(view.loaded);
    const [opened, setOpened] = useState(false);
    if (LoadedAtMount) return <LoadedAtMount {...(rest as P)} />;
    const trigger = standIn({ open: () => setOpened(true), preload: () => void view.preload() });
    if (!opened) return trigger;
    // The lazy wrapper stays once loaded: a change of component type would remount the control
    // and open it again.
    return (
      <Suspense fallback={trigger}>
        <view.Lazy {...(rest as P)} defaultOpen />
      </Suspense>
    );
  }
  return Object.assign(LazyControl, { preload: view.preload });
}
