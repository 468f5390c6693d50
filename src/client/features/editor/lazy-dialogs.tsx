// The editor's top-bar dialogs that most sessions never open, loaded on first open (issue 14).
import { lazyWhenOpen } from '../../lib/lazy-when-open.tsx';

export const ShareDialog = lazyWhenOpen(() => import('./share-dialogs.tsx').then((m) => m.ShareDialog));
export const HistoryDialog = lazyWhenOpen(() => import('./share-dialogs.tsx').then((m) => m.HistoryDialog));
