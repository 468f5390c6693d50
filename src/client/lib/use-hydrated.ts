// False while React hydrates a prerendered page (and at build time), true from then on, and
// true from the first render of a page drawn in the browser.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
