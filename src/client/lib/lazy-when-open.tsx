// Dialogs that most visits never open (issue 14): their code (and often react-hook-form and
// zod with it) loads the first time one opens; the dialog then stays mounted so that closing
// it still animates. `load` resolves to the dialog component, which takes an `open` prop.
import { type ComponentType, lazy, Suspense, useState } from 'react';

export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
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
