// Tooltips load their code on first use (issue 14): Radix Tooltip and its positioning library
// are about 15 KB gzipped, and a list page shows its icon buttons long before anyone points at
// one. Until then the child renders as it is; pointing at it or focusing it loads the view,
// which then takes its place (a focused trigger keeps the focus and shows its tooltip at once).
import { type ComponentType, cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useId, useLayoutEffect, useState } from 'react';
import type { TooltipProps } from './tooltip-view.tsx';

export type { TooltipProps } from './tooltip-view.tsx';

type View = ComponentType<TooltipProps & { defaultOpen?: boolean }>;
let loadedView: View | null = null;
let loading: Promise<View> | null = null;
function loadView(): Promise<View> {
  loading ??= import('./tooltip-view.tsx').then((m) => {
    loadedView = m.TooltipView;
    return m.TooltipView;
  });
  return loading;
}

const MARK = 'data-tooltip-trigger';
type ChildProps = { onPointerEnter?: (e: PointerEvent) => void; onFocus?: (e: FocusEvent) => void; [MARK]?: string };

export function Tooltip({ content, children, side }: TooltipProps) {
  const id = useId();
  const [state, setState] = useState<{ View: View; focus: boolean } | null>(() => (loadedView ? { View: loadedView, focus: false } : null));
  const child = children as ReactElement<ChildProps>;
  const marked = cloneElement(child, { [MARK]: id });
  if (state) {
    return (
      <>
        <state.View content={content} side={side} defaultOpen={state.focus}>
          {marked}
        </state.View>
        {state.focus ? <Refocus id={id} /> : null}
      </>
    );
  }
  const start = (focus: boolean) => void loadView().then((View) => setState({ View, focus }));
  return cloneElement(child, {
    [MARK]: id,
    onPointerEnter: (e: PointerEvent) => {
      child.props.onPointerEnter?.(e);
      start(false);
    },
    onFocus: (e: FocusEvent) => {
      child.props.onFocus?.(e);
      // Only a focus that is still there when the view arrives is handed over to it.
      const el = e.currentTarget;
      void loadView().then((View) => setState({ View, focus: document.activeElement === el }));
    },
  });
}

/** The swap mounted a new trigger element: give it back the focus the stand-in had. */
function Refocus({ id }: { id: string }) {
  useLayoutEffect(() => {
    const el = document.querySelector<HTMLElement>(`[${MARK}="${CSS.escape(id)}"]`);
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  }, [id]);
  return null;
}
