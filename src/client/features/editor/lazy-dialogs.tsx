// The editor's dialogs, loaded on first open (issue 14): the top bar's that most sessions never
// open, and the canvas's (new comment, link, description), which a reviewer's canvas shows long
// before anyone comments. Choosing Comentários starts loading the comment dialog (preload).
import { lazyWhenOpen } from '../../lib/lazy-when-open.tsx';

const canvasDialogs = () => import('./dialogs.tsx');
export const preloadCanvasDialogs = () => void canvasDialogs();

export const CommentDialog = lazyWhenOpen(() => canvasDialogs().then((m) => m.CommentDialog));
export const LinkDialog = lazyWhenOpen(() => canvasDialogs().then((m) => m.LinkDialog));
export const DescriptionDialog = lazyWhenOpen(() => canvasDialogs().then((m) => m.DescriptionDialog));
export const PublishDialog = lazyWhenOpen(() => canvasDialogs().then((m) => m.PublishDialog));
export const ShareDialog = lazyWhenOpen(() => import('./share-dialogs.tsx').then((m) => m.ShareDialog));
export const HistoryDialog = lazyWhenOpen(() => import('./share-dialogs.tsx').then((m) => m.HistoryDialog));
