// Tooltips load their code after the page shows: Radix Tooltip and its positioning library are
// about 15 KB gzipped, and a list page shows its icon buttons long before anyone points at one.
// Until then the child renders as it is. The view loads when the browser is idle (or at once
// when a trigger is pointed at or focused) and then takes the child's place in every tooltip
// together. Taking its place mounts a new element, so it never happens while a pointer is
// pressed (a click would lose its target), and a focused trigger gets the focus back. A page
// that shows tooltips from its first render (the agency's editor) calls `preloadTooltips()`
// before that render, and nothing is swapped there.
import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useEffect, useId, useLayoutEffect, useState } from 'react';
import { onUse } from '../../lib/load-on-use.tsx';
import type { TooltipProps } from './tooltip-props.ts';

export type { TooltipProps } from './tooltip-props.ts';

const view = onUse(() => import('./tooltip-view.tsx').then((m) => m.TooltipView));
type View = NonNullable<ReturnType<typeof view.loaded>>;

/** Loads the Radix view now: tooltips mounted after it has arrived render it from the start. */
export const preloadTooltips = () => view.preload();

/** Tooltips still showing their stand-in, each waiting to take the view. */
const waiting = new Set<() => void>();
let pressed = false;
let watching = false;

function flush() {
  if (!view.loaded() || pressed) return;
  for (const swap of waiting) swap();
  waiting.clear();
}

/** Follows the pointer's presses, from the first tooltip that waits for the view on. */
function watchPresses() {
  if (watching) return;
  watching = true;
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

let idleAsked = false;
function load(now: boolean) {
  const start = () => void view.preload().then(flush, () => {});
  if (now || typeof requestIdleCallback !== 'function') return start();
  if (idleAsked) return;
  idleAsked = true;
  requestIdleCallback(start, { timeout: 2000 });
}

const MARK = 'data-tooltip-trigger';
type ChildProps = { onPointerEnter?: (e: PointerEvent) => void; onFocus?: (e: FocusEvent) => void; [MARK]?: string };

export function Tooltip({ content, children, side }: TooltipProps) {
  const id = useId();
  const [state, setState] = useState<{ View: View; focus: boolean } | null>(() => {
    const loaded = view.loaded();
    return loaded ? { View: loaded, focus: false } : null;
  });
  useEffect(() => {
    if (state) return;
    const swap = () => {
      const loaded = view.loaded();
      if (loaded) setState({ View: loaded, focus: document.activeElement?.getAttribute(MARK) === id });
    };
    watchPresses();
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
