// The editor's dialogs, loaded on first open (decision 011): the top bar's that most sessions never
// open, and the canvas's (new comment, link, description), which a reviewer's canvas shows long
// before anyone comments. Choosing Comentários starts loading the comment dialog (preload).
import { lazyDialog } from '../../lib/load-on-use.tsx';

const canvasDialogs = () => import('./dialogs.tsx');

export const CommentDialog = lazyDialog(() => canvasDialogs().then((m) => m.CommentDialog));
export const LinkDialog = lazyDialog(() => canvasDialogs().then((m) => m.LinkDialog));
export const DescriptionDialog = lazyDialog(() => canvasDialogs().then((m) => m.DescriptionDialog));
export const PublishDialog = lazyDialog(() => canvasDialogs().then((m) => m.PublishDialog));
export const ShareDialog = lazyDialog(() => import('./share-dialogs.tsx').then((m) => m.ShareDialog));
export const HistoryDialog = lazyDialog(() => import('./share-dialogs.tsx').then((m) => m.HistoryDialog));
export const MoreActionsDialog = lazyDialog(() => import('./chrome/more-actions-dialog.tsx').then((m) => m.MoreActionsDialog));

/** Comentários calls it: the comment dialog's code (with the link and description dialogs) is there by the first click. */
export const preloadCanvasDialogs = () => void CommentDialog.preload();
