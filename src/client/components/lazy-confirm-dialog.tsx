// The confirmation of a destructive action (D15), loaded on its first open: on the list pages
// it was the only reason to load Radix Dialog and its layers (focus trap, scroll lock) before
// anything was deleted (decision 011).
import { lazyDialog } from '../lib/load-on-use.tsx';

export const ConfirmDialog = lazyDialog(() => import('./ui/dialog.tsx').then((m) => m.ConfirmDialog));
