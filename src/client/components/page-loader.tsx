// The pt-BR loading state of a page whose code or data is on its way (index.css: shown after 300 ms).
export function PageLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <div className="loader-delayed flex items-center gap-3 text-sm text-slate-500">
        <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
        {label}
      </div>
    </div>
  );
}
