// The select trigger's look, shared with the stand-in of components/lazy-select.tsx so the two
// cannot drift apart.
export const SELECT_TRIGGER_CLASS =
  'flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 data-[placeholder]:text-slate-400 aria-[invalid=true]:border-red-500 [&>span]:truncate';
