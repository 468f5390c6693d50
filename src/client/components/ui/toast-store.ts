// The toasts' store: `toast()` and what is on screen (one visible at a time, 5000 ms).
// Small and free of Radix: every page imports it, and both the Toaster (toast.tsx)
// and the Radix view it loads with the first toast (toast-view.tsx) read it.
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
export const subscribeToasts = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};
export const toastSnapshot = () => items;
