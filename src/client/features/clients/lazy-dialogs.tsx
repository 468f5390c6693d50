// The clients page's dialogs (forms with react-hook-form and zod), loaded on first open (issue 14).
import { lazyWhenOpen } from '../../lib/lazy-when-open.tsx';

export const ClientFormDialog = lazyWhenOpen(() => import('./client-form-dialog.tsx').then((m) => m.ClientFormDialog));
export const CredentialsDialog = lazyWhenOpen(() => import('./access-dialogs.tsx').then((m) => m.CredentialsDialog));
export const ClientPanelDialog = lazyWhenOpen(() => import('./access-dialogs.tsx').then((m) => m.ClientPanelDialog));
