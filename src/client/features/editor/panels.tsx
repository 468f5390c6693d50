// The components side panel (docs/product.md: 259 px, Buscar componentes..., draggable
// cards). Histórico de Comentários is comments-panel.tsx.
import { Plus, Search, X } from 'lucide-react';
import { memo, useMemo, useRef, useState } from 'react';
import { CATEGORY_LABELS, COMPONENT_CATALOGUE, type ComponentCategory, type ComponentDef, searchCatalogue } from '#shared/canvas/catalogue.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import { ComponentIcon } from '../../components/component-icon.tsx';
import { useReturnFocus } from './chrome/return-focus.ts';

export const DND_MIME = 'application/x-funil-component';

const CATEGORY_ORDER: ComponentCategory[] = ['page', 'traffic', 'social', 'community', 'action', 'other'];

const ComponentCard = memo(function ComponentCard({ def, onAdd }: { def: ComponentDef; onAdd: (type: string) => void }) {
  return (
    <li>
      <button
        type="button"
        draggable
        onDragStart={(e) => {
          e.dataTransfer.setData(DND_MIME, def.type);
          e.dataTransfer.setData('text/plain', def.title);
          e.dataTransfer.effectAllowed = 'copy';
        }}
        onClick={() => onAdd(def.type)}
        className="group flex w-full cursor-grab items-center gap-2.5 rounded-lg border border-slate-700 bg-slate-800/70 p-2 text-left hover:border-slate-500 hover:bg-slate-800 active:cursor-grabbing"
        title={`Arraste para o funil ou clique para adicionar: ${def.title}`}
        data-component-card={def.type}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md" style={{ background: def.color }}>
          <ComponentIcon name={def.icon} className="size-4 text-white" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-100">{def.title}</span>
          <span className="block truncate text-xs text-slate-400">{def.description}</span>
        </span>
        <Plus className="size-4 shrink-0 text-slate-500 opacity-0 group-hover:opacity-100" aria-hidden="true" />
      </button>
    </li>
  );
});

export function ComponentsPanel({ onAdd, onClose }: { onAdd: (type: string) => void; onClose: () => void }) {
  const [q, setQ] = useState('');
  const ref = useRef<HTMLElement>(null);
  useReturnFocus(ref, 'nav[aria-label="Ferramentas"] button[aria-label="Componentes"]');
  const groups = useMemo(() => {
    const found = searchCatalogue(q, COMPONENT_CATALOGUE);
    return CATEGORY_ORDER.map((c) => ({ c, items: found.filter((d) => d.category === c) })).filter((g) => g.items.length);
  }, [q]);
  return (
    <aside
      ref={ref}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
      className="absolute inset-y-0 left-0 z-20 flex flex-col border-r border-slate-800 bg-slate-900 shadow-2xl md:static md:shadow-none"
      style={{ width: CANVAS.componentsPanelWidth }}
      aria-label="Componentes"
    >
      <div className="flex items-center justify-between px-3 pb-2 pt-3">
        <h2 className="text-sm font-semibold text-white">Componentes</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
          aria-label="Fechar painel de componentes"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="px-3 pb-2">
        <label className="relative block">
          <span className="sr-only">Buscar componentes</span>
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Buscar componentes..."
            className="h-9 w-full rounded-lg border border-slate-700 bg-slate-800 pl-8 pr-2 text-sm text-white placeholder:text-slate-500 focus:border-orange-500 focus:outline-none"
          />
        </label>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
        {groups.length === 0 ? <p className="py-6 text-center text-sm text-slate-400">Nenhum componente encontrado</p> : null}
        {groups.map((g) => (
          <section key={g.c} className="mb-3">
            <h3 className="mb-1.5 text-[11px] font-semibold uppercase tracking-wide text-slate-500">{CATEGORY_LABELS[g.c]}</h3>
            <ul className="flex flex-col gap-1.5">
              {g.items.map((d) => (
                <ComponentCard key={d.type} def={d} onAdd={onAdd} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}
