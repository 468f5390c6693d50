// Code a page loads the first time a person uses it, not with the page (decision 011): dialogs
// most visits never open, menus and popovers until opened, tooltips once the page is idle, the
// toasts' view with the first toast, a form's schemas with its first validation. One mechanism
// for all of them: `onUse(load)` holds one download per module, started by `preload()`, an
// explicit call (opening, pointing at a trigger, an idle moment, a page that knows it needs it);
// importing a module never starts one. Views render through React.lazy and Suspense.
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';

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

export interface LazyView<P> extends OnUse<ComponentType<P>> {
  /** React.lazy over the same download, to render under a Suspense boundary. */
  Lazy: ComponentType<P>;
}

export function lazyView<P>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  const code = onUse(load);
  const Lazy = lazy(() => code.preload().then((C) => ({ default: C })));
  return { ...code, Lazy: Lazy as unknown as ComponentType<P> };
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
