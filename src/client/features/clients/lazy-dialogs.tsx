// The clients page's dialogs (forms with react-hook-form and zod), loaded on first open (decision 011).
import { lazyDialog } from '../../lib/load-on-use.tsx';

export const ClientFormDialog = lazyDialog(() => import('./client-form-dialog.tsx').then((m) => m.ClientFormDialog));
export const CredentialsDialog = lazyDialog(() => import('./access-dialogs.tsx').then((m) => m.CredentialsDialog));
export const ClientPanelDialog = lazyDialog(() => import('./access-dialogs.tsx').then((m) => m.ClientPanelDialog));
