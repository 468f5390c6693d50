// The funnels page's "Novo funil" form (react-hook-form and zod), loaded on first open (decision 011).
import { lazyDialog } from '../../lib/load-on-use.tsx';

export const NewFunnelDialog = lazyDialog(() => import('./new-funnel-dialog.tsx').then((m) => m.NewFunnelDialog));
