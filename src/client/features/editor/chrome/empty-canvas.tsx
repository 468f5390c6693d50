// An empty funnel says how to start: drag a component onto the canvas or click it in
// Componentes, or begin from a template. Gone with the first component. Only its buttons take the
// pointer: a component dragged over the words still lands on the canvas.
import { LayoutGrid, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';

export function EmptyCanvasHint({ panelOpen, onOpenComponents }: { panelOpen: boolean; onOpenComponents: () => void }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4" data-testid="empty-canvas">
      <div className="max-w-sm rounded-2xl border border-slate-700 bg-slate-900/95 p-6 text-center shadow-2xl">
        <h2 className="text-lg font-semibold text-white">Comece seu funil</h2>
        <p className="mt-2 text-sm text-slate-300">
          Arraste um componente de <strong className="text-white">Componentes</strong> para o funil, ou clique nele para adicioná-lo. Os próximos entram à
          direita do último.
        </p>
        <div className="pointer-events-auto mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-center">
          {panelOpen ? null : (
            <button
              type="button"
              onClick={onOpenComponents}
              className="inline-flex items-center gap-1.5 rounded-md bg-orange-500 px-3 py-2 text-sm font-medium text-white hover:bg-orange-600"
            >
              <LayoutGrid className="size-4" aria-hidden="true" /> Abrir Componentes
            </button>
          )}
          <Link
            to="/dashboard?tab=templates"
            className="inline-flex items-center gap-1.5 rounded-md border border-slate-600 px-3 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800"
          >
            <LayoutTemplate className="size-4" aria-hidden="true" /> Começar de um template
          </Link>
        </div>
      </div>
    </div>
  );
}
