// clsx, not cn(): no caller overrides a conflicting class, and tailwind-merge would cost the
// landing page ~7 KB of its 100 KB JavaScript budget.
import { clsx } from 'clsx';

export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-bold tracking-tight', light ? 'text-white' : 'text-slate-900', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#6d28d9" />
        <path d="M7 9h18l-7 8v6l-4 2v-8z" fill="#fff" />
      </svg>
      <span className="text-xl">Funil</span>
    </span>
  );
}
