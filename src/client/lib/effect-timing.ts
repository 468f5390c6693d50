// The browser build runs Preact's compat layer in place of React DOM (vite.config.ts, decision
// 011). Preact runs useEffect callbacks after the next frame (requestAnimationFrame, or 35 ms);
// React runs them in a task right after the commit, and before anything else after a discrete
// event (a key, a click). Libraries written for React count on that: React Flow learns that
// Shift is held from a keydown's state update applied in an effect, so a click that came a few
// milliseconds after the keydown selected one component instead of adding it (the browser
// handles input before other tasks, so even a task right after the commit was too late).
import { options } from 'preact';

const DISCRETE = new Set([
  'keydown',
  'keyup',
  'keypress',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'input',
  'change',
  'focusin',
  'focusout',
  'submit',
  'touchstart',
  'touchend',
]);

export function reactEffectTiming() {
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => {
    for (const run of queue.splice(0)) run();
  };
  (options as { requestAnimationFrame?: (cb: () => void) => void }).requestAnimationFrame = (cb) => {
    // A render caused by an event's handler runs in a microtask while the event is still current.
    if (DISCRETE.has(window.event?.type ?? '')) return queueMicrotask(cb);
    queue.push(cb);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}
