// Tooltips load their code after the page shows (issue 14): Radix Tooltip and its positioning
// library are about 15 KB gzipped, and a list page shows its icon buttons long before anyone
// points at one. Until then the child renders as it is. The view loads when the browser is idle
// (or at once when a trigger is pointed at or focused) and then takes the child's place in
// every tooltip together. Taking its place mounts a new element, so it never happens while a
// pointer is pressed (a click would lose its target), and a focused trigger gets the focus back.
import { type ComponentType, cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useEffect, useId, useLayoutEffect, useState } from 'react';
import type { TooltipProps } from './tooltip-view.tsx';

export type { TooltipProps } from './tooltip-view.tsx';

type View = ComponentType<TooltipProps & { defaultOpen?: boolean }>;
let loadedView: View | null = null;
let loading = false;
/** Tooltips still showing their stand-in, each waiting to take the view. */
const waiting = new Set<() => void>();
let pressed = false;

/**
 * tooltip-view.tsx calls this when it is evaluated: on a page that imports it from the start
 * (the agency's editor, editor-page.tsx) every tooltip renders the view from its first render
 * and nothing is ever swapped.
 */
export function registerTooltipView(view: View) {
  loadedView = view;
  loading = true;
}

function flush() {
  if (!loadedView || pressed) return;
  for (const swap of waiting) swap();
  waiting.clear();
}

function load(now: boolean) {
  if (loading) return;
  loading = true;
  const start = () =>
    void import('./tooltip-view.tsx').then((m) => {
      loadedView = m.TooltipView;
      flush();
    });
  if (now || typeof requestIdleCallback !== 'function') start();
  else requestIdleCallback(start, { timeout: 2000 });
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  // After the click that follows this pointerup has been dispatched.
  const release = () =>
    setTimeout(() => {
      pressed = false;
      flush();
    });
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

const MARK = 'data-tooltip-trigger';
type ChildProps = { onPointerEnter?: (e: PointerEvent) => void; onFocus?: (e: FocusEvent) => void; [MARK]?: string };

export function Tooltip({ content, children, side }: TooltipProps) {
  const id = useId();
  const [state, setState] = useState<{ View: View; focus: boolean } | null>(() => (loadedView ? { View: loadedView, focus: false } : null));
  useEffect(() => {
    if (state) return;
    const swap = () => {
      const view = loadedView;
      if (view) setState({ View: view, focus: document.activeElement?.getAttribute(MARK) === id });
    };
    waiting.add(swap);
    load(false);
    flush();
    return () => void waiting.delete(swap);
  }, [state, id]);
  const child = children as ReactElement<ChildProps>;
  if (state) {
    return (
      <>
        <state.View content={content} side={side} defaultOpen={state.focus}>
          {cloneElement(child, { [MARK]: id })}
        </state.View>
        {state.focus ? <Refocus id={id} /> : null}
      </>
    );
  }
  return cloneElement(child, {
    [MARK]: id,
    onPointerEnter: (e: PointerEvent) => {
      child.props.onPointerEnter?.(e);
      load(true);
    },
    onFocus: (e: FocusEvent) => {
      child.props.onFocus?.(e);
      load(true);
    },
  });
}

/** Taking the view's place mounted a new trigger element: give it back the focus the stand-in had. */
function Refocus({ id }: { id: string }) {
  useLayoutEffect(() => {
    const el = document.querySelector<HTMLElement>(`[${MARK}="${CSS.escape(id)}"]`);
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  }, [id]);
  return null;
}
