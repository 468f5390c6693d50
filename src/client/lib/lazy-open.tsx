// Menus, popovers and selects (LazySelect) whose Radix code loads when they are first opened
// (issue 14): until then the page draws a stand-in trigger (the same classes,
// label and content), and opening it mounts the real control already open. Pointing at the
// stand-in or focusing it starts the download, so the open rarely waits. A control whose code
// is already there when it mounts is the real one from the start, and the swap happens only on
// opening, so a focused stand-in never loses the focus before it is used.
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';

export interface StandIn {
  /** Mounts the real control, open. */
  open: () => void;
  /** Starts loading the real control (pointer over it, focus). */
  preload: () => void;
}

export function lazyOpen<P extends object>(load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>) {
  type Real = ComponentType<P & { defaultOpen?: boolean }>;
  let loaded: Real | null = null;
  let pending: Promise<{ default: Real }> | null = null;
  const preload = () => {
    pending ??= load().then((C) => {
      loaded = C;
      return { default: C };
    });
    return pending;
  };
  const RealLazy = lazy(preload) as unknown as ComponentType<P & { defaultOpen?: boolean }>;
  const standInActions = (open: () => void): StandIn => ({ open, preload: () => void preload() });

  return function LazyOpen(props: P & { standIn: (s: StandIn) => ReactElement }) {
    const { standIn, ...rest } = props;
    const [LoadedAtMount] = useState<Real | null>(() => loaded);
    const [opened, setOpened] = useState(false);
    if (LoadedAtMount) return <LoadedAtMount {...(rest as P)} />;
    const trigger = standIn(standInActions(() => setOpened(true)));
    if (!opened) return trigger;
    // The lazy wrapper stays once loaded: a change of component type would remount the control
    // and open it again.
    return (
      <Suspense fallback={trigger}>
        <RealLazy {...(rest as P)} defaultOpen />
      </Suspense>
    );
  };
}
