// Top-bar dialogs that most editing sessions never open (issue 14): their code loads the first
// time one opens, and the dialog then stays mounted so that closing it still animates.
import { type ComponentType, lazy, Suspense, useState } from 'react';

function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = lazy(() => load().then((C) => ({ default: C })));
  return function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Inner {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

export const ShareDialog = lazyWhenOpen(() => import('./share-dialogs.tsx').then((m) => m.ShareDialog));
export const HistoryDialog = lazyWhenOpen(() => import('./share-dialogs.tsx').then((m) => m.HistoryDialog));
