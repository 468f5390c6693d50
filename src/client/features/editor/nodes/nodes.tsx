// Custom React Flow nodes (memoised, decision 011): funnel components (page mock-ups,
// square tiles, bars), paragraphs and comment pins.
import { Handle, type Node, type NodeProps, NodeResizeControl, NodeToolbar, Position, type ReactFlowState, useStore } from '@xyflow/react';
import { Link2, MessageSquare } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasComment, CanvasComponent, TextElement } from '#shared/canvas/content.ts';
import { MAX_TEXT } from '#shared/canvas/limits.ts';
import { ComponentVisual } from '../../../components/component-visual.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { COMPONENT_ACTIONS, ElementActionButtons } from '../actions/element-actions.tsx';
import { StepBadge } from '../results/step-badge.tsx';
import { useEditor } from './node-api.ts';

export type ComponentNodeType = Node<{ el: CanvasComponent }, 'component'>;
export type TextNodeType = Node<{ el: TextElement }, 'text'>;
export type CommentNodeType = Node<{ el: CanvasComment }, 'comment'>;
export type EditorNode = ComponentNodeType | TextNodeType | CommentNodeType;

const hiddenHandle = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0, pointerEvents: 'none' } as const;

function Handles() {
  // Invisible handles: edges are drawn centre to border (floating), these only anchor them.
  return (
    <>
      <Handle type="target" position={Position.Left} style={hiddenHandle} isConnectable={false} />
      <Handle type="source" position={Position.Right} className="funil-source-handle" isConnectableEnd={false} />
    </>
  );
}

function LinkBadge({ url, text }: { url: string; text?: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={text || url}
      aria-label={`Abrir link: ${text || url}`}
      className="nodrag nopan absolute -right-2 -top-2 z-10 flex size-6 items-center justify-center rounded-full bg-sky-500 text-white shadow ring-2 ring-slate-950 hover:bg-sky-400"
      onClick={(e) => e.stopPropagation()}
    >
      <Link2 className="size-3.5" aria-hidden="true" />
    </a>
  );
}

/** Below this zoom, components render as light boxes (decision 011). */
export const LOW_DETAIL_ZOOM = 0.4;
const lowDetailSelector = (s: ReactFlowState) => s.transform[2] < LOW_DETAIL_ZOOM;

export const ComponentNode = memo(function ComponentNode({ id, data, selected }: NodeProps<ComponentNodeType>) {
  const ed = useEditor();
  const el = data.el;
  const def = componentDefOrFallback(el.type);
  const connectingSource = ed.connectingFrom === id;
  const lowDetail = useStore(lowDetailSelector);
  const ring = connectingSource ? 'ring-4 ring-orange-400 animate-pulse' : selected ? 'ring-2 ring-orange-500 ring-offset-2 ring-offset-slate-950' : '';
  const showToolbar = selected && ed.canEditStructure && !ed.connectingFrom && (ed.tool === null || ed.tool === 'components');
  const body = <ComponentVisual el={el} lowDetail={lowDetail} surface="map" />;
  const other = ed.remoteSelection.get(id);
  return (
    <div
      className={`relative h-full w-full rounded-xl ${ring}`}
      style={other && !selected ? { boxShadow: `0 0 0 3px ${other.color}` } : undefined}
      data-component-type={el.type}
      data-remote-selected={other?.name}
      title={el.data.description || def.description}
    >
      {other ? (
        <span className="absolute -top-6 left-0 whitespace-nowrap rounded px-1.5 py-0.5 text-[10px] font-medium text-white" style={{ background: other.color }}>
          {other.name}
        </span>
      ) : null}
      <Handles />
      {body}
      {el.link?.url ? <LinkBadge url={el.link.url} text={el.link.text} /> : null}
      <StepBadge id={id} />
      {/* Mounted only when shown: a hidden NodeToolbar still subscribes to the flow store with a
          selector that walks every node, so 1,000 of them cost O(n²) on each pan frame. */}
      {showToolbar ? (
        <NodeToolbar isVisible position={Position.Top} offset={10}>
          <div
            className="nodrag nopan flex items-center gap-1 rounded-lg border border-slate-700 bg-slate-900 p-1 shadow-xl"
            role="toolbar"
            aria-label="Ações do componente"
          >
            <ElementActionButtons actions={COMPONENT_ACTIONS} api={ed} id={id} state={undefined} wide />
          </div>
        </NodeToolbar>
      ) : null}
    </div>
  );
});

export const TextNode = memo(function TextNode({ id, data, selected }: NodeProps<TextNodeType>) {
  const ed = useEditor();
  const el = data.el;
  const editing = ed.editingTextId === id;
  const [draft, setDraft] = useState(el.content);
  const ref = useRef<HTMLTextAreaElement>(null);
  // React Flow keeps a node hidden (visibility) until it has measured it, and a hidden field
  // cannot take the focus: a new text is focused in the commit that shows it, so the first key
  // typed goes into it and never reaches the editor's shortcuts.
  const shown = useStore((s: ReactFlowState) => !!s.nodeLookup.get(id)?.measured.height);
  useEffect(() => {
    if (editing) setDraft(el.content);
  }, [editing, el.content]);
  useLayoutEffect(() => {
    if (!editing || !shown || !ref.current || document.activeElement === ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.select();
  }, [editing, shown]);
  const commit = () => {
    ed.setEditingTextId(null);
    if (!draft.trim()) ed.removeElements('textElements', [id]);
    else if (draft !== el.content) ed.patchElement('textElements', id, { content: draft });
  };
  const style = { fontSize: el.fontSize, fontWeight: el.fontWeight as React.CSSProperties['fontWeight'], color: el.color, width: '100%' };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: double-click to edit in place; the node itself is focusable by React Flow
    <div
      className={`rounded-md px-1 py-0.5 ${selected ? 'outline outline-2 outline-orange-500' : ''}`}
      onDoubleClick={() => {
        if (ed.canEditStructure) ed.setEditingTextId(id);
      }}
    >
      {editing ? (
        <textarea
          ref={ref}
          aria-label="Conteúdo do texto"
          className="nodrag nopan nowheel block resize-none rounded bg-slate-900/70 leading-snug outline-none"
          style={{ ...style, minHeight: '1.6em', fieldSizing: 'content' } as React.CSSProperties}
          value={draft}
          maxLength={MAX_TEXT.paragraph}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Escape') {
              setDraft(el.content);
              ed.setEditingTextId(null);
              if (!el.content.trim()) ed.removeElements('textElements', [id]);
            }
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) commit();
          }}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words leading-snug" style={style}>
          {el.content}
        </p>
      )}
      {selected && ed.canEditStructure && !editing ? (
        <NodeResizeControl
          position="right"
          resizeDirection="horizontal"
          minWidth={CANVAS.textDefaults.minWidth}
          style={{ background: 'transparent', border: 'none', width: 12, height: '100%', cursor: 'ew-resize' }}
          onResizeEnd={(_, p) => ed.patchElement('textElements', id, { width: Math.max(CANVAS.textDefaults.minWidth, Math.round(p.width)) })}
        >
          <span className="absolute right-0 top-1/2 block h-6 w-1.5 -translate-y-1/2 rounded-full bg-orange-500" aria-hidden="true" />
        </NodeResizeControl>
      ) : null}
    </div>
  );
});

export const CommentNode = memo(function CommentNode({ id, data, selected }: NodeProps<CommentNodeType>) {
  const ed = useEditor();
  const el = data.el;
  const [hover, setHover] = useState(false);
  const open = hover || selected;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only previews the comment; selecting the pin (click or keyboard) opens it too
    <div className="relative" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <div
        className={`flex size-9 items-center justify-center rounded-full rounded-bl-none border-2 shadow-lg ${el.authorKind === 'client' ? 'border-blue-300 bg-blue-500' : 'border-amber-200 bg-amber-500'} ${selected ? 'ring-2 ring-white' : ''}`}
        role="img"
        aria-label={`Comentário ${ed.commentNumber(id)} de ${el.author}`}
      >
        <MessageSquare className="size-4 text-white" aria-hidden="true" />
        <span className="absolute -right-1.5 -top-1.5 flex size-4 items-center justify-center rounded-full bg-slate-950 text-[9px] font-bold text-white">
          {ed.commentNumber(id)}
        </span>
      </div>
      {open ? (
        <div className="nodrag nopan absolute left-11 top-0 z-10 w-64 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-xl">
          <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{el.content}</p>
          <p className="mt-2 text-xs text-slate-500">
            {el.author} · {safeDate(el.timestamp)}
          </p>
        </div>
      ) : null}
    </div>
  );
});

export function safeDate(ts: string): string {
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? ts : formatDateTime(d);
}

export const nodeTypes = { component: ComponentNode, text: TextNode, comment: CommentNode };
