// Actions on one element, shown in the floating toolbar above a selected component or on a
// selected connection. Data, like the editor's actions: both toolbars are generated from these
// lists, and a new element action is one entry here.
import { ArrowRight, Circle, FileText, Link2, Minus, Spline, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ConnectionStyle } from '#shared/canvas/content.ts';
import { toggleStyle } from '../editor-logic.ts';
import type { EditorApi } from '../nodes/node-api.ts';

export interface ElementAction<S> {
  id: string;
  /** The button's name (aria-label and tooltip), word for word. */
  label: (state: S) => string;
  icon: (state: S) => ReactNode;
  /** Show the label beside the icon. */
  showLabel?: boolean;
  danger?: boolean;
  /** A toggle: its aria-pressed state. */
  pressed?: (state: S) => boolean;
  run: (api: EditorApi, id: string, state: S) => void;
}

const icon = (node: ReactNode) => () => node;

/** A selected component (agency only). */
export const COMPONENT_ACTIONS: readonly ElementAction<undefined>[] = [
  {
    id: 'connect',
    label: () => 'Conectar',
    icon: icon(<Spline className="size-4" aria-hidden="true" />),
    showLabel: true,
    run: (api, id) => api.startConnect(id),
  },
  { id: 'link', label: () => 'Adicionar Link', icon: icon(<Link2 className="size-4" aria-hidden="true" />), run: (api, id) => api.openLink(id) },
  {
    id: 'description',
    label: () => 'Adicionar Descrição',
    icon: icon(<FileText className="size-4" aria-hidden="true" />),
    run: (api, id) => api.openDescription(id),
  },
  {
    id: 'delete-component',
    label: () => 'Excluir componente',
    icon: icon(<Trash2 className="size-4" aria-hidden="true" />),
    danger: true,
    run: (api, id) => api.removeElements('components', [id]),
  },
];

/** A selected connection (agency only): its style toggles, then delete. */
export const CONNECTION_ACTIONS: readonly ElementAction<ConnectionStyle>[] = [
  {
    id: 'dashed',
    label: () => 'Tracejada',
    icon: icon(<Minus className="size-4" strokeDasharray="4 3" aria-hidden="true" />),
    pressed: (s) => s.dashed,
    run: (api, id, s) => api.setConnectionStyle(id, toggleStyle(s, 'dashed')),
  },
  {
    id: 'organic',
    label: (s) => (s.organic ? 'Curva orgânica' : 'Linha reta'),
    icon: (s) => (s.organic ? <Spline className="size-4" aria-hidden="true" /> : <Minus className="size-4 -rotate-45" aria-hidden="true" />),
    pressed: (s) => s.organic,
    run: (api, id, s) => api.setConnectionStyle(id, toggleStyle(s, 'organic')),
  },
  {
    id: 'end-type',
    label: (s) => (s.endType === 'arrow' ? 'Ponta: seta' : 'Ponta: ponto'),
    icon: (s) => (s.endType === 'arrow' ? <ArrowRight className="size-4" aria-hidden="true" /> : <Circle className="size-3 fill-current" aria-hidden="true" />),
    pressed: (s) => s.endType === 'arrow',
    run: (api, id, s) => api.setConnectionStyle(id, toggleStyle(s, 'endType')),
  },
  {
    id: 'delete-connection',
    label: () => 'Excluir conexão',
    icon: icon(<Trash2 className="size-4" aria-hidden="true" />),
    danger: true,
    run: (api, id) => api.removeElements('connections', [id]),
  },
];

/** One toolbar button per action, for an element and its state. */
export function ElementActionButtons<S>({
  actions,
  api,
  id,
  state,
  wide,
}: {
  actions: readonly ElementAction<S>[];
  api: EditorApi;
  id: string;
  state: S;
  wide?: boolean;
}) {
  return actions.map((a) => {
    const label = a.label(state);
    const pressed = a.pressed?.(state);
    const tone = a.danger ? 'text-red-400 hover:bg-red-500/15' : pressed ? 'bg-orange-500/20 text-orange-300' : 'text-slate-100 hover:bg-slate-700';
    const size = wide ? 'h-8 gap-1.5 px-2 text-xs font-medium' : 'size-8 justify-center';
    return (
      <button
        key={a.id}
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        onClick={() => a.run(api, id, state)}
        className={`flex items-center rounded-md ${size} ${tone}`}
      >
        {a.icon(state)}
        {a.showLabel ? ` ${label}` : null}
      </button>
    );
  });
}
