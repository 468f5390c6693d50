// Side panels: components (259 px, Buscar componentes..., draggable cards) and
// Histórico de Comentários (spec 02 "Panels").
import { CheckCircle2, MessageSquare, Plus, RotateCcw, Search, X } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { CATEGORY_LABELS, COMPONENT_CATALOGUE, type ComponentCategory, type ComponentDef, searchCatalogue } from '#shared/canvas/catalogue.ts';
import { CANVAS, type CanvasComment } from '#shared/canvas/content.ts';
import { ComponentIcon } from '../../components/component-icon.tsx';
import { safeDate } from './nodes.tsx';

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
        title={`Arraste para o canvas ou clique para adicionar: ${def.title}`}
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
  const groups = useMemo(() => {
    const found = searchCatalogue(q, COMPONENT_CATALOGUE);
    return CATEGORY_ORDER.map((c) => ({ c, items: found.filter((d) => d.category === c) })).filter((g) => g.items.length);
  }, [q]);
  return (
    <aside
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

export function CommentsPanel({
  comments,
  toolOn,
  onFocus,
  onClose,
  onResolve,
}: {
  comments: readonly CanvasComment[];
  toolOn: boolean;
  onFocus: (c: CanvasComment) => void;
  onClose: () => void;
  /** Agency: mark resolved / reopen (issue 5). */
  onResolve?: (c: CanvasComment, resolved: boolean) => Promise<void> | void;
}) {
  const sorted = useMemo(() => [...comments].sort((a, b) => String(b.timestamp).localeCompare(String(a.timestamp))), [comments]);
  return (
    <aside
      className="absolute inset-y-0 right-0 z-20 flex w-80 max-w-[85vw] flex-col border-l border-slate-800 bg-slate-900 shadow-2xl"
      aria-label="Histórico de Comentários"
    >
      <div className="flex items-center justify-between border-b border-slate-800 px-4 py-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-white">
          <MessageSquare className="size-4 text-amber-400" aria-hidden="true" /> Histórico de Comentários
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
          aria-label="Fechar histórico de comentários"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {sorted.length === 0 ? (
          <p className="px-2 py-8 text-center text-sm text-slate-400">
            {toolOn ? 'Clique no canvas para adicionar comentário' : 'Nenhum comentário ainda. Ative a ferramenta e clique no canvas.'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {sorted.map((c) => (
              <li key={c.id} data-comment-id={c.id} data-resolved={c.resolved ? 'true' : 'false'} className={c.resolved ? 'opacity-70' : undefined}>
                <button
                  type="button"
                  onClick={() => onFocus(c)}
                  className="w-full rounded-lg border border-slate-700 bg-slate-800/60 p-3 text-left hover:border-slate-500"
                >
                  {c.resolved ? (
                    <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2 py-0.5 text-[11px] font-medium text-emerald-300">
                      <CheckCircle2 className="size-3" aria-hidden="true" /> Resolvido
                    </span>
                  ) : null}
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-100">{c.content}</p>
                  <p className="mt-1.5 text-xs text-slate-400">
                    <span className="font-medium text-slate-300">{c.author}</span> · {safeDate(c.timestamp)}
                  </p>
                </button>
                {onResolve && !c.parentId ? (
                  <button
                    type="button"
                    onClick={() => void onResolve(c, !c.resolved)}
                    className="mt-1 inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-slate-300 hover:bg-slate-800 hover:text-white"
                  >
                    {c.resolved ? <RotateCcw className="size-3" aria-hidden="true" /> : <CheckCircle2 className="size-3" aria-hidden="true" />}
                    {c.resolved ? 'Reabrir' : 'Marcar como resolvido'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
