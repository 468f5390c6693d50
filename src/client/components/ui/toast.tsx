// Toasts (spec 01 section 9): one visible at a time, 5000 ms, swipe right with a 50 px
// threshold, F8 to focus the region. The store and `toast()` are here and cost nothing; the
// Radix view (toast-view.tsx) loads with the first toast, so no page pays for it up front.
import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds on screen when not TOAST_DURATION (the approval toast ends with its celebration). */
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput) {
  const id = nextId++;
  // At most TOAST_LIMIT visible: a new toast replaces the one on screen.
  items = [...items.map((t) => ({ ...t, open: false })), { ...input, id, open: true }].slice(-(TOAST_LIMIT + 1));
  emit();
  return id;
}
export function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id || t.open);
    emit();
  }, 300);
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => items;

const ToastView = lazy(() => import('./toast-view.tsx'));
let seen = false;

export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Once shown, the view stays mounted so a closing toast animates out.
  seen ||= list.length > 0;
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <ToastView list={list} />
    </Suspense>
  );
}
