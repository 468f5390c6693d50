// Element ids (docs/product.md: component-{timestamp}, connection-{timestamp}). Shared so the
// document rules (paste, duplicate) make the same ids as the editor.

export type IdPrefix = 'component' | 'connection' | 'text' | 'comment' | 'drawing';

let lastStamp = 0;
/** A strictly increasing millisecond stamp, so several ids made in one tick stay distinct. */
function stamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}
/** `<prefix>-{timestamp}` plus a short random tail: two editors creating in the same ms never collide (D19). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}-${stamp()}-${Math.random().toString(36).slice(2, 6)}`;
}
