// The Radix view of the toasts in toast-store.ts, loaded with the first toast (toast.tsx).
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils.ts';
import { dismiss, TOAST_DURATION, type ToastItem } from './toast-store.ts';

export function ToastView({ list }: { list: readonly ToastItem[] }) {
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
      <ToastPrimitive.Viewport
        label="Notificações ({hotkey})"
        className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:top-auto sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
