// Toasts: swipe right with a 50 px threshold, F8 to focus the region. The
// store and `toast()` (toast-store.ts) cost nothing; the Radix view (toast-view.tsx) loads with
// the first toast (lib/load-on-use.tsx), so no page pays for it up front.
import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyView } from '../../lib/load-on-use.tsx';
import { subscribeToasts, toastSnapshot } from './toast-store.ts';

export { type ToastInput, toast } from './toast-store.ts';

const view = lazyView(() => import('./toast-view.tsx').then((m) => m.ToastView));

export function Toaster() {
  const list = useSyncExternalStore(subscribeToasts, toastSnapshot, toastSnapshot);
  // Once shown, the view stays mounted so a closing toast animates out: the store keeps a
  // closed toast for 300 ms, and a page that showed none renders nothing.
  const [seen, setSeen] = useState(list.length > 0);
  if (list.length > 0 && !seen) setSeen(true);
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <view.Lazy list={list} />
    </Suspense>
  );
}
