// Adding a DOM listener answers its removal, so that an effect's cleanup cannot forget one
// or remove another than it added.

export function listen<K extends keyof WindowEventMap>(target: Window, type: K, f: (e: WindowEventMap[K]) => void): () => void;
export function listen<K extends keyof DocumentEventMap>(target: Document, type: K, f: (e: DocumentEventMap[K]) => void): () => void;
export function listen<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, f: (e: HTMLElementEventMap[K]) => void): () => void;
export function listen(target: EventTarget, type: string, f: (e: Event) => void): () => void {
  target.addEventListener(type, f);
  return () => target.removeEventListener(type, f);
}

/** One cleanup that runs these, in order. */
export const cleanupAll = (cleanups: (() => void)[]) => (): void => {
  for (const c of cleanups) c();
};
