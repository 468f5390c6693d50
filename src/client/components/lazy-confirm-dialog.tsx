// The confirmation of a destructive action (D15), loaded on its first open: on the list pages
// it was the only reason to load Radix Dialog and its layers (focus trap, scroll lock) before
// anything was deleted (issue 14).
import { lazyWhenOpen } from '../lib/lazy-when-open.tsx';

export const ConfirmDialog = lazyWhenOpen(() => import('./ui/dialog.tsx').then((m) => m.ConfirmDialog));
