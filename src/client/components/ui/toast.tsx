// Radix Toast gives the spec's behaviour (spec 01 section 9): one visible at a time,
// 5000 ms, swipe right with a 50 px threshold, F8 to focus the region.
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/utils.ts';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds on screen when not TOAST_DURATION (the approval toast ends with its celebration). */
  duration?: number;
}
interface ToastItem extends ToastInput {
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
function dismiss(id: number) {
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

export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notificação">
      {list.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(o) => {
            if (!o) dismiss(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-9 shadow-lg transition-all data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-red-300 bg-red-600 text-white'
              : t.variant === 'success'
                ? 'border-emerald-200 bg-white text-slate-900'
                : 'border-slate-200 bg-white text-slate-900',
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close aria-label="Fechar" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On a phone at the top: the bottom holds the editor's dock (tools and decisions). */}
      <ToastPrimitive.Viewport className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:top-auto sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
