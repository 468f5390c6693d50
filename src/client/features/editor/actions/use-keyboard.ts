// Keyboard shortcuts, from the generated keymap: never while typing or with a dialog open.
import { useEffect, useMemo, useRef } from 'react';
import type { CanvasActionId } from '#shared/canvas/capabilities.ts';
import type { EditorCtx } from '../command-context.ts';
import { chooseTool } from '../editor-state.ts';
import type { ToolId } from '../nodes/node-api.ts';
import { buildKeymap, lookupKey } from './registry.ts';

function isTypingTarget(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el?.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function useKeyboard(ctxRef: React.RefObject<EditorCtx | null>, actions: readonly CanvasActionId[], tools: readonly ToolId[]) {
  const keymap = useMemo(() => buildKeymap(actions, tools), [actions, tools]);
  const mapRef = useRef(keymap);
  mapRef.current = keymap;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || document.querySelector('[role=dialog],[role=alertdialog]')) return;
      const ctx = ctxRef.current;
      const hit = ctx ? lookupKey(mapRef.current, e) : undefined;
      if (!ctx || !hit) return;
      if (hit.kind === 'tool') {
        ctx.setUi(chooseTool(hit.tool));
        return;
      }
      if (!hit.action.keepDefault) e.preventDefault();
      if (hit.action.enabled(ctx)) hit.action.run(ctx);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ctxRef]);
}
