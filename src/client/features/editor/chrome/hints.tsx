// The status line over the canvas: the active tool's hint, Conectar's Cancelar, Apagar desenho.
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ToolDef } from '../tools/types.ts';

export function Hints({
  connecting,
  tool,
  phone,
  readonly,
  selectedDrawing,
  onDeleteDrawing,
  onCancel,
}: {
  connecting: boolean;
  tool: ToolDef;
  phone: boolean;
  readonly: boolean;
  selectedDrawing: string | null;
  onDeleteDrawing: () => void;
  onCancel: () => void;
}) {
  let text: ReactNode = null;
  if (connecting)
    text = (
      <>
        {tool.hint?.(phone)}{' '}
        <button type="button" className="ml-2 underline" onClick={onCancel}>
          Cancelar
        </button>
      </>
    );
  else if (selectedDrawing)
    text = (
      <button type="button" className="flex items-center gap-1.5" onClick={onDeleteDrawing}>
        <Trash2 className="size-4" aria-hidden="true" /> Apagar desenho
      </button>
    );
  else if (readonly && tool.id !== 'comments') text = phone ? 'Para desenhar, abra no computador' : null;
  else text = tool.hint?.(phone) ?? null;
  if (!text) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-20 flex justify-center px-3">
      <div role="status" className="pointer-events-auto rounded-full border border-slate-700 bg-slate-900/95 px-4 py-1.5 text-sm text-slate-100 shadow-lg">
        {text}
      </div>
    </div>
  );
}
